// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const userCoupons: Route<(typeof ENDPOINTS)['coupons']['userCoupons']> = {
  method: 'POST',
  path: '/api/get_user_assigned_coupon',
  access: 'main',
};
