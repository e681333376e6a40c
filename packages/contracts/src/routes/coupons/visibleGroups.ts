// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const visibleGroups: Route<(typeof ENDPOINTS)['coupons']['visibleGroups']> = {
  method: 'POST',
  path: '/api/get_all_user_visible_coupon_group',
  access: 'main',
};
