// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const health: Route<(typeof ENDPOINTS)['system']['health']> = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
};
