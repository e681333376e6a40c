import { workOrdersEndpoints as endpoints, UPLOAD_FIELD } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { receiveUpload } from '../../core/files/upload';
import { authOf } from '../../core/http/access';
import { handle, inputOf } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { downloadFile, storeWaitingFile } from './work-order-files.service';
import { workOrderCategories, workOrderDocuments } from './work-order-help.service';
import { nameableInstances } from './work-order-instances.service';
import {
  addComment,
  attachFiles,
  createTicket,
  detachFile,
  listTickets,
  subscribeToReplies,
  ticketDetail,
  unsubscribeFromReplies,
  updateOwnTicket,
} from './work-order-tickets.service';
import { hasUnreadReply } from './work-orders.repository';

/** The customer's work orders on the third-party API (SPEC §7). */
export const workOrdersRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.categories, async () => ok(await workOrderCategories(deps)));

  handle(app, endpoints.documents, async (request) =>
    ok(await workOrderDocuments(deps, inputOf(endpoints.documents, request).subcategory_id)),
  );

  handle(app, endpoints.uploadFile, async (request) => {
    const auth = authOf(request);
    const upload = await receiveUpload(request, UPLOAD_FIELD);
    return ok(await storeWaitingFile(deps, { kind: 'customer', owner: auth }, upload));
  });

  handle(app, endpoints.instances, async (request) => ok(await nameableInstances(deps.db, authOf(request))));

  handle(app, endpoints.create, async (request) =>
    ok(await createTicket(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.list, async (request) =>
    ok(await listTickets(deps, authOf(request), inputOf(endpoints.list, request))),
  );

  handle(app, endpoints.detail, async (request) =>
    ok(await ticketDetail(deps, authOf(request), request.params.id)),
  );

  handle(app, endpoints.update, async (request) => {
    await updateOwnTicket(deps, authOf(request), request.params.id, request.body);
    return ok({});
  });

  handle(app, endpoints.comment, async (request) =>
    ok(await addComment(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.attach, async (request) =>
    ok(await attachFiles(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.detach, async (request) => {
    await detachFile(deps, authOf(request), request.params.id);
    return ok({});
  });

  handle(app, endpoints.subscribe, async (request) =>
    ok(await subscribeToReplies(deps, authOf(request), request.body.work_order_id)),
  );

  handle(app, endpoints.unsubscribe, async (request) => {
    await unsubscribeFromReplies(deps, authOf(request), request.params.id);
    return ok({});
  });

  handle(app, endpoints.download, async (request, reply) => {
    const file = await downloadFile(deps, request.params.id, inputOf(endpoints.download, request));
    return reply.headers(file.headers).send(file.bytes);
  });

  handle(app, endpoints.unreadFlag, async (request) =>
    ok({ unread: await hasUnreadReply(deps.db, authOf(request)) }),
  );
};
