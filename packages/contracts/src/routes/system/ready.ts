// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ready: Route<(typeof ENDPOINTS)['system']['ready']> = {
  method: 'GET',
  path: '/api/health/ready',
  access: 'public',
};
