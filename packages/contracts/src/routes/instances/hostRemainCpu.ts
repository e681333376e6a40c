// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostRemainCpu: Route<(typeof ENDPOINTS)['instances']['hostRemainCpu']> = {
  method: 'POST',
  path: '/api/get_host_remain_cpu',
  access: 'session',
};
