import { and, gt, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../core/db';

/** A table of one-time codes: when a code was used up and when it expires. */
export interface CodeTable<T extends PgTable> {
  table: T;
  usedAt: PgColumn;
  expiresAt: PgColumn;
}

/**
 * The newest live code (not used up, not expired) that `owner` finds, locked so two checks cannot
 * both use it; null when there is none.
 */
export async function lockLiveCode<T extends PgTable>(
  db: Db,
  codes: CodeTable<T>,
  find: { owner: SQL[]; newestFirst: SQL[] },
  now: Date,
): Promise<T['$inferSelect'] | null> {
  const [row] = await db
    .select()
    .from(codes.table as PgTable)
    .where(and(...find.owner, isNull(codes.usedAt), gt(codes.expiresAt, now)))
    .orderBy(...find.newestFirst)
    .limit(1)
    .for('update');
  return (row as T['$inferSelect'] | undefined) ?? null;
}
