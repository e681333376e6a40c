// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const detach: Route<(typeof ENDPOINTS)['workOrders']['detach']> = {
  method: 'DELETE',
  path: '/third-party/api/v1/work-order/attachments/:id',
  access: 'bearer',
};
