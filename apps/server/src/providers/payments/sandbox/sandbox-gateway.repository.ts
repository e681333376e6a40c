import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db';
import { sandboxGatewayPayments } from './sandbox-gateway.table';

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
