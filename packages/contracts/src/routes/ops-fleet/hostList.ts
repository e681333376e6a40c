// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostList: Route<(typeof ENDPOINTS)['opsFleet']['hostList']> = {
  method: 'POST',
  path: '/api/ops/fleet/get_host_list',
  access: 'staff',
};
