// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const list: Route<(typeof ENDPOINTS)['workOrders']['list']> = {
  method: 'GET',
  path: '/third-party/api/v1/work-order/orders',
  access: 'bearer',
};
