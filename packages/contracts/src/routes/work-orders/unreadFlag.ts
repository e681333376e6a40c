// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const unreadFlag: Route<(typeof ENDPOINTS)['workOrders']['unreadFlag']> = {
  method: 'GET',
  path: '/third-party/api/v1/work-order/unread-flag',
  access: 'bearer',
};
