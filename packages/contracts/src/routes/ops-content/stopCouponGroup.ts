// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const stopCouponGroup: Route<(typeof ENDPOINTS)['opsContent']['stopCouponGroup']> = {
  method: 'POST',
  path: '/api/ops/stop_coupon_group',
  access: 'staff',
};
