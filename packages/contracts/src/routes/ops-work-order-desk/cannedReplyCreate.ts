// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const cannedReplyCreate: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['cannedReplyCreate']> = {
  method: 'POST',
  path: '/api/ops/work-order/create_canned_reply',
  access: 'staff',
};
