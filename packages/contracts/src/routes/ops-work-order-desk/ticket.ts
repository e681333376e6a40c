// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ticket: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['ticket']> = {
  method: 'POST',
  path: '/api/ops/work-order/get_ticket',
  access: 'staff',
};
