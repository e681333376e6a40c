import { TopUpStatus } from '@gpucloud/contracts';
import { and, asc, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { topUpOrders } from '../../db/schema/wallet/top-up.table';

export type TopUpOrder = typeof topUpOrders.$inferSelect;

export async function insertTopUpOrder(db: Db, order: typeof topUpOrders.$inferInsert): Promise<void> {
  await db.insert(topUpOrders).values(order);
}

export async function setTopUpQr(db: Db, outTradeNo: string, qrContent: string): Promise<void> {
  await db.update(topUpOrders).set({ qrContent }).where(eq(topUpOrders.outTradeNo, outTradeNo));
}

export async function findTopUpOrder(db: Db, outTradeNo: string): Promise<TopUpOrder | null> {
  const [row] = await db.select().from(topUpOrders).where(eq(topUpOrders.outTradeNo, outTradeNo)).limit(1);
  return row ?? null;
}

/**
 * The one move to paid: only from not-yet-paid, only for the amount ordered. A closed order may
 * still become paid, because a payment that arrives late is still money received.
 */
export async function markTopUpPaid(
  db: Db,
  payment: { outTradeNo: string; amountFen: number; transactionId: string; paidAt: Date },
): Promise<TopUpOrder | null> {
  const [row] = await db
    .update(topUpOrders)
    .set({ status: TopUpStatus.PAID, paidAt: payment.paidAt, transactionId: payment.transactionId })
    .where(
      and(
        eq(topUpOrders.outTradeNo, payment.outTradeNo),
        ne(topUpOrders.status, TopUpStatus.PAID),
        eq(topUpOrders.amount, payment.amountFen),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markTopUpClosed(db: Db, outTradeNo: string, now: Date): Promise<boolean> {
  const closed = await db
    .update(topUpOrders)
    .set({ status: TopUpStatus.CLOSED, closedAt: now })
    .where(and(eq(topUpOrders.outTradeNo, outTradeNo), eq(topUpOrders.status, TopUpStatus.PENDING)))
    .returning({ outTradeNo: topUpOrders.outTradeNo });
  return closed.length > 0;
}

export async function markTopUpQueried(db: Db, outTradeNo: string, now: Date): Promise<void> {
  await db.update(topUpOrders).set({ lastQueriedAt: now }).where(eq(topUpOrders.outTradeNo, outTradeNo));
}

/** Waiting orders created before `before`, oldest first: what reconciliation looks at. */
export async function listStalePendingTopUps(db: Db, before: Date, limit: number): Promise<TopUpOrder[]> {
  return db
    .select()
    .from(topUpOrders)
    .where(and(eq(topUpOrders.status, TopUpStatus.PENDING), lt(topUpOrders.createdAt, before)))
    .orderBy(asc(topUpOrders.createdAt))
    .limit(limit);
}
