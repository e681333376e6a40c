// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const rotate: Route<(typeof ENDPOINTS)['accessKeys']['rotate']> = {
  method: 'POST',
  path: '/api/access_key/rotate',
  access: 'session',
};
