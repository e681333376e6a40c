import { inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, executeRows } from '../core/db';
import { invoiceRecords } from '../db/schema/invoices/invoices.table';
import { softwareFiles } from '../db/schema/software/software.table';
import { verificationFiles } from '../db/schema/verification/verification.table';
import { workOrderFiles } from '../db/schema/workOrders/work-orders.table';

/**
 * Every column that holds a FileStore key: a stored file named by none of them is an orphan. A test
 * checks that each `file_key` column of the schema is here, so a new kind of upload cannot be swept.
 */
export const FILE_KEY_COLUMNS: readonly PgColumn[] = [
  workOrderFiles.fileKey,
  verificationFiles.fileKey,
  invoiceRecords.fileKey,
  softwareFiles.fileKey,
];

/**
 * Takes the sweep's lock for the rest of the transaction, or answers false when another process
 * holds it (that process is sweeping now; this one leaves it the work).
 */
export async function tryLockOrphanSweep(tx: Db): Promise<boolean> {
  const [row] = await executeRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(hashtext('orphan-files-sweep')) as locked`,
  );
  return row?.locked === true;
}

/** Which of `keys` a row still names. */
export async function referencedFileKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  if (keys.length === 0) return referenced;
  for (const column of FILE_KEY_COLUMNS) {
    const rows = await db
      .select({ key: column })
      .from(column.table)
      .where(inArray(column, [...keys]));
    for (const row of rows) if (typeof row.key === 'string') referenced.add(row.key);
  }
  return referenced;
}
