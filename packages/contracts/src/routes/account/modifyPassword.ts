// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const modifyPassword: Route<(typeof ENDPOINTS)['account']['modifyPassword']> = {
  method: 'POST',
  path: '/api/modify_passwd_new',
  access: 'session',
};
