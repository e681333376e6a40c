// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateMemory: Route<(typeof ENDPOINTS)['instances']['updateMemory']> = {
  method: 'POST',
  path: '/api/update_memory',
  access: 'session',
};
