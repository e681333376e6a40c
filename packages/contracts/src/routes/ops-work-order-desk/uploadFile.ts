// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const uploadFile: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['uploadFile']> = {
  method: 'POST',
  path: '/api/ops/work-order/upload_file',
  access: 'staff',
};
