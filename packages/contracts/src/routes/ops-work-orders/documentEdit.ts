// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const documentEdit: Route<(typeof ENDPOINTS)['opsWorkOrders']['documentEdit']> = {
  method: 'POST',
  path: '/api/ops/work-order/edit_document',
  access: 'staff',
};
