// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const createCouponGroup: Route<(typeof ENDPOINTS)['admin']['createCouponGroup']> = {
  method: 'POST',
  path: '/api/admin/create_coupon_group',
  access: 'staff',
};
