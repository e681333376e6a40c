// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const subcategoryCreate: Route<(typeof ENDPOINTS)['opsWorkOrders']['subcategoryCreate']> = {
  method: 'POST',
  path: '/api/ops/work-order/create_subcategory',
  access: 'staff',
};
