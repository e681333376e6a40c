// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostOutageList: Route<(typeof ENDPOINTS)['opsFleet']['hostOutageList']> = {
  method: 'POST',
  path: '/api/ops/fleet/get_host_outage_list',
  access: 'staff',
};
