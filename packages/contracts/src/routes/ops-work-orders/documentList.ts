// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const documentList: Route<(typeof ENDPOINTS)['opsWorkOrders']['documentList']> = {
  method: 'POST',
  path: '/api/ops/work-order/get_document_list',
  access: 'staff',
};
