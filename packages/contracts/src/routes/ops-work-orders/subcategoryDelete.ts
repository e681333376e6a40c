// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const subcategoryDelete: Route<(typeof ENDPOINTS)['opsWorkOrders']['subcategoryDelete']> = {
  method: 'POST',
  path: '/api/ops/work-order/delete_subcategory',
  access: 'staff',
};
