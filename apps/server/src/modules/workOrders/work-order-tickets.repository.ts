import type { Language } from '@gpucloud/contracts';
import { OPEN_WORK_ORDER_STATES, type WorkOrderState } from '@gpucloud/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { containsPattern } from '../../db/like-pattern';
import { type PageRequest, readPage } from '../../db/paging';
import { subAccounts, users } from '../../db/schema/account/account.table';
import { staffMembers } from '../../db/schema/staff/staff.table';
import {
  workOrderCategories,
  workOrderSubcategories,
} from '../../db/schema/workOrders/work-order-help.table';
import {
  workOrderCannedReplies,
  workOrderComments,
  workOrderFiles,
  workOrderSubscriptions,
  workOrders,
} from '../../db/schema/workOrders/work-orders.table';

export type TicketRow = typeof workOrders.$inferSelect;
export type CommentRow = typeof workOrderComments.$inferSelect;
export type FileRow = typeof workOrderFiles.$inferSelect;
export type NewTicket = typeof workOrders.$inferInsert;

/** A main account (subAccountId null) or one of its sub-accounts: each owns only its own tickets. */
export interface TicketOwner {
  userId: number;
  subAccountId: number | null;
}

const ownedBy = (owner: TicketOwner) =>
  and(
    eq(workOrders.userId, owner.userId),
    owner.subAccountId === null
      ? isNull(workOrders.subAccountId)
      : eq(workOrders.subAccountId, owner.subAccountId),
  );

/** A status filter of a list: every state, the open ones, or one. */
export type TicketStatusFilter = 'all' | 'open' | WorkOrderState;

const statusIs = (filter: TicketStatusFilter) => {
  if (filter === 'all') return undefined;
  if (filter === 'open') return inArray(workOrders.status, [...OPEN_WORK_ORDER_STATES]);
  return eq(workOrders.status, filter);
};

export async function findSubcategoryOf(db: Db, subcategoryId: number) {
  const [row] = await db
    .select({ subcategory: workOrderSubcategories, category: workOrderCategories })
    .from(workOrderSubcategories)
    .innerJoin(workOrderCategories, eq(workOrderCategories.id, workOrderSubcategories.categoryId))
    .where(eq(workOrderSubcategories.id, subcategoryId));
  return row ?? null;
}

/** The owner's tickets someone still has to act on. */
export async function countOpenTickets(db: Db, owner: TicketOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrders)
    .where(and(ownedBy(owner), statusIs('open')));
  return row?.n ?? 0;
}

export async function insertTicket(tx: Db, values: NewTicket): Promise<TicketRow> {
  const [row] = await tx.insert(workOrders).values(values).returning();
  if (!row) throw new Error('insert returned no work order');
  return row;
}

/** The owner's ticket, locked for a change when `lock` is set; null when it is not theirs or does not exist. */
export async function findOwnedTicket(db: Db, owner: TicketOwner, id: number, lock = false) {
  const query = db
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, id), ownedBy(owner)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findTicket(db: Db, id: number, lock = false) {
  const query = db.select().from(workOrders).where(eq(workOrders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateTicket(tx: Db, id: number, values: Partial<NewTicket>): Promise<void> {
  await tx.update(workOrders).set(values).where(eq(workOrders.id, id));
}

/** Whether the ticket has a staff reply the owner has not seen (the list's unread mark). */
const unreadSql = sql<boolean>`exists (
  select 1 from ${workOrderComments}
  where ${workOrderComments.workOrderId} = ${workOrders.id}
    and ${workOrderComments.author} = 'staff' and not ${workOrderComments.internal}
    and ${workOrderComments.createdAt} > coalesce(${workOrders.userReadAt}, ${workOrders.createdAt}))`;

const ticketWithNames = {
  ticket: workOrders,
  categoryName: workOrderCategories.name,
  categoryNameEn: workOrderCategories.nameEn,
  subcategoryName: workOrderSubcategories.name,
  subcategoryNameEn: workOrderSubcategories.nameEn,
  unread: unreadSql,
};

export type TicketWithNames = {
  ticket: TicketRow;
  categoryName: string | null;
  categoryNameEn: string | null;
  subcategoryName: string | null;
  subcategoryNameEn: string | null;
  unread: boolean;
};

function withNames(db: Db) {
  return db
    .select(ticketWithNames)
    .from(workOrders)
    .leftJoin(workOrderSubcategories, eq(workOrderSubcategories.id, workOrders.subcategoryId))
    .leftJoin(workOrderCategories, eq(workOrderCategories.id, workOrderSubcategories.categoryId));
}

export async function listOwnedTickets(
  db: Db,
  owner: TicketOwner,
  filter: TicketStatusFilter,
  page: PageRequest,
): Promise<{ rows: TicketWithNames[]; total: number }> {
  const where = and(ownedBy(owner), statusIs(filter));
  return readPage(
    page,
    (window) =>
      withNames(db)
        .where(where)
        .orderBy(desc(workOrders.updatedAt), desc(workOrders.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(workOrders).where(where),
  );
}

export async function findTicketWithNames(db: Db, id: number): Promise<TicketWithNames | null> {
  const [row] = await withNames(db).where(eq(workOrders.id, id));
  return row ?? null;
}

/** The desk's view of a ticket: its names and who wrote it and who has it. */
const deskColumns = {
  ...ticketWithNames,
  userPhone: users.phone,
  userName: users.name,
  subAccountName: subAccounts.loginName,
  assigneeName: staffMembers.name,
};
export type DeskTicket = TicketWithNames & {
  userPhone: string;
  userName: string;
  subAccountName: string | null;
  assigneeName: string | null;
};

function deskQuery(db: Db) {
  return db
    .select(deskColumns)
    .from(workOrders)
    .innerJoin(users, eq(users.id, workOrders.userId))
    .leftJoin(subAccounts, eq(subAccounts.id, workOrders.subAccountId))
    .leftJoin(staffMembers, eq(staffMembers.id, workOrders.assigneeId))
    .leftJoin(workOrderSubcategories, eq(workOrderSubcategories.id, workOrders.subcategoryId))
    .leftJoin(workOrderCategories, eq(workOrderCategories.id, workOrderSubcategories.categoryId));
}

export async function findDeskTicket(db: Db, id: number): Promise<DeskTicket | null> {
  const [row] = await deskQuery(db).where(eq(workOrders.id, id));
  return row ?? null;
}

export interface DeskFilter {
  status: TicketStatusFilter;
  /** A staff id, 'none' (nobody has it) or null (anyone). */
  assignee: number | 'none' | null;
  q: string | null;
}

/** Digits: a ticket id or part of a phone; anything else: part of the title. */
function searchFor(q: string) {
  if (/^[0-9]+$/.test(q)) {
    const phone = sql`${users.phone} like ${containsPattern(q)}`;
    return q.length <= 9 ? sql`(${workOrders.id} = ${Number(q)} or ${phone})` : phone;
  }
  return sql`${workOrders.title} ilike ${containsPattern(q)}`;
}

export async function listDeskTickets(
  db: Db,
  filter: DeskFilter,
  page: PageRequest,
  now: Date,
): Promise<{ rows: DeskTicket[]; total: number; overdue: number }> {
  const search = filter.q ? searchFor(filter.q) : undefined;
  const where = and(
    statusIs(filter.status),
    filter.assignee === 'none'
      ? isNull(workOrders.assigneeId)
      : filter.assignee === null
        ? undefined
        : eq(workOrders.assigneeId, filter.assignee),
    search,
  );
  const [{ rows, total }, [overdue]] = await Promise.all([
    readPage(
      page,
      (window) =>
        deskQuery(db)
          .where(where)
          .orderBy(asc(workOrders.createdAt), asc(workOrders.id))
          .limit(window.limit)
          .offset(window.offset),
      () =>
        db
          .select({ n: count() })
          .from(workOrders)
          .innerJoin(users, eq(users.id, workOrders.userId))
          .where(where),
    ),
    db
      .select({ n: count() })
      .from(workOrders)
      .where(
        and(
          inArray(workOrders.status, [...OPEN_WORK_ORDER_STATES]),
          isNull(workOrders.firstRepliedAt),
          sql`${workOrders.firstReplyDueAt} < ${now}`,
        ),
      ),
  ]);
  return { rows, total, overdue: overdue?.n ?? 0 };
}

export async function insertComment(
  tx: Db,
  values: typeof workOrderComments.$inferInsert,
): Promise<CommentRow> {
  const [row] = await tx.insert(workOrderComments).values(values).returning();
  if (!row) throw new Error('insert returned no comment');
  return row;
}

export async function updateComment(tx: Db, id: number, values: Partial<CommentRow>): Promise<void> {
  await tx.update(workOrderComments).set(values).where(eq(workOrderComments.id, id));
}

/** The conversation in order, with staff authors' names; internal notes only when asked for. */
export async function listComments(db: Db, ticketId: number, withInternal: boolean) {
  return db
    .select({ comment: workOrderComments, staffName: staffMembers.name })
    .from(workOrderComments)
    .leftJoin(staffMembers, eq(staffMembers.id, workOrderComments.staffId))
    .where(
      and(
        eq(workOrderComments.workOrderId, ticketId),
        withInternal ? undefined : eq(workOrderComments.internal, false),
      ),
    )
    .orderBy(asc(workOrderComments.createdAt), asc(workOrderComments.id));
}

/** The newest comment of the ticket, internal notes left out (what "the caller's last comment" means). */
export async function findLastVisibleComment(tx: Db, ticketId: number) {
  const [row] = await tx
    .select()
    .from(workOrderComments)
    .where(and(eq(workOrderComments.workOrderId, ticketId), eq(workOrderComments.internal, false)))
    .orderBy(desc(workOrderComments.createdAt), desc(workOrderComments.id))
    .limit(1);
  return row ?? null;
}

// Files

export async function insertFile(db: Db, values: typeof workOrderFiles.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(workOrderFiles).values(values).returning();
  if (!row) throw new Error('insert returned no file');
  return row;
}

export async function countWaitingFiles(db: Db, owner: TicketOwner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrderFiles)
    .where(
      and(
        eq(workOrderFiles.userId, owner.userId),
        owner.subAccountId === null
          ? isNull(workOrderFiles.subAccountId)
          : eq(workOrderFiles.subAccountId, owner.subAccountId),
        isNull(workOrderFiles.workOrderId),
      ),
    );
  return row?.n ?? 0;
}

/** Who uploaded a waiting file: a customer (as a ticket owner) or a staff member. */
export type Uploader = { kind: 'customer'; owner: TicketOwner } | { kind: 'staff'; staffId: number };

const uploadedBy = (uploader: Uploader) =>
  uploader.kind === 'staff'
    ? eq(workOrderFiles.staffId, uploader.staffId)
    : and(
        eq(workOrderFiles.userId, uploader.owner.userId),
        uploader.owner.subAccountId === null
          ? isNull(workOrderFiles.subAccountId)
          : eq(workOrderFiles.subAccountId, uploader.owner.subAccountId),
        isNull(workOrderFiles.staffId),
      );

/**
 * Puts waiting files of the uploader into a ticket (and a comment): answers the ids it moved, so the
 * caller can refuse (and roll back) when one was not the uploader's waiting file.
 */
export async function claimFiles(
  tx: Db,
  uploader: Uploader,
  fileIds: readonly number[],
  target: { workOrderId: number; commentId: number | null },
): Promise<number[]> {
  if (fileIds.length === 0) return [];
  const rows = await tx
    .update(workOrderFiles)
    .set(target)
    .where(
      and(inArray(workOrderFiles.id, [...fileIds]), uploadedBy(uploader), isNull(workOrderFiles.workOrderId)),
    )
    .returning({ id: workOrderFiles.id });
  return rows.map((row) => row.id);
}

export async function listTicketFiles(db: Db, ticketId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(workOrderFiles)
    .where(eq(workOrderFiles.workOrderId, ticketId))
    .orderBy(asc(workOrderFiles.id));
}

export async function findFile(db: Db, id: number, lock = false): Promise<FileRow | null> {
  const query = db.select().from(workOrderFiles).where(eq(workOrderFiles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function deleteFileRow(tx: Db, id: number): Promise<void> {
  await tx.delete(workOrderFiles).where(eq(workOrderFiles.id, id));
}

/** Waiting uploads older than `before`: nobody used them, so the sweep removes them. */
export async function listStaleWaitingFiles(db: Db, before: Date, limit: number): Promise<FileRow[]> {
  return db
    .select()
    .from(workOrderFiles)
    .where(and(isNull(workOrderFiles.workOrderId), sql`${workOrderFiles.createdAt} < ${before}`))
    .limit(limit);
}

// Subscriptions

export async function findSubscription(db: Db, ticketId: number) {
  const [row] = await db
    .select()
    .from(workOrderSubscriptions)
    .where(eq(workOrderSubscriptions.workOrderId, ticketId));
  return row ?? null;
}

export async function subscribe(tx: Db, ticketId: number, now: Date): Promise<number> {
  await tx
    .insert(workOrderSubscriptions)
    .values({ workOrderId: ticketId, createdAt: now })
    .onConflictDoNothing();
  const row = await findSubscription(tx, ticketId);
  if (!row) throw new Error('subscription vanished');
  return row.id;
}

/** The subscription with its ticket, for an unsubscribe by id. */
export async function findSubscriptionById(db: Db, id: number) {
  const [row] = await db.select().from(workOrderSubscriptions).where(eq(workOrderSubscriptions.id, id));
  return row ?? null;
}

export async function deleteSubscription(tx: Db, id: number): Promise<void> {
  await tx.delete(workOrderSubscriptions).where(eq(workOrderSubscriptions.id, id));
}

// Canned replies

/** Canned replies by their English title, or their Chinese one where they have no English. */
export function listCannedReplies(db: Db) {
  return db
    .select()
    .from(workOrderCannedReplies)
    .orderBy(sql`coalesce(nullif(${workOrderCannedReplies.titleEn}, ''), ${workOrderCannedReplies.titleZh})`);
}

export async function findCannedReply(db: Db, id: number, lock = false) {
  const query = db.select().from(workOrderCannedReplies).where(eq(workOrderCannedReplies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findCannedReplyByTitle(db: Db, language: Language, title: string) {
  const column = language === 'zh-CN' ? workOrderCannedReplies.titleZh : workOrderCannedReplies.titleEn;
  const [row] = await db.select().from(workOrderCannedReplies).where(eq(column, title));
  return row ?? null;
}

export async function insertCannedReply(tx: Db, values: typeof workOrderCannedReplies.$inferInsert) {
  const [row] = await tx.insert(workOrderCannedReplies).values(values).returning();
  if (!row) throw new Error('insert returned no canned reply');
  return row;
}

export async function updateCannedReply(
  tx: Db,
  id: number,
  values: Pick<
    typeof workOrderCannedReplies.$inferInsert,
    'titleEn' | 'titleZh' | 'contentEn' | 'contentZh'
  > & {
    updatedAt: Date;
  },
) {
  await tx.update(workOrderCannedReplies).set(values).where(eq(workOrderCannedReplies.id, id));
}

export async function deleteCannedReply(tx: Db, id: number): Promise<void> {
  await tx.delete(workOrderCannedReplies).where(eq(workOrderCannedReplies.id, id));
}

/** Support and admin members who may be given a ticket. */
export function listSupportStaff(db: Db) {
  return db
    .select({ id: staffMembers.id, name: staffMembers.name, role: staffMembers.role })
    .from(staffMembers)
    .where(and(inArray(staffMembers.role, ['support', 'admin']), isNull(staffMembers.disabledAt)))
    .orderBy(asc(staffMembers.name));
}

/** Resolved tickets whose 7 days are over: the sweep closes them. */
export async function closeResolvedBefore(tx: Db, before: Date, now: Date): Promise<number> {
  const rows = await tx
    .update(workOrders)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(workOrders.status, 'resolved'), sql`${workOrders.resolvedAt} <= ${before}`))
    .returning({ id: workOrders.id });
  return rows.length;
}
