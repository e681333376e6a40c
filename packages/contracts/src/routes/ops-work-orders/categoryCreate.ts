// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const categoryCreate: Route<(typeof ENDPOINTS)['opsWorkOrders']['categoryCreate']> = {
  method: 'POST',
  path: '/api/ops/work-order/create_category',
  access: 'staff',
};
