// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const unregisterCheck: Route<(typeof ENDPOINTS)['account']['unregisterCheck']> = {
  method: 'POST',
  path: '/api/unregister_check',
  access: 'main',
};
