// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const tickets: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['tickets']> = {
  method: 'POST',
  path: '/api/ops/work-order/get_ticket_list',
  access: 'staff',
};
