// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const cannedReplies: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['cannedReplies']> = {
  method: 'POST',
  path: '/api/ops/work-order/get_canned_replies',
  access: 'staff',
};
