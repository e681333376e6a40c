// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const containerRemainMemory: Route<(typeof ENDPOINTS)['instances']['containerRemainMemory']> = {
  method: 'POST',
  path: '/api/get_container_remain_memory',
  access: 'session',
};
