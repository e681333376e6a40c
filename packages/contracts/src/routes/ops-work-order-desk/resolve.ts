// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const resolve: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['resolve']> = {
  method: 'POST',
  path: '/api/ops/work-order/resolve',
  access: 'staff',
};
