// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const subcategoryRename: Route<(typeof ENDPOINTS)['opsWorkOrders']['subcategoryRename']> = {
  method: 'POST',
  path: '/api/ops/work-order/rename_subcategory',
  access: 'staff',
};
