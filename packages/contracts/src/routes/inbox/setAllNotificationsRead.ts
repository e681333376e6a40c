// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setAllNotificationsRead: Route<(typeof ENDPOINTS)['inbox']['setAllNotificationsRead']> = {
  method: 'POST',
  path: '/api/notifications/set_read_all',
  access: 'session',
};
