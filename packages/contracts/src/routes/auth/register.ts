// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const register: Route<(typeof ENDPOINTS)['auth']['register']> = {
  method: 'POST',
  path: '/api/register',
  access: 'public',
};
