// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const metrics: Route<(typeof ENDPOINTS)['publicApi']['metrics']> = {
  method: 'GET',
  path: '/openapi/v1/instances/:id/metrics',
  access: 'key',
};
