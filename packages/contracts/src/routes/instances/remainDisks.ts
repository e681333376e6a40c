// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const remainDisks: Route<(typeof ENDPOINTS)['instances']['remainDisks']> = {
  method: 'POST',
  path: '/api/instance/get_remain_disk',
  access: 'session',
};
