import { opsWorkOrderDeskEndpoints as endpoints, UPLOAD_FIELD } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { receiveUpload } from '../../core/files/upload';
import { staffActorOf, staffOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  assignTicket,
  cannedReplies,
  createCannedReply,
  deskTicket,
  deskTickets,
  editCannedReply,
  removeCannedReply,
  replyToTicket,
  resolveTicket,
  supportStaff,
} from './work-order-desk.service';
import { storeWaitingFile } from './work-order-files.service';

/** The support desk of the operator console (support role). */
export const workOrderDeskRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.tickets, async (request) =>
    ok(await deskTickets(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.ticket, async (request) =>
    ok(await deskTicket(deps, staffActorOf(request), request.body.work_order_id)),
  );

  handle(app, endpoints.assign, async (request) => {
    await assignTicket(deps, staffActorOf(request), request.body);
    return ok({});
  });

  handle(app, endpoints.reply, async (request) =>
    ok(await replyToTicket(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.resolve, async (request) => {
    await resolveTicket(deps, staffActorOf(request), request.body);
    return ok({});
  });

  handle(app, endpoints.uploadFile, async (request) => {
    const upload = await receiveUpload(request, UPLOAD_FIELD);
    return ok(await storeWaitingFile(deps, { kind: 'staff', staffId: staffOf(request).staffId }, upload));
  });

  handle(app, endpoints.supportStaff, async () => ok(await supportStaff(deps)));

  handle(app, endpoints.cannedReplies, async () => ok(await cannedReplies(deps)));

  handle(app, endpoints.cannedReplyCreate, async (request) =>
    ok(await createCannedReply(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.cannedReplyEdit, async (request) => {
    await editCannedReply(deps, staffActorOf(request), request.body);
    return ok({});
  });

  handle(app, endpoints.cannedReplyDelete, async (request) => {
    await removeCannedReply(deps, staffActorOf(request), request.body.id);
    return ok({});
  });
};
