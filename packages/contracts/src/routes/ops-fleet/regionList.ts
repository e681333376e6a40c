// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const regionList: Route<(typeof ENDPOINTS)['opsFleet']['regionList']> = {
  method: 'POST',
  path: '/api/ops/fleet/get_region_list',
  access: 'staff',
};
