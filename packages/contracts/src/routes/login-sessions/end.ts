// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const end: Route<(typeof ENDPOINTS)['loginSessions']['end']> = {
  method: 'POST',
  path: '/api/end_login_session',
  access: 'session',
};
