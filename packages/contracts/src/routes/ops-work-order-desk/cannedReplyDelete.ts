// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const cannedReplyDelete: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['cannedReplyDelete']> = {
  method: 'POST',
  path: '/api/ops/work-order/delete_canned_reply',
  access: 'staff',
};
