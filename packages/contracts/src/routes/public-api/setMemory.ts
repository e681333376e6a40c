// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setMemory: Route<(typeof ENDPOINTS)['publicApi']['setMemory']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/memory',
  access: 'key',
};
