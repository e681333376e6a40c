// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const reply: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['reply']> = {
  method: 'POST',
  path: '/api/ops/work-order/reply',
  access: 'staff',
};
