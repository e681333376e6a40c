// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setAutoStop: Route<(typeof ENDPOINTS)['publicApi']['setAutoStop']> = {
  method: 'PUT',
  path: '/openapi/v1/instances/:id/auto-stop',
  access: 'key',
};
