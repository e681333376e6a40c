// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const list: Route<(typeof ENDPOINTS)['loginSessions']['list']> = {
  method: 'POST',
  path: '/api/get_login_sessions',
  access: 'session',
};
