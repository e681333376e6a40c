import { sql } from 'drizzle-orm';
import type { Db } from '../core/db';

/**
 * Serialises work on one key (a phone, a user's invoices, the billing tick) across transactions and
 * processes until the transaction ends: PostgreSQL's transaction-scoped advisory lock on the key's hash.
 */
export async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Serialises billing ticks across processes, and with whatever must not interleave with one (a
 * price change settles the hours already started before the new price counts; a partners'
 * settlement must not miss earnings a tick is accruing).
 */
export function lockBillingTick(db: Db): Promise<void> {
  return lockKey(db, 'billing-tick');
}
