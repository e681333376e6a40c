// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostCreate: Route<(typeof ENDPOINTS)['opsFleet']['hostCreate']> = {
  method: 'POST',
  path: '/api/ops/fleet/create_host',
  access: 'staff',
};
