// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const containerRemainCpu: Route<(typeof ENDPOINTS)['instances']['containerRemainCpu']> = {
  method: 'POST',
  path: '/api/get_container_remain_cpu',
  access: 'session',
};
