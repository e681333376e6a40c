// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const list: Route<(typeof ENDPOINTS)['gpuWaits']['list']> = {
  method: 'POST',
  path: '/api/get_gpu_wait_list',
  access: 'session',
};
