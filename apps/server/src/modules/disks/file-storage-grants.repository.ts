import { and, eq, gte, max, sum } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { fileStorageGrants } from '../../db/schema/disks/disks.table';

/** File storage redeemed in the score store (never billed: it is not file_storage.paidGb). */

/** Writes the grant of a redemption; called in the redemption's transaction. */
export async function insertGrant(tx: Db, values: typeof fileStorageGrants.$inferInsert): Promise<void> {
  await tx.insert(fileStorageGrants).values(values);
}

/** The GB of an account's grants in force on China day `today`, and the last day one runs to. */
export async function grantsInForce(
  db: Db,
  userId: number,
  today: number,
): Promise<{ gb: number; untilDay: number | null }> {
  const [row] = await db
    .select({ gb: sum(fileStorageGrants.gb).mapWith(Number), untilDay: max(fileStorageGrants.untilDay) })
    .from(fileStorageGrants)
    .where(and(eq(fileStorageGrants.userId, userId), gte(fileStorageGrants.untilDay, today)));
  return { gb: row?.gb ?? 0, untilDay: row?.untilDay ?? null };
}
