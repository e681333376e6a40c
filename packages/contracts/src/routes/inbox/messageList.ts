// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const messageList: Route<(typeof ENDPOINTS)['inbox']['messageList']> = {
  method: 'POST',
  path: '/api/messages/get_list',
  access: 'session',
};
