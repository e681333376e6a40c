import { workOrdersEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle, inputOf } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { workOrderCategories, workOrderDocuments } from './work-order-help.service';
import { hasUnreadReply } from './work-orders.repository';

export const workOrdersRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.categories, async () => ok(await workOrderCategories(deps)));

  handle(app, endpoints.documents, async (request) =>
    ok(await workOrderDocuments(deps, inputOf(endpoints.documents, request).subcategory_id)),
  );

  handle(app, endpoints.unreadFlag, async (request) =>
    ok({ unread: await hasUnreadReply(deps.db, authOf(request)) }),
  );
};
