// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostMarkUp: Route<(typeof ENDPOINTS)['opsFleet']['hostMarkUp']> = {
  method: 'POST',
  path: '/api/ops/fleet/mark_host_up',
  access: 'staff',
};
