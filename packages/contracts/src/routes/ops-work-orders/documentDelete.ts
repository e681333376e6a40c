// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const documentDelete: Route<(typeof ENDPOINTS)['opsWorkOrders']['documentDelete']> = {
  method: 'POST',
  path: '/api/ops/work-order/delete_document',
  access: 'staff',
};
