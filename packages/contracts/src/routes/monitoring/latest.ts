// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const latest: Route<(typeof ENDPOINTS)['monitoring']['latest']> = {
  method: 'POST',
  path: '/api/instance/metrics/latest',
  access: 'session',
};
