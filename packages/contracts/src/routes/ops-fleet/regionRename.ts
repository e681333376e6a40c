// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const regionRename: Route<(typeof ENDPOINTS)['opsFleet']['regionRename']> = {
  method: 'POST',
  path: '/api/ops/fleet/rename_region',
  access: 'staff',
};
