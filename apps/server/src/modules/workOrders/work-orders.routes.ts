import { workOrdersEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { hasUnreadReply } from './work-orders.repository';

export const workOrdersRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.unreadFlag, async (request) =>
    ok({ unread: await hasUnreadReply(deps.db, authOf(request)) }),
  );
};
