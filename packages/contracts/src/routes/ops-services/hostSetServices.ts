// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostSetServices: Route<(typeof ENDPOINTS)['opsServices']['hostSetServices']> = {
  method: 'POST',
  path: '/api/ops/fleet/set_host_services',
  access: 'staff',
};
