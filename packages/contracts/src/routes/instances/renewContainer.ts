// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const renewContainer: Route<(typeof ENDPOINTS)['instances']['renewContainer']> = {
  method: 'POST',
  path: '/api/renew_container_v2',
  access: 'session',
};
