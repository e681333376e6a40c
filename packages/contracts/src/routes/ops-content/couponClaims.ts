// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const couponClaims: Route<(typeof ENDPOINTS)['opsContent']['couponClaims']> = {
  method: 'POST',
  path: '/api/ops/get_coupon_group_claims',
  access: 'staff',
};
