import type { AdjustmentStatus } from '@gpucloud/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { type MoneyAdjustmentRow, moneyAdjustments } from '../../db/schema/adjustments/adjustments.table';
import { staffMembers } from '../../db/schema/staff/staff.table';

/** Adjustment requests and their outcome; the money itself moves through the money-movements service. */

/** Inserts a new request; null when its request id exists already (a replay, or a race with one). */
export async function insertAdjustment(
  tx: Db,
  row: typeof moneyAdjustments.$inferInsert,
): Promise<MoneyAdjustmentRow | null> {
  const [inserted] = await tx
    .insert(moneyAdjustments)
    .values(row)
    .onConflictDoNothing({ target: moneyAdjustments.requestId })
    .returning();
  return inserted ?? null;
}

export async function findAdjustmentByRequestId(db: Db, requestId: string) {
  const [row] = await db
    .select()
    .from(moneyAdjustments)
    .where(eq(moneyAdjustments.requestId, requestId))
    .limit(1);
  return row ?? null;
}

/** Reads an adjustment and locks it: approvals and rejections of one request queue up. */
export async function lockAdjustment(tx: Db, id: number) {
  const [row] = await tx.select().from(moneyAdjustments).where(eq(moneyAdjustments.id, id)).for('update');
  return row ?? null;
}

export async function updateAdjustment(
  tx: Db,
  id: number,
  fields: Partial<
    Pick<
      MoneyAdjustmentRow,
      'status' | 'decidedBy' | 'decidedAt' | 'decisionNote' | 'balanceBefore' | 'balanceAfter'
    >
  >,
): Promise<void> {
  await tx.update(moneyAdjustments).set(fields).where(eq(moneyAdjustments.id, id));
}

const requester = alias(staffMembers, 'requester');
const decider = alias(staffMembers, 'decider');

function adjustmentsWithNames(db: Db) {
  return db
    .select({
      adjustment: moneyAdjustments,
      userPhone: users.phone,
      requesterName: requester.name,
      deciderName: decider.name,
    })
    .from(moneyAdjustments)
    .innerJoin(users, eq(users.id, moneyAdjustments.userId))
    .innerJoin(requester, eq(requester.id, moneyAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, moneyAdjustments.decidedBy));
}

export type AdjustmentView = NonNullable<Awaited<ReturnType<typeof findAdjustmentView>>>;

/** One adjustment with its account's phone and the names of the staff who asked and decided. */
export async function findAdjustmentView(db: Db, id: number) {
  const [row] = await adjustmentsWithNames(db).where(eq(moneyAdjustments.id, id)).limit(1);
  return row ?? null;
}

export async function listAdjustments(
  db: Db,
  filter: { status?: AdjustmentStatus; userId?: number },
  page: PageRequest,
) {
  const where = and(
    filter.status ? eq(moneyAdjustments.status, filter.status) : undefined,
    filter.userId ? eq(moneyAdjustments.userId, filter.userId) : undefined,
  );
  return readPage(
    page,
    (window) =>
      adjustmentsWithNames(db)
        .where(where)
        .orderBy(desc(moneyAdjustments.requestedAt), desc(moneyAdjustments.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(moneyAdjustments).where(where),
  );
}
