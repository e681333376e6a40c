// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostEdit: Route<(typeof ENDPOINTS)['opsFleet']['hostEdit']> = {
  method: 'POST',
  path: '/api/ops/fleet/edit_host',
  access: 'staff',
};
