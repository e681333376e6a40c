// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const live: Route<(typeof ENDPOINTS)['system']['live']> = {
  method: 'GET',
  path: '/api/health/live',
  access: 'public',
};
