// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const cannedReplyEdit: Route<(typeof ENDPOINTS)['opsWorkOrderDesk']['cannedReplyEdit']> = {
  method: 'POST',
  path: '/api/ops/work-order/edit_canned_reply',
  access: 'staff',
};
