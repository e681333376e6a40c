// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const restart: Route<(typeof ENDPOINTS)['instances']['restart']> = {
  method: 'POST',
  path: '/api/restart_kvm',
  access: 'session',
};
