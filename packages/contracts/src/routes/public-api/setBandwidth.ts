// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setBandwidth: Route<(typeof ENDPOINTS)['publicApi']['setBandwidth']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/bandwidth',
  access: 'key',
};
