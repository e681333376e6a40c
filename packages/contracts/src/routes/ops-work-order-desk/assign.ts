// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const assign: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['assign']> = {
  method: 'POST',
  path: '/api/ops/work-order/assign',
  access: 'staff',
};
