// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const latestMetrics: Route<(typeof ENDPOINTS)['publicApi']['latestMetrics']> = {
  method: 'POST',
  path: '/openapi/v1/instances/metrics/latest',
  access: 'key',
};
