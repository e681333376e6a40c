// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const offers: Route<(typeof ENDPOINTS)['publicApi']['offers']> = {
  method: 'GET',
  path: '/openapi/v1/offers',
  access: 'key',
};
