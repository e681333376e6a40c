import {
  ErrorCode,
  WORK_ORDER_OPEN_MAX,
  type WorkOrderCommentRequest,
  type WorkOrderCreateRequest,
  type WorkOrderDetail,
  type WorkOrderListRequest,
  type WorkOrderUpdateRequest,
} from '@gpucloud/contracts';
import { addBusinessHours, type WorkOrderAction, workOrderTransition } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { acceptCurrentAgreement, acceptorOf } from '../agreements';
import { claimWaitingFiles, fileNotFound, forgetFile, isOwnFile } from './work-order-files.service';
import { helpErrors } from './work-order-help.errors';
import { findOwnedInstanceName } from './work-order-instances.repository';
import {
  countOpenTickets,
  deleteFileRow,
  deleteSubscription,
  findFile,
  findLastVisibleComment,
  findOwnedTicket,
  findSubcategoryOf,
  findSubscription,
  findSubscriptionById,
  findTicketWithNames,
  insertComment,
  insertTicket,
  listComments,
  listOwnedTickets,
  listTicketFiles,
  subscribe,
  type TicketOwner,
  type TicketRow,
  updateComment,
  updateTicket,
} from './work-order-tickets.repository';
import { commentOut, fileOut, filesByMessage, isEditable, summaryOut, ticketDates } from './work-order-views';

export const ticketNotFound = () => new AppError(ErrorCode.REFUSED, 'work order not found', 404);

const ownerOf = (auth: AuthContext): TicketOwner => ({
  userId: auth.userId,
  subAccountId: auth.subAccountId,
});
const customer = (auth: AuthContext) => ({ kind: 'customer' as const, owner: ownerOf(auth) });

/**
 * Subcategories about a machine may name it (a released one too); the others must not name one. A
 * customer whose instance is gone, or who cannot tell which, still writes the ticket without one.
 */
const NAMES_AN_INSTANCE = new Set(['instance', 'bare_metal']);

/** The next state of `action`, or the lifecycle's reason as a refusal. */
export function nextState(ticket: TicketRow, action: WorkOrderAction) {
  const result = workOrderTransition(
    { status: ticket.status, assigned: ticket.assigneeId !== null, reopened: ticket.reopened },
    action,
  );
  if (!result.ok) throw refused(result.reason);
  return result.next;
}

export async function createTicket(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  auth: AuthContext,
  body: WorkOrderCreateRequest,
) {
  const found = await findSubcategoryOf(deps.db, body.subcategory_id);
  if (!found) throw helpErrors.illegalSubcategory();
  const { resourceType } = found.subcategory;
  let resourceId: string | null = null;
  if (NAMES_AN_INSTANCE.has(resourceType)) {
    if (body.resource_id !== undefined) {
      resourceId = await findOwnedInstanceName(deps.db, ownerOf(auth), body.resource_id);
      if (!resourceId) throw refused(`resource_id: you have no instance named ${body.resource_id}`);
    }
  } else if (body.resource_id !== undefined) {
    throw refused(`resource_id: this question concerns ${resourceType}, not an instance`);
  }
  if ((await countOpenTickets(deps.db, ownerOf(auth))) >= WORK_ORDER_OPEN_MAX)
    throw refused(
      `you have ${WORK_ORDER_OPEN_MAX} open work orders; wait for one to be resolved, or revoke one, before writing another`,
    );
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    // What the customer accepted is the version in force as the ticket is written; the account's
    // acceptances record it too.
    const agreementVersion = await acceptCurrentAgreement(tx, acceptorOf(auth), 'work_order', now);
    const ticket = await insertTicket(tx, {
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      subcategoryId: found.subcategory.id,
      title: body.title,
      description: body.description,
      resourceType,
      resourceId,
      contactPhone: body.contact_phone,
      status: 'submitted',
      createdAt: now,
      updatedAt: now,
      userReadAt: now,
      agreementAcceptedAt: now,
      agreementVersion,
      firstReplyDueAt: addBusinessHours(now, deps.config.workOrders.firstReplyHours),
    });
    await claimWaitingFiles(tx, customer(auth), body.file_ids, { workOrderId: ticket.id, commentId: null });
    // Replies are announced by default; the owner may unsubscribe.
    await subscribe(tx, ticket.id, now);
    return ticket.id;
  });
  return { id };
}

export async function listTickets(deps: Pick<AppDeps, 'db'>, auth: AuthContext, query: WorkOrderListRequest) {
  const { rows, total } = await listOwnedTickets(deps.db, ownerOf(auth), query.status, {
    page: query.page,
    pageSize: query.page_size,
  });
  return { list: rows.map(summaryOut), page: query.page, page_size: query.page_size, total };
}

const can = (ticket: TicketRow, action: WorkOrderAction) =>
  workOrderTransition(
    { status: ticket.status, assigned: ticket.assigneeId !== null, reopened: ticket.reopened },
    action,
  ).ok;

/** One ticket as its owner sees it (no internal notes); reading it marks its replies read. */
export async function ticketDetail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'fileLinks'>,
  auth: AuthContext,
  id: number,
): Promise<WorkOrderDetail> {
  const owned = await findOwnedTicket(deps.db, ownerOf(auth), id);
  if (!owned) throw ticketNotFound();
  const now = deps.clock.now();
  await updateTicket(deps.db, id, { userReadAt: now });
  const [named, comments, files, subscription] = await Promise.all([
    findTicketWithNames(deps.db, id),
    listComments(deps.db, id, false),
    listTicketFiles(deps.db, id),
    findSubscription(deps.db, id),
  ]);
  if (!named) throw ticketNotFound();
  const { ticket } = named;
  const attachments = filesByMessage(deps, files);
  const last = comments.at(-1)?.comment;
  return {
    ...summaryOut({ ...named, unread: false }),
    ...ticketDates(ticket),
    description: ticket.description,
    contact_phone: ticket.contactPhone,
    reopened: ticket.reopened,
    can: {
      comment: can(ticket, 'customer_comment'),
      revoke: can(ticket, 'customer_revoke'),
      confirm: can(ticket, 'customer_confirm'),
      reopen: can(ticket, 'customer_reopen'),
    },
    attachments: attachments.ticket,
    comments: comments.map((row) =>
      commentOut(
        row,
        attachments.byComment.get(row.comment.id) ?? [],
        isEditable(row.comment, last, ticket.status, now),
      ),
    ),
    subscription_id: subscription?.id ?? null,
  };
}

/** Runs `change` on the caller's ticket, locked; a ticket that is not theirs is "not found". */
async function withOwnTicket<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  id: number,
  change: (tx: Db, ticket: TicketRow, now: Date) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const ticket = await findOwnedTicket(tx, ownerOf(auth), id, true);
    if (!ticket) throw ticketNotFound();
    return change(tx, ticket, deps.clock.now());
  });
}

export async function updateOwnTicket(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  id: number,
  body: WorkOrderUpdateRequest,
) {
  await withOwnTicket(deps, auth, id, async (tx, ticket, now) => {
    switch (body.action) {
      case 'revoke':
        return updateTicket(tx, id, {
          status: nextState(ticket, 'customer_revoke'),
          closedAt: now,
          updatedAt: now,
        });
      case 'confirm':
        return updateTicket(tx, id, {
          status: nextState(ticket, 'customer_confirm'),
          closedAt: now,
          updatedAt: now,
        });
      case 'reopen':
        return updateTicket(tx, id, {
          status: nextState(ticket, 'customer_reopen'),
          reopened: true,
          resolvedAt: null,
          updatedAt: now,
        });
      case 'edit_comment': {
        const last = await findLastVisibleComment(tx, id);
        if (!last || !isEditable(last, last, ticket.status, now))
          throw refused(
            'only your own last comment can be changed, within 5 minutes, while the work order is open',
          );
        await updateComment(tx, last.id, { content: body.content ?? last.content, editedAt: now });
        return updateTicket(tx, id, { updatedAt: now });
      }
    }
  });
}

export async function addComment(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  body: WorkOrderCommentRequest,
) {
  return withOwnTicket(deps, auth, body.work_order_id, async (tx, ticket, now) => {
    const status = nextState(ticket, 'customer_comment');
    const comment = await insertComment(tx, {
      workOrderId: ticket.id,
      author: 'user',
      content: body.content,
      createdAt: now,
    });
    await claimWaitingFiles(tx, customer(auth), body.file_ids, {
      workOrderId: ticket.id,
      commentId: comment.id,
    });
    await updateTicket(tx, ticket.id, { status, updatedAt: now, userReadAt: now });
    return { id: comment.id };
  });
}

export async function attachFiles(
  deps: Pick<AppDeps, 'db' | 'clock' | 'fileLinks'>,
  auth: AuthContext,
  body: { work_order_id: number; file_ids: number[] },
) {
  const ids = await withOwnTicket(deps, auth, body.work_order_id, async (tx, ticket, now) => {
    nextState(ticket, 'customer_comment');
    await claimWaitingFiles(tx, customer(auth), body.file_ids, { workOrderId: ticket.id, commentId: null });
    await updateTicket(tx, ticket.id, { updatedAt: now });
    return body.file_ids;
  });
  const files = await listTicketFiles(deps.db, body.work_order_id);
  return { attachments: files.filter((file) => ids.includes(file.id)).map((file) => fileOut(deps, file)) };
}

/**
 * Removes one of the caller's files: a waiting upload, or one they attached to a ticket that is
 * still open. Staff files and other people's files are "not found".
 */
export async function detachFile(
  deps: Pick<AppDeps, 'db' | 'clock' | 'files' | 'log'>,
  auth: AuthContext,
  fileId: number,
) {
  await forgetFile(deps, fileId, async (tx) => {
    const file = await findFile(tx, fileId, true);
    if (!file || !isOwnFile(file, ownerOf(auth))) throw fileNotFound();
    if (file.workOrderId !== null) {
      const ticket = await findOwnedTicket(tx, ownerOf(auth), file.workOrderId, true);
      if (!ticket) throw fileNotFound();
      if (!can(ticket, 'customer_comment'))
        throw refused(`files of a ${ticket.status.replace('_', ' ')} work order cannot be removed`);
      await updateTicket(tx, ticket.id, { updatedAt: deps.clock.now() });
    }
    await deleteFileRow(tx, file.id);
    return file.fileKey;
  });
}

export async function subscribeToReplies(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  ticketId: number,
) {
  return withOwnTicket(deps, auth, ticketId, async (tx, ticket, now) => ({
    id: await subscribe(tx, ticket.id, now),
  }));
}

export async function unsubscribeFromReplies(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  subscriptionId: number,
) {
  const subscription = await findSubscriptionById(deps.db, subscriptionId);
  if (!subscription) throw new AppError(ErrorCode.REFUSED, 'subscription not found', 404);
  await withOwnTicket(deps, auth, subscription.workOrderId, async (tx) =>
    deleteSubscription(tx, subscriptionId),
  ).catch((error: unknown) => {
    // Another customer's subscription is as unknown as one that does not exist.
    if (error instanceof AppError && error.httpStatus === 404)
      throw new AppError(ErrorCode.REFUSED, 'subscription not found', 404);
    throw error;
  });
}
