// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const addDisk: Route<(typeof ENDPOINTS)['instances']['addDisk']> = {
  method: 'POST',
  path: '/api/instance/add_one_disk',
  access: 'session',
};
