// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostMarkDown: Route<(typeof ENDPOINTS)['opsFleet']['hostMarkDown']> = {
  method: 'POST',
  path: '/api/ops/fleet/mark_host_down',
  access: 'staff',
};
