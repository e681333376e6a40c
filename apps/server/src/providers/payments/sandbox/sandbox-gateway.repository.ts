import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db';
import { sandboxGatewayPayments, sandboxGatewayRefunds } from './sandbox-gateway.table';

export async function insertGatewayPayment(
  db: Db,
  row: typeof sandboxGatewayPayments.$inferInsert,
): Promise<void> {
  await db.insert(sandboxGatewayPayments).values(row);
}

export async function findGatewayPayment(db: Db, outTradeNo: string) {
  const [row] = await db
    .select()
    .from(sandboxGatewayPayments)
    .where(eq(sandboxGatewayPayments.outTradeNo, outTradeNo))
    .limit(1);
  return row ?? null;
}

/** Pays a pending payment once; answers the paid row, or null when it was not pending. */
export async function markGatewayPaid(db: Db, outTradeNo: string, transactionId: string, paidAt: Date) {
  const [row] = await db
    .update(sandboxGatewayPayments)
    .set({ state: 'paid', transactionId, paidAt })
    .where(
      and(eq(sandboxGatewayPayments.outTradeNo, outTradeNo), eq(sandboxGatewayPayments.state, 'pending')),
    )
    .returning();
  return row ?? null;
}

export async function markGatewayClosed(db: Db, outTradeNo: string): Promise<void> {
  await db
    .update(sandboxGatewayPayments)
    .set({ state: 'closed' })
    .where(
      and(
        eq(sandboxGatewayPayments.outTradeNo, outTradeNo),
        inArray(sandboxGatewayPayments.state, ['pending']),
      ),
    );
}

export async function countNotifyAttempt(db: Db, outTradeNo: string): Promise<void> {
  await db
    .update(sandboxGatewayPayments)
    .set({ notifyAttempts: sql`${sandboxGatewayPayments.notifyAttempts} + 1` })
    .where(eq(sandboxGatewayPayments.outTradeNo, outTradeNo));
}

/** Reads a payment and locks it: the refunds of one payment queue up behind each other. */
export async function lockGatewayPayment(tx: Db, outTradeNo: string) {
  const [row] = await tx
    .select()
    .from(sandboxGatewayPayments)
    .where(eq(sandboxGatewayPayments.outTradeNo, outTradeNo))
    .for('update');
  return row ?? null;
}

export type SandboxRefundRow = typeof sandboxGatewayRefunds.$inferSelect;

export async function findGatewayRefund(db: Db, outRefundNo: string): Promise<SandboxRefundRow | null> {
  const [row] = await db
    .select()
    .from(sandboxGatewayRefunds)
    .where(eq(sandboxGatewayRefunds.outRefundNo, outRefundNo))
    .limit(1);
  return row ?? null;
}

/** Records a refund; null when its number exists already (asked before, or at the same moment). */
export async function insertGatewayRefund(
  tx: Db,
  row: typeof sandboxGatewayRefunds.$inferInsert,
): Promise<SandboxRefundRow | null> {
  const [inserted] = await tx
    .insert(sandboxGatewayRefunds)
    .values(row)
    .onConflictDoNothing({ target: sandboxGatewayRefunds.outRefundNo })
    .returning();
  return inserted ?? null;
}

/** Adds to (or, for a refund refused late, takes from) what was refunded of a payment. */
export async function addRefunded(tx: Db, outTradeNo: string, amountFen: number): Promise<void> {
  await tx
    .update(sandboxGatewayPayments)
    .set({ refunded: sql`${sandboxGatewayPayments.refunded} + ${amountFen}` })
    .where(eq(sandboxGatewayPayments.outTradeNo, outTradeNo));
}

/** Settles a processing refund to its outcome once; null when it had settled already. */
export async function settleGatewayRefund(tx: Db, outRefundNo: string, settledAt: Date) {
  const [row] = await tx
    .update(sandboxGatewayRefunds)
    .set({ state: sql`${sandboxGatewayRefunds.outcome}`, settledAt })
    .where(
      and(eq(sandboxGatewayRefunds.outRefundNo, outRefundNo), eq(sandboxGatewayRefunds.state, 'processing')),
    )
    .returning();
  return row ?? null;
}
