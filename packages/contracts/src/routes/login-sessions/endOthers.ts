// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const endOthers: Route<(typeof ENDPOINTS)['loginSessions']['endOthers']> = {
  method: 'POST',
  path: '/api/end_other_login_sessions',
  access: 'session',
};
