// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const orders: Route<(typeof ENDPOINTS)['opsUsers']['orders']> = {
  method: 'POST',
  path: '/api/ops/get_user_orders',
  access: 'staff',
};
