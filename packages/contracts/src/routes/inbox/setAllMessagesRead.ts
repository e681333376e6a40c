// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setAllMessagesRead: Route<(typeof ENDPOINTS)['inbox']['setAllMessagesRead']> = {
  method: 'POST',
  path: '/api/messages/set_read_all',
  access: 'session',
};
