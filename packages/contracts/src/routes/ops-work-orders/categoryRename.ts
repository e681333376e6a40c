// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const categoryRename: Route<(typeof ENDPOINTS)['opsWorkOrders']['categoryRename']> = {
  method: 'POST',
  path: '/api/ops/work-order/rename_category',
  access: 'staff',
};
