import { INT4_MAX } from '@gpucloud/contracts';
import { count, eq, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../core/db';
import { containsPattern } from './like-pattern';
import { users } from './schema/account/account.table';

/**
 * What a staff desk's search (`customerSearchField`: digits) matches: a customer whose phone holds
 * them anywhere (the last four digits a caller reads out find them too), or whose user id they are. The query must join `users`.
 */
export function customerMatch(q: string, userIdColumn: PgColumn): SQL | undefined {
  const asId = Number(q);
  return or(
    like(users.phone, containsPattern(q)),
    Number.isSafeInteger(asId) && asId <= INT4_MAX ? eq(userIdColumn, asId) : undefined,
  );
}

/**
 * The counts a staff desk shows beside its page of rows: how many match its filters (`where`, over
 * the desk's table joined to `users` by `userIdColumn`, as its search needs), and how many wait for
 * staff (`waiting`, over the table alone).
 */
export async function deskCounts(
  db: Db,
  desk: { table: PgTable; userIdColumn: PgColumn; where: SQL | undefined; waiting: SQL | undefined },
): Promise<{ total: number; waiting: number }> {
  const [[total], [waiting]] = await Promise.all([
    db
      .select({ n: count() })
      .from(desk.table)
      .innerJoin(users, eq(users.id, desk.userIdColumn))
      .where(desk.where),
    db.select({ n: count() }).from(desk.table).where(desk.waiting),
  ]);
  return { total: total?.n ?? 0, waiting: waiting?.n ?? 0 };
}
