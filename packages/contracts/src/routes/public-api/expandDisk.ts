// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const expandDisk: Route<(typeof ENDPOINTS)['publicApi']['expandDisk']> = {
  method: 'POST',
  path: '/openapi/v1/disks/:id/expand',
  access: 'key',
};
