// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const unregister: Route<(typeof ENDPOINTS)['account']['unregister']> = {
  method: 'POST',
  path: '/api/unregister',
  access: 'main',
};
