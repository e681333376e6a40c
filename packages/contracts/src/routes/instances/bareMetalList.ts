// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const bareMetalList: Route<(typeof ENDPOINTS)['instances']['bareMetalList']> = {
  method: 'POST',
  path: '/api/get_bare_metal_instance_list',
  access: 'session',
};
