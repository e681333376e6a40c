// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const resizeOptions: Route<(typeof ENDPOINTS)['publicApi']['resizeOptions']> = {
  method: 'GET',
  path: '/openapi/v1/instances/:id/resize-options',
  access: 'key',
};
