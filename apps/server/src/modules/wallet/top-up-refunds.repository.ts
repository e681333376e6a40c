import { type TopUpRefundStatus, TopUpStatus } from '@gpucloud/contracts';
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { staffMembers } from '../../db/schema/staff/staff.table';
import { topUpOrders } from '../../db/schema/wallet/top-up.table';
import { type TopUpRefundRow, topUpRefunds } from '../../db/schema/wallet/top-up-refunds.table';

/** Top-up refunds and their outcome; the money itself moves through the wallet's money movements (money-movements/). */

/** The refunds that hold money of their order: made, or still on their way. */
const HOLDING: TopUpRefundStatus[] = ['processing', 'succeeded'];

/** Inserts a refund; null when its request id exists already (a replay, or a race with one). */
export async function insertTopUpRefund(
  tx: Db,
  row: typeof topUpRefunds.$inferInsert,
): Promise<TopUpRefundRow | null> {
  const [inserted] = await tx
    .insert(topUpRefunds)
    .values(row)
    .onConflictDoNothing({ target: topUpRefunds.requestId })
    .returning();
  return inserted ?? null;
}

export async function findTopUpRefundByRequestId(db: Db, requestId: string): Promise<TopUpRefundRow | null> {
  const [row] = await db.select().from(topUpRefunds).where(eq(topUpRefunds.requestId, requestId)).limit(1);
  return row ?? null;
}

/** What the refunds of one order took from it (processing ones included). */
export async function refundedOfOrder(db: Db, outTradeNo: string): Promise<number> {
  const [row] = await db
    .select({ fen: sql<string>`coalesce(sum(${topUpRefunds.amount}), 0)` })
    .from(topUpRefunds)
    .where(and(eq(topUpRefunds.outTradeNo, outTradeNo), inArray(topUpRefunds.status, HOLDING)));
  return Number(row?.fen ?? 0);
}

/** The one move to succeeded: only from processing. Null when it had settled already. */
export async function markTopUpRefundSucceeded(
  tx: Db,
  id: string,
  settled: { gatewayRefundId: string; now: Date },
): Promise<TopUpRefundRow | null> {
  const [row] = await tx
    .update(topUpRefunds)
    .set({ status: 'succeeded', gatewayRefundId: settled.gatewayRefundId, settledAt: settled.now })
    .where(and(eq(topUpRefunds.id, id), eq(topUpRefunds.status, 'processing')))
    .returning();
  return row ?? null;
}

/** The one move to failed: only from processing. Null when it had settled already. */
export async function markTopUpRefundFailed(
  tx: Db,
  id: string,
  settled: { reason: string; now: Date },
): Promise<TopUpRefundRow | null> {
  const [row] = await tx
    .update(topUpRefunds)
    .set({ status: 'failed', failureReason: settled.reason, settledAt: settled.now })
    .where(and(eq(topUpRefunds.id, id), eq(topUpRefunds.status, 'processing')))
    .returning();
  return row ?? null;
}

/** Keeps the gateway's id of a refund still processing. */
export async function setGatewayRefundId(db: Db, id: string, gatewayRefundId: string): Promise<void> {
  await db
    .update(topUpRefunds)
    .set({ gatewayRefundId })
    .where(and(eq(topUpRefunds.id, id), eq(topUpRefunds.status, 'processing')));
}

export async function markTopUpRefundQueried(db: Db, id: string, now: Date): Promise<void> {
  await db.update(topUpRefunds).set({ lastQueriedAt: now }).where(eq(topUpRefunds.id, id));
}

/** Processing refunds asked for before `requestedBefore` and not asked about since `queriedBefore`. */
export async function listUnsettledTopUpRefunds(
  db: Db,
  due: { requestedBefore: Date; queriedBefore: Date },
  limit: number,
): Promise<TopUpRefundRow[]> {
  return db
    .select()
    .from(topUpRefunds)
    .where(
      and(
        eq(topUpRefunds.status, 'processing'),
        lt(topUpRefunds.requestedAt, due.requestedBefore),
        or(isNull(topUpRefunds.lastQueriedAt), lt(topUpRefunds.lastQueriedAt, due.queriedBefore)),
      ),
    )
    .orderBy(sql`coalesce(${topUpRefunds.lastQueriedAt}, ${topUpRefunds.requestedAt})`)
    .limit(limit);
}

function refundsWithNames(db: Db) {
  return db
    .select({ refund: topUpRefunds, userPhone: users.phone, requesterName: staffMembers.name })
    .from(topUpRefunds)
    .innerJoin(users, eq(users.id, topUpRefunds.userId))
    .innerJoin(staffMembers, eq(staffMembers.id, topUpRefunds.requestedBy));
}

export type TopUpRefundView = NonNullable<Awaited<ReturnType<typeof findTopUpRefundView>>>;

/** One refund with its account's phone and the name of the staff member who asked for it. */
export async function findTopUpRefundView(db: Db, id: string) {
  const [row] = await refundsWithNames(db).where(eq(topUpRefunds.id, id)).limit(1);
  return row ?? null;
}

export async function listTopUpRefunds(
  db: Db,
  filter: { status?: TopUpRefundStatus; userId?: number; outTradeNo?: string },
  page: PageRequest,
) {
  const where = and(
    filter.status ? eq(topUpRefunds.status, filter.status) : undefined,
    filter.userId ? eq(topUpRefunds.userId, filter.userId) : undefined,
    filter.outTradeNo ? eq(topUpRefunds.outTradeNo, filter.outTradeNo) : undefined,
  );
  return readPage(
    page,
    (window) =>
      refundsWithNames(db)
        .where(where)
        .orderBy(desc(topUpRefunds.requestedAt), desc(topUpRefunds.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(topUpRefunds).where(where),
  );
}

/** One page of an account's paid top-ups, newest first, each with what its refunds took. */
export async function listPaidTopUpsWithRefunds(db: Db, userId: number, page: PageRequest) {
  const refunded = db
    .select({
      outTradeNo: topUpRefunds.outTradeNo,
      fen: sql<string>`sum(${topUpRefunds.amount})`.as('refunded_fen'),
    })
    .from(topUpRefunds)
    .where(and(eq(topUpRefunds.userId, userId), inArray(topUpRefunds.status, HOLDING)))
    .groupBy(topUpRefunds.outTradeNo)
    .as('refunded');
  const where = and(eq(topUpOrders.userId, userId), eq(topUpOrders.status, TopUpStatus.PAID));
  const { rows, total } = await readPage(
    page,
    (window) =>
      db
        .select({ order: topUpOrders, refundedFen: sql<string | null>`${refunded.fen}` })
        .from(topUpOrders)
        .leftJoin(refunded, eq(refunded.outTradeNo, topUpOrders.outTradeNo))
        .where(where)
        .orderBy(desc(topUpOrders.paidAt), desc(topUpOrders.outTradeNo))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(topUpOrders).where(where),
  );
  return {
    rows: rows.map(({ order, refundedFen }) => ({ order, refundedFen: Number(refundedFen ?? 0) })),
    total,
  };
}
