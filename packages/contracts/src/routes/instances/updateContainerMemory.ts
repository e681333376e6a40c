// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateContainerMemory: Route<(typeof ENDPOINTS)['instances']['updateContainerMemory']> = {
  method: 'POST',
  path: '/api/update_container_memory',
  access: 'session',
};
