// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const disks: Route<(typeof ENDPOINTS)['publicApi']['disks']> = {
  method: 'GET',
  path: '/openapi/v1/disks',
  access: 'key',
};
