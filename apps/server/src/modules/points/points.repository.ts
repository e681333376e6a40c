import type { PointsKind } from '@gpucloud/contracts';
import { and, count, desc, eq, gte, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { noteColumns, type SystemText } from '../../core/messaging/system-text';
import { type PageRequest, readPage } from '../../db/paging';
import { pointsAccounts, pointsLedger } from '../../db/schema/points/points.table';

/**
 * Reads and writes of points accounts and the points ledger outside spending (whose set-based
 * statements are in points-accrual.repository.ts, behind the wallet's money-movements service).
 */

/** Opens the account if it is not there and locks its row until the transaction ends. */
export async function lockPointsAccount(tx: Db, userId: number) {
  await tx.insert(pointsAccounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId)).for('update');
  if (!row) throw new Error(`points account of user ${userId} could not be opened`);
  return row;
}

/**
 * Moves a locked account's balance by `points` with its ledger row, once per `sourceRef`: null when
 * that source moved it already (the unique key answers, and nothing changes).
 */
export async function applyPoints(
  tx: Db,
  account: { userId: number; balance: number },
  entry: { kind: PointsKind; points: number; sourceRef: string; note: SystemText; now: Date },
): Promise<{ ledgerId: number; balanceAfter: number } | null> {
  const balanceAfter = account.balance + entry.points;
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      userId: account.userId,
      kind: entry.kind,
      points: entry.points,
      balanceAfter,
      sourceRef: entry.sourceRef,
      ...noteColumns(entry.note),
      createdAt: entry.now,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (!row) return null;
  await tx
    .update(pointsAccounts)
    .set({ balance: sql`${pointsAccounts.balance} + ${entry.points}` })
    .where(eq(pointsAccounts.userId, account.userId));
  return { ledgerId: row.id, balanceAfter };
}

export async function findPointsAccount(db: Db, userId: number) {
  const [row] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
  return row ?? { userId, balance: 0, spentFen: 0 };
}

export async function hasSource(db: Db, sourceRef: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(eq(pointsLedger.sourceRef, sourceRef));
  return row !== undefined;
}

/** Points earned (positive rows) since `from`. */
export async function earnedSince(db: Db, userId: number, from: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(pointsLedger.points) })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, userId),
        gte(pointsLedger.createdAt, from),
        sql`${pointsLedger.points} > 0`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** One page of the ledger, newest first: the rows that moved points (spending below a yuan moves none). */
export async function listPointsLedger(db: Db, userId: number, page: PageRequest) {
  const where = and(eq(pointsLedger.userId, userId), ne(pointsLedger.points, 0));
  return readPage(
    page,
    (window) =>
      db
        .select()
        .from(pointsLedger)
        .where(where)
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(pointsLedger).where(where),
  );
}
