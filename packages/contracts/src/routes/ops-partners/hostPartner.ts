// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostPartner: Route<(typeof ENDPOINTS)['opsPartners']['hostPartner']> = {
  method: 'POST',
  path: '/api/ops/fleet/set_host_partner',
  access: 'staff',
};
