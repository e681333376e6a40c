// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const attachDisk: Route<(typeof ENDPOINTS)['publicApi']['attachDisk']> = {
  method: 'POST',
  path: '/openapi/v1/disks/:id/attach',
  access: 'key',
};
