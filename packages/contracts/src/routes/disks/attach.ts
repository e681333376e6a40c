// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const attach: Route<(typeof ENDPOINTS)['disks']['attach']> = {
  method: 'POST',
  path: '/api/cloud_disk/attach',
  access: 'session',
};
