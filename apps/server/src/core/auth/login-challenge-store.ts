import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db';

/** What every login challenge table holds besides whose it is: its token, its end, its use and its tries. */
export interface LoginChallengeColumns {
  id: PgColumn;
  tokenHash: PgColumn;
  expiresAt: PgColumn;
  usedAt: PgColumn;
  attempts: PgColumn;
}

/**
 * A login challenge's life in one table (customers' `customer_login_challenges`, staff's
 * `staff_login_challenges`): written once, found while it may still be answered (not used, not
 * expired, fewer than `maxAttempts` wrong answers) and locked for the answer, then counted wrong or
 * spent. The tables differ only in whose challenge it is, which the caller's insert carries.
 */
export function loginChallengeStore<T extends PgTable & LoginChallengeColumns>(
  table: T,
  maxAttempts: number,
) {
  type Row = T['$inferSelect'];
  return {
    async insert(db: Db, values: T['$inferInsert']): Promise<void> {
      await db.insert(table).values(values);
    },

    async findOpen(db: Db, tokenHash: string, now: Date): Promise<Row | null> {
      const rows: Row[] = await db
        .select()
        .from(table as PgTable)
        .where(
          and(
            eq(table.tokenHash, tokenHash),
            isNull(table.usedAt),
            gt(table.expiresAt, now),
            lt(table.attempts, maxAttempts),
          ),
        )
        .limit(1)
        .for('update');
      return rows[0] ?? null;
    },

    async countWrongAnswer(db: Db, id: string): Promise<void> {
      const set = { attempts: sql`${table.attempts} + 1` } as PgUpdateSetSource<T>;
      await db.update(table).set(set).where(eq(table.id, id));
    },

    async markUsed(db: Db, id: string, now: Date): Promise<void> {
      const set = { usedAt: now } as PgUpdateSetSource<T>;
      await db.update(table).set(set).where(eq(table.id, id));
    },
  };
}
