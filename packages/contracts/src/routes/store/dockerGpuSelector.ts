// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const dockerGpuSelector: Route<(typeof ENDPOINTS)['store']['dockerGpuSelector']> = {
  method: 'POST',
  path: '/api/store/get_docker_gpu_selector',
  access: 'public',
};
