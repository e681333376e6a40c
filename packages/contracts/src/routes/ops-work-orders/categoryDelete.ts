// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const categoryDelete: Route<(typeof ENDPOINTS)['opsWorkOrders']['categoryDelete']> = {
  method: 'POST',
  path: '/api/ops/work-order/delete_category',
  access: 'staff',
};
