// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const unsubscribe: Route<(typeof ENDPOINTS)['workOrders']['unsubscribe']> = {
  method: 'DELETE',
  path: '/third-party/api/v1/work-order/notifications/:id',
  access: 'bearer',
};
