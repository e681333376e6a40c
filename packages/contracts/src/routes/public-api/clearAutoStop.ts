// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const clearAutoStop: Route<(typeof ENDPOINTS)['publicApi']['clearAutoStop']> = {
  method: 'DELETE',
  path: '/openapi/v1/instances/:id/auto-stop',
  access: 'key',
};
