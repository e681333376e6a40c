import { endpoint } from '../endpoint';
import { workOrderUnreadFlagResponse } from '../work-orders';

const tag = 'work orders';

/** Third-party API (SPEC §7): the token in `Authorization: Bearer`, under /third-party/api/v1. */
export const workOrdersEndpoints = {
  unreadFlag: endpoint({
    method: 'GET',
    path: '/third-party/api/v1/work-order/unread-flag',
    access: 'bearer',
    tag,
    summary: 'Whether a reply on one of the caller’s work orders is unread',
    response: workOrderUnreadFlagResponse,
  }),
};
