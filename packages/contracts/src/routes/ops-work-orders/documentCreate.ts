// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const documentCreate: Route<(typeof ENDPOINTS)['opsWorkOrders']['documentCreate']> = {
  method: 'POST',
  path: '/api/ops/work-order/create_document',
  access: 'staff',
};
