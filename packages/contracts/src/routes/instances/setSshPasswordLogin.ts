// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setSshPasswordLogin: Route<(typeof ENDPOINTS)['instances']['setSshPasswordLogin']> = {
  method: 'POST',
  path: '/api/instance/set_ssh_password_login',
  access: 'session',
};
