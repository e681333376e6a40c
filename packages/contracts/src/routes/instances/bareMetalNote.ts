// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const bareMetalNote: Route<(typeof ENDPOINTS)['instances']['bareMetalNote']> = {
  method: 'POST',
  path: '/api/update_bare_metal_instance_note',
  access: 'session',
};
