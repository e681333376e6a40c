// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deleteSshKey: Route<(typeof ENDPOINTS)['publicApi']['deleteSshKey']> = {
  method: 'POST',
  path: '/openapi/v1/ssh_keys/:id/delete',
  access: 'key',
};
