// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const instance: Route<(typeof ENDPOINTS)['publicApi']['instance']> = {
  method: 'GET',
  path: '/openapi/v1/instances/:id',
  access: 'key',
};
