// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostRemainMemory: Route<(typeof ENDPOINTS)['instances']['hostRemainMemory']> = {
  method: 'POST',
  path: '/api/get_host_remain_memory',
  access: 'session',
};
