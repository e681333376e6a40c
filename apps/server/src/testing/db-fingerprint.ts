import { count, getTableName } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../core/db';
import * as schema from '../db/schema';

/** Row counts of every table: equal fingerprints before and after mean a request wrote nothing. */
export async function dbFingerprint(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? -1;
  }
  return counts;
}
