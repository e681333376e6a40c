// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const availableDockerNum: Route<(typeof ENDPOINTS)['store']['availableDockerNum']> = {
  method: 'POST',
  path: '/api/get_available_docker_num',
  access: 'public',
};
