import {
  ErrorCode,
  type Language,
  type OpsTicketDetail,
  type OpsTicketListRequest,
  type OpsTicketReplyRequest,
} from '@gpucloud/contracts';
import type { WorkOrderAction } from '@gpucloud/domain';
import { workOrderTransition } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import { bilingualParam } from '../../core/bilingual-texts';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { type SystemText, systemText } from '../../core/messaging/system-text';
import { isUniqueViolation } from '../../core/pg-errors';
import { recordAudit } from '../staff';
import {
  type CannedReplyColumns,
  type CannedReplyInput,
  cannedReplyColumns,
  cannedReplyOut,
  cannedTitles,
} from './canned-reply-texts';
import { claimWaitingFiles } from './work-order-files.service';
import { type AfterReply, announceReply } from './work-order-notify';
import {
  deleteCannedReply,
  findCannedReply,
  findCannedReplyByTitle,
  findDeskTicket,
  findTicket,
  insertCannedReply,
  insertComment,
  listCannedReplies,
  listComments,
  listDeskTickets,
  listSupportStaff,
  listTicketFiles,
  type TicketRow,
  updateCannedReply,
  updateTicket,
} from './work-order-tickets.repository';
import { nextState, ticketNotFound } from './work-order-tickets.service';
import { deskRowOut, filesByMessage, opsCommentOut, ticketDates } from './work-order-views';

const TICKET = 'work_order';
const CANNED = 'work_order_canned_reply';

export async function deskTickets(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  query: OpsTicketListRequest,
) {
  const now = deps.clock.now();
  const assignee = query.assignee === 'me' ? actor.staff.staffId : query.assignee === 'none' ? 'none' : null;
  const { rows, total, overdue } = await listDeskTickets(
    deps.db,
    { status: query.status, assignee, q: query.q && query.q.length > 0 ? query.q : null },
    { page: query.page, pageSize: query.page_size },
    now,
  );
  return {
    list: rows.map((row) => deskRowOut(row, now)),
    page: query.page,
    page_size: query.page_size,
    total,
    overdue,
  };
}

const allows = (ticket: TicketRow, action: WorkOrderAction) =>
  workOrderTransition(
    { status: ticket.status, assigned: ticket.assigneeId !== null, reopened: ticket.reopened },
    action,
  ).ok;

/** One ticket for the desk: everything, internal notes included; `can.pick` unless the caller has it. */
export async function deskTicket(
  deps: Pick<AppDeps, 'db' | 'clock' | 'fileLinks'>,
  actor: StaffActor,
  id: number,
): Promise<OpsTicketDetail> {
  const [row, comments, files] = await Promise.all([
    findDeskTicket(deps.db, id),
    listComments(deps.db, id, true),
    listTicketFiles(deps.db, id),
  ]);
  if (!row) throw ticketNotFound();
  const { ticket } = row;
  const attachments = filesByMessage(deps, files);
  return {
    ...deskRowOut(row, deps.clock.now()),
    ...ticketDates(ticket),
    description: ticket.description,
    contact_phone: ticket.contactPhone,
    reopened: ticket.reopened,
    attachments: attachments.ticket,
    comments: comments.map((comment) =>
      opsCommentOut(comment, attachments.byComment.get(comment.comment.id) ?? []),
    ),
    can: {
      pick: allows(ticket, 'staff_pick') && ticket.assigneeId !== actor.staff.staffId,
      reply: allows(ticket, 'staff_reply'),
      note: allows(ticket, 'staff_note'),
      resolve: allows(ticket, 'staff_resolve'),
    },
  };
}

/** Runs a staff change on a locked ticket and records it in the audit trail with the same transaction. */
async function changeTicket<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  id: number,
  change: (
    tx: Db,
    ticket: TicketRow,
    now: Date,
  ) => Promise<{ result: T; note: SystemText; after: Record<string, unknown> }>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, id, true);
    if (!ticket) throw ticketNotFound();
    const now = deps.clock.now();
    const { result, note, after } = await change(tx, ticket, now);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: TICKET,
      objectId: id,
      before: { status: ticket.status, assignee_id: ticket.assigneeId },
      after,
      note,
    });
    return result;
  });
}

export async function assignTicket(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  body: { work_order_id: number; staff_id?: number | undefined },
) {
  const assigneeId = body.staff_id ?? actor.staff.staffId;
  if (body.staff_id !== undefined) {
    const colleagues = await listSupportStaff(deps.db);
    if (!colleagues.some((member) => member.id === assigneeId))
      throw refused('staff_id: tickets go to active support or admin members only');
  }
  await changeTicket(deps, actor, body.work_order_id, async (tx, ticket, now) => {
    const status = nextState(ticket, 'staff_pick');
    await updateTicket(tx, ticket.id, { status, assigneeId, updatedAt: now });
    return {
      result: undefined,
      note: systemText('audit.work_order_assigned', {}),
      after: { status, assignee_id: assigneeId },
    };
  });
}

/**
 * A reply (the customer sees it and is told) or an internal note (only staff see it). A reply to a
 * ticket nobody had picks it for the writer, and the first one stops its first-reply timer.
 */
export async function replyToTicket(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'sms' | 'email' | 'log'>,
  actor: StaffActor,
  body: OpsTicketReplyRequest,
) {
  let after: AfterReply = async () => undefined;
  const result = await changeTicket(deps, actor, body.work_order_id, async (tx, ticket, now) => {
    const status = nextState(ticket, body.internal ? 'staff_note' : 'staff_reply');
    const comment = await insertComment(tx, {
      workOrderId: ticket.id,
      author: 'staff',
      staffId: actor.staff.staffId,
      internal: body.internal,
      content: body.content,
      createdAt: now,
    });
    await claimWaitingFiles(tx, { kind: 'staff', staffId: actor.staff.staffId }, body.file_ids, {
      workOrderId: ticket.id,
      commentId: comment.id,
    });
    if (!body.internal) {
      const assigneeId = ticket.assigneeId ?? actor.staff.staffId;
      await updateTicket(tx, ticket.id, {
        status,
        assigneeId,
        updatedAt: now,
        firstRepliedAt: ticket.firstRepliedAt ?? now,
      });
      after = await announceReply(deps, tx, ticket, now);
    }
    return {
      result: { comment_id: comment.id },
      note: systemText(body.internal ? 'audit.work_order_internal_note' : 'audit.work_order_replied', {}),
      after: { status, comment_id: comment.id, files: body.file_ids },
    };
  });
  await after();
  return result;
}

export async function resolveTicket(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'sms' | 'email' | 'log'>,
  actor: StaffActor,
  body: { work_order_id: number; content?: string | undefined },
) {
  let after: AfterReply = async () => undefined;
  await changeTicket(deps, actor, body.work_order_id, async (tx, ticket, now) => {
    const status = nextState(ticket, 'staff_resolve');
    if (body.content !== undefined) {
      await insertComment(tx, {
        workOrderId: ticket.id,
        author: 'staff',
        staffId: actor.staff.staffId,
        content: body.content,
        createdAt: now,
      });
      after = await announceReply(deps, tx, ticket, now);
    }
    await updateTicket(tx, ticket.id, {
      status,
      resolvedAt: now,
      updatedAt: now,
      assigneeId: ticket.assigneeId ?? actor.staff.staffId,
      firstRepliedAt: body.content !== undefined ? (ticket.firstRepliedAt ?? now) : ticket.firstRepliedAt,
    });
    return { result: undefined, note: systemText('audit.work_order_resolved', {}), after: { status } };
  });
  await after();
}

export async function supportStaff(deps: Pick<AppDeps, 'db'>) {
  return { staff: await listSupportStaff(deps.db) };
}

// Canned replies

const cannedNotFound = () => new AppError(ErrorCode.REFUSED, 'canned reply not found', 404);
const titleTaken = (language: Language) =>
  refused(`${bilingualParam('title', language)}: a canned reply of this title exists`);

export async function cannedReplies(deps: Pick<AppDeps, 'db'>) {
  const rows = await listCannedReplies(deps.db);
  return { replies: rows.map(cannedReplyOut) };
}

/** Refuses a title another canned reply has in the same language. */
async function assertTitlesFree(tx: Db, columns: CannedReplyColumns, ownId: number | null) {
  for (const { language, title } of cannedTitles(columns)) {
    const other = await findCannedReplyByTitle(tx, language, title);
    if (other && other.id !== ownId) throw titleTaken(language);
  }
}

/** Two colleagues saving the same title at once: the second is told, not a 500. */
const titleRace = (error: unknown) => {
  if (!isUniqueViolation(error)) return error;
  // The driver's message names the index (…_title_zh_key); Drizzle keeps it on the cause.
  const words = `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
  return titleTaken(words.includes('title_zh') ? 'zh-CN' : 'en-US');
};

const auditedCanned = (columns: CannedReplyColumns) => ({
  TitleEn: columns.titleEn,
  TitleZh: columns.titleZh,
  ContentEn: columns.contentEn,
  ContentZh: columns.contentZh,
});

export async function createCannedReply(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  body: CannedReplyInput,
) {
  const columns = cannedReplyColumns(body);
  return deps.db.transaction(async (tx) => {
    await assertTitlesFree(tx, columns, null);
    const now = deps.clock.now();
    const row = await insertCannedReply(tx, {
      ...columns,
      createdBy: actor.staff.staffId,
      updatedAt: now,
    }).catch((error: unknown) => {
      throw titleRace(error);
    });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: CANNED,
      objectId: row.id,
      before: null,
      after: auditedCanned(columns),
    });
    return { id: row.id };
  });
}

export async function editCannedReply(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  body: CannedReplyInput & { id: number },
) {
  const columns = cannedReplyColumns(body);
  await deps.db.transaction(async (tx) => {
    const row = await findCannedReply(tx, body.id, true);
    if (!row) throw cannedNotFound();
    await assertTitlesFree(tx, columns, row.id);
    const now = deps.clock.now();
    await updateCannedReply(tx, row.id, { ...columns, updatedAt: now }).catch((error: unknown) => {
      throw titleRace(error);
    });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: CANNED,
      objectId: row.id,
      before: auditedCanned(row),
      after: auditedCanned(columns),
    });
  });
}

export async function removeCannedReply(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await findCannedReply(tx, id, true);
    if (!row) throw cannedNotFound();
    await deleteCannedReply(tx, row.id);
    const now = deps.clock.now();
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: CANNED,
      objectId: row.id,
      before: auditedCanned(row),
      after: null,
    });
  });
}
