// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const expand: Route<(typeof ENDPOINTS)['disks']['expand']> = {
  method: 'POST',
  path: '/api/cloud_disk/expand',
  access: 'session',
};
