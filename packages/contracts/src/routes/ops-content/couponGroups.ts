// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const couponGroups: Route<(typeof ENDPOINTS)['opsContent']['couponGroups']> = {
  method: 'POST',
  path: '/api/ops/get_coupon_groups',
  access: 'staff',
};
