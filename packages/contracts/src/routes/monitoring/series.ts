// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const series: Route<(typeof ENDPOINTS)['monitoring']['series']> = {
  method: 'POST',
  path: '/api/instance/metrics',
  access: 'session',
};
