// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const resetPassword: Route<(typeof ENDPOINTS)['auth']['resetPassword']> = {
  method: 'POST',
  path: '/api/reset_password',
  access: 'public',
};
