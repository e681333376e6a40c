import {
  type OpsTicketComment,
  type OpsTicketRow,
  type WorkOrderComment,
  type WorkOrderFile,
  type WorkOrderSlaState,
  type WorkOrderSummary,
  workOrdersEndpoints,
} from '@gpucloud/contracts';
import {
  isOpenWorkOrder,
  WORK_ORDER_AUTO_CLOSE_DAYS,
  WORK_ORDER_COMMENT_EDIT_MINUTES,
  type WorkOrderState,
} from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { signedFileOut } from '../../core/files/signed-files';
import type { CommentRow, DeskTicket, FileRow, TicketWithNames } from './work-order-tickets.repository';

/** The scope of work-order file links (core/files/file-links). */
export const WORK_ORDER_FILE_SCOPE = 'work-order';
const DAY_MS = 86_400_000;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function fileOut(deps: Pick<AppDeps, 'clock' | 'fileLinks'>, row: FileRow): WorkOrderFile {
  return signedFileOut(deps, WORK_ORDER_FILE_SCOPE, workOrdersEndpoints.download.path, row);
}

export function summaryOut(row: TicketWithNames): WorkOrderSummary {
  const { ticket } = row;
  return {
    id: ticket.id,
    title: ticket.title,
    status: ticket.status,
    category_name: row.categoryName ?? '',
    category_name_en: row.categoryNameEn ?? '',
    subcategory_id: ticket.subcategoryId,
    subcategory_name: row.subcategoryName ?? '',
    subcategory_name_en: row.subcategoryNameEn ?? '',
    resource_type: ticket.resourceType,
    resource_id: ticket.resourceId,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    unread: row.unread,
  };
}

/** Files of the ticket itself (not of a comment), and of each comment, from one list. */
export function filesByMessage(deps: Pick<AppDeps, 'clock' | 'fileLinks'>, files: FileRow[]) {
  const ticket: WorkOrderFile[] = [];
  const byComment = new Map<number, WorkOrderFile[]>();
  for (const file of files) {
    const out = fileOut(deps, file);
    if (file.commentId === null) ticket.push(out);
    else byComment.set(file.commentId, [...(byComment.get(file.commentId) ?? []), out]);
  }
  return { ticket, byComment };
}

/** The caller's own last comment may change for 5 minutes while the ticket is open. */
export function isEditable(
  comment: CommentRow,
  last: { id: number } | undefined,
  status: WorkOrderState,
  now: Date,
): boolean {
  return (
    comment.author === 'user' &&
    last?.id === comment.id &&
    isOpenWorkOrder(status) &&
    now.getTime() - comment.createdAt.getTime() <= WORK_ORDER_COMMENT_EDIT_MINUTES * 60_000
  );
}

export function commentOut(
  row: { comment: CommentRow; staffName: string | null },
  attachments: WorkOrderFile[],
  editable: boolean,
): WorkOrderComment {
  const { comment } = row;
  return {
    id: comment.id,
    author: comment.author,
    author_name: comment.author === 'staff' ? (row.staffName ?? '') : '',
    content: comment.content,
    created_at: comment.createdAt.toISOString(),
    edited_at: iso(comment.editedAt),
    editable,
    attachments,
  };
}

export function opsCommentOut(
  row: { comment: CommentRow; staffName: string | null },
  attachments: WorkOrderFile[],
): OpsTicketComment {
  return { ...commentOut(row, attachments, false), internal: row.comment.internal };
}

export function ticketDates(ticket: TicketWithNames['ticket']) {
  return {
    resolved_at: iso(ticket.resolvedAt),
    closed_at: iso(ticket.closedAt),
    auto_close_at:
      ticket.status === 'resolved' && ticket.resolvedAt
        ? new Date(ticket.resolvedAt.getTime() + WORK_ORDER_AUTO_CLOSE_DAYS * DAY_MS).toISOString()
        : null,
  };
}

/** Where a ticket stands against its first-reply target. */
export function slaOf(ticket: TicketWithNames['ticket'], now: Date): WorkOrderSlaState {
  const due = ticket.firstReplyDueAt;
  if (!due) return 'none';
  if (ticket.firstRepliedAt) return ticket.firstRepliedAt <= due ? 'met' : 'breached';
  if (!isOpenWorkOrder(ticket.status)) return 'none';
  return now <= due ? 'due' : 'overdue';
}

export function deskRowOut(row: DeskTicket, now: Date): OpsTicketRow {
  const { unread: _unread, ...summary } = summaryOut(row);
  const { ticket } = row;
  return {
    ...summary,
    user_id: ticket.userId,
    user_phone: row.userPhone,
    user_name: row.userName,
    sub_account_name: row.subAccountName,
    assignee_id: ticket.assigneeId,
    assignee_name: row.assigneeName,
    first_reply_due_at: iso(ticket.firstReplyDueAt),
    first_replied_at: iso(ticket.firstRepliedAt),
    sla: slaOf(ticket, now),
  };
}
