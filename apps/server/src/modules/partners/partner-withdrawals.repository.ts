import type { WithdrawalStatus } from '@gpucloud/contracts';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { customerMatch, deskCounts } from '../../db/customer-search';
import { readPage, windowOf } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { partnerBalanceMoves, partnerWithdrawals } from '../../db/schema/partners/partners.table';

export type WithdrawalRow = typeof partnerWithdrawals.$inferSelect;
type NewWithdrawal = typeof partnerWithdrawals.$inferInsert;

/** Withdrawals since `since` that count against the monthly number: applied and paid ones. */
export async function countWithdrawalsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerWithdrawals)
    .where(
      and(
        eq(partnerWithdrawals.partnerUserId, userId),
        inArray(partnerWithdrawals.status, ['applied', 'paid']),
        gte(partnerWithdrawals.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** What a partner's applied withdrawals take (a text sum, as drivers answer aggregates). */
export async function appliedWithdrawalsFen(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${partnerWithdrawals.amountFen}), 0)` })
    .from(partnerWithdrawals)
    .where(and(eq(partnerWithdrawals.partnerUserId, userId), eq(partnerWithdrawals.status, 'applied')));
  return row?.total;
}

export async function findWithdrawalByRequest(
  tx: Db,
  userId: number,
  requestId: string,
): Promise<WithdrawalRow | null> {
  const [row] = await tx
    .select()
    .from(partnerWithdrawals)
    .where(and(eq(partnerWithdrawals.partnerUserId, userId), eq(partnerWithdrawals.requestId, requestId)));
  return row ?? null;
}

export async function insertWithdrawal(tx: Db, values: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await tx.insert(partnerWithdrawals).values(values).returning();
  if (!row) throw new Error('insert into partner_withdrawals returned no row');
  return row;
}

/** One page of a partner's own withdrawals, newest first. */
export async function listWithdrawalsOf(
  db: Db,
  userId: number,
  status: WithdrawalStatus | undefined,
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(partnerWithdrawals.partnerUserId, userId),
    status ? eq(partnerWithdrawals.status, status) : undefined,
  );
  return readPage(
    page,
    (window) =>
      db
        .select()
        .from(partnerWithdrawals)
        .where(where)
        .orderBy(desc(partnerWithdrawals.createdAt), desc(partnerWithdrawals.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(partnerWithdrawals).where(where),
  );
}

/**
 * One page of the finance desk's withdrawals in one status (applied ones oldest first, the queue;
 * the others newest decided first), with how many the filter holds and how many wait.
 */
export async function listDeskWithdrawals(
  db: Db,
  filter: { status: WithdrawalStatus; q?: string | undefined },
  page: { page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [eq(partnerWithdrawals.status, filter.status)];
  if (filter.q) conditions.push(customerMatch(filter.q, partnerWithdrawals.partnerUserId));
  const where = and(...conditions);
  const window = windowOf(page);
  const rows = await db
    .select({ withdrawal: partnerWithdrawals, phone: users.phone })
    .from(partnerWithdrawals)
    .innerJoin(users, eq(users.id, partnerWithdrawals.partnerUserId))
    .where(where)
    .orderBy(
      ...(filter.status === 'applied'
        ? [asc(partnerWithdrawals.createdAt), asc(partnerWithdrawals.id)]
        : [desc(partnerWithdrawals.decidedAt), desc(partnerWithdrawals.id)]),
    )
    .limit(window.limit)
    .offset(window.offset);
  const { total, waiting } = await deskCounts(db, {
    table: partnerWithdrawals,
    userIdColumn: partnerWithdrawals.partnerUserId,
    where,
    waiting: eq(partnerWithdrawals.status, 'applied'),
  });
  return { rows, total, waiting };
}

export async function lockWithdrawal(tx: Db, id: number): Promise<WithdrawalRow | null> {
  const [row] = await tx.select().from(partnerWithdrawals).where(eq(partnerWithdrawals.id, id)).for('update');
  return row ?? null;
}

export async function updateWithdrawal(
  tx: Db,
  id: number,
  values: Partial<Pick<WithdrawalRow, 'status' | 'reference' | 'reason' | 'decidedAt' | 'decidedBy'>>,
): Promise<void> {
  await tx.update(partnerWithdrawals).set(values).where(eq(partnerWithdrawals.id, id));
}

export async function findBalanceMoveByRequest(tx: Db, userId: number, requestId: string) {
  const [row] = await tx
    .select()
    .from(partnerBalanceMoves)
    .where(and(eq(partnerBalanceMoves.partnerUserId, userId), eq(partnerBalanceMoves.requestId, requestId)));
  return row ?? null;
}

export async function insertBalanceMove(
  tx: Db,
  values: { partnerUserId: number; requestId: string; amountFen: number; createdAt: Date },
): Promise<{ id: number }> {
  const [move] = await tx
    .insert(partnerBalanceMoves)
    .values(values)
    .returning({ id: partnerBalanceMoves.id });
  if (!move) throw new Error('insert into partner_balance_moves returned no row');
  return move;
}
