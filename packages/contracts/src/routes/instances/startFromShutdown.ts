// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const startFromShutdown: Route<(typeof ENDPOINTS)['instances']['startFromShutdown']> = {
  method: 'POST',
  path: '/api/restart_kvm_from_shutdown',
  access: 'session',
};
