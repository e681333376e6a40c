// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deleteDisk: Route<(typeof ENDPOINTS)['publicApi']['deleteDisk']> = {
  method: 'POST',
  path: '/openapi/v1/disks/:id/delete',
  access: 'key',
};
