// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const autoStop: Route<(typeof ENDPOINTS)['publicApi']['autoStop']> = {
  method: 'GET',
  path: '/openapi/v1/instances/:id/auto-stop',
  access: 'key',
};
