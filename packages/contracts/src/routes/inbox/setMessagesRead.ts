// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setMessagesRead: Route<(typeof ENDPOINTS)['inbox']['setMessagesRead']> = {
  method: 'POST',
  path: '/api/messages/set_read',
  access: 'session',
};
