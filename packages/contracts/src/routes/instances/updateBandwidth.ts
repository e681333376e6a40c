// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateBandwidth: Route<(typeof ENDPOINTS)['instances']['updateBandwidth']> = {
  method: 'POST',
  path: '/api/instance/update_bandwidth',
  access: 'session',
};
