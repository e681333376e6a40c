// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const useMoneyCoupon: Route<(typeof ENDPOINTS)['coupons']['useMoneyCoupon']> = {
  method: 'POST',
  path: '/api/use_money_coupon',
  access: 'main',
};
