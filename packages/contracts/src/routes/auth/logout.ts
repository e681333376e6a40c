// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const logout: Route<(typeof ENDPOINTS)['auth']['logout']> = {
  method: 'POST',
  path: '/api/logout',
  access: 'session',
};
