// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const notificationList: Route<(typeof ENDPOINTS)['inbox']['notificationList']> = {
  method: 'POST',
  path: '/api/notifications/get_list',
  access: 'session',
};
