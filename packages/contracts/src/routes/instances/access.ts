// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const access: Route<(typeof ENDPOINTS)['instances']['access']> = {
  method: 'POST',
  path: '/api/get_vnc_and_ssh',
  access: 'session',
};
