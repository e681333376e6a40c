import type { InvoiceStatus, OpsInvoiceRow } from '@gpucloud/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { customerMatch, deskCounts } from '../../db/customer-search';
import { readPage, windowOf } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import {
  type InvoiceItemRow,
  type InvoiceRecordRow,
  invoiceItems,
  invoiceRecords,
} from '../../db/schema/invoices/invoices.table';

type NewRecord = typeof invoiceRecords.$inferInsert;
type NewItem = typeof invoiceItems.$inferInsert;

export async function itemsOf(db: Db, recordIds: readonly number[]): Promise<InvoiceItemRow[]> {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.recordId, [...recordIds]));
}

export async function insertRecord(tx: Db, values: NewRecord): Promise<InvoiceRecordRow> {
  const [record] = await tx.insert(invoiceRecords).values(values).returning();
  if (!record) throw new Error('invoice record insert returned no row');
  return record;
}

export async function insertItems(tx: Db, items: NewItem[]): Promise<InvoiceItemRow[]> {
  return tx.insert(invoiceItems).values(items).returning();
}

/** Ends a record's claims: its money is invoiceable again (refused, cancelled, reversed). */
export async function releaseClaims(tx: Db, recordId: number): Promise<void> {
  await tx.update(invoiceItems).set({ active: false }).where(eq(invoiceItems.recordId, recordId));
}

/** One page of an account's applications, newest first. */
export async function listRecordsOf(
  db: Db,
  userId: number,
  status: InvoiceStatus | undefined,
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(invoiceRecords.userId, userId),
    status ? eq(invoiceRecords.status, status) : undefined,
  );
  return readPage(
    page,
    (window) =>
      db
        .select()
        .from(invoiceRecords)
        .where(where)
        .orderBy(desc(invoiceRecords.createdAt), desc(invoiceRecords.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(invoiceRecords).where(where),
  );
}

export async function findRecord(db: Db, id: number): Promise<InvoiceRecordRow | null> {
  const [row] = await db.select().from(invoiceRecords).where(eq(invoiceRecords.id, id));
  return row ?? null;
}

export async function lockRecord(tx: Db, id: number): Promise<InvoiceRecordRow | null> {
  const [row] = await tx.select().from(invoiceRecords).where(eq(invoiceRecords.id, id)).for('update');
  return row ?? null;
}

/** An account's own record, locked. */
export async function lockOwnRecord(tx: Db, userId: number, id: number): Promise<InvoiceRecordRow | null> {
  const [found] = await tx
    .select()
    .from(invoiceRecords)
    .where(and(eq(invoiceRecords.id, id), eq(invoiceRecords.userId, userId)))
    .for('update');
  return found ?? null;
}

export async function updateRecord(
  tx: Db,
  id: number,
  values: Partial<
    Pick<InvoiceRecordRow, 'status' | 'reason' | 'number' | 'fileKey' | 'staffId' | 'decidedAt'>
  >,
): Promise<void> {
  await tx.update(invoiceRecords).set(values).where(eq(invoiceRecords.id, id));
}

/** Cancels a record; answers it as it is now. */
export async function cancelRecord(tx: Db, id: number, now: Date): Promise<InvoiceRecordRow | null> {
  const [cancelled] = await tx
    .update(invoiceRecords)
    .set({ status: 'cancelled', decidedAt: now })
    .where(eq(invoiceRecords.id, id))
    .returning();
  return cancelled ?? null;
}

/**
 * One page of the finance desk's applications in one status (applied ones oldest first, the
 * queue; the others newest first), with how many the filter holds and how many wait.
 */
export async function listDeskRecords(
  db: Db,
  filter: { status: OpsInvoiceRow['status']; q?: string | undefined },
  page: { page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [eq(invoiceRecords.status, filter.status)];
  if (filter.q) conditions.push(customerMatch(filter.q, invoiceRecords.userId));
  const where = and(...conditions);
  const window = windowOf(page);
  const rows = await db
    .select({ record: invoiceRecords, phone: users.phone })
    .from(invoiceRecords)
    .innerJoin(users, eq(users.id, invoiceRecords.userId))
    .where(where)
    .orderBy(
      ...(filter.status === 'applied'
        ? [asc(invoiceRecords.createdAt), asc(invoiceRecords.id)]
        : [desc(invoiceRecords.createdAt), desc(invoiceRecords.id)]),
    )
    .limit(window.limit)
    .offset(window.offset);
  const { total, waiting } = await deskCounts(db, {
    table: invoiceRecords,
    userIdColumn: invoiceRecords.userId,
    where,
    waiting: eq(invoiceRecords.status, 'applied'),
  });
  return { rows, total, waiting };
}
