// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const supportStaff: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['supportStaff']> = {
  method: 'POST',
  path: '/api/ops/work-order/get_support_staff',
  access: 'staff',
};
