// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const detach: Route<(typeof ENDPOINTS)['disks']['detach']> = {
  method: 'POST',
  path: '/api/cloud_disk/detach',
  access: 'session',
};
