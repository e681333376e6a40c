// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setEnabled: Route<(typeof ENDPOINTS)['accessKeys']['setEnabled']> = {
  method: 'POST',
  path: '/api/access_key/set_enabled',
  access: 'session',
};
