import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import {
  type InvoiceTitleRow,
  invoiceTitles,
  type TitleSnapshot,
} from '../../db/schema/invoices/invoices.table';

/** An account's titles, the default first, then in the order they were added. */
export async function listTitlesOf(db: Db, userId: number): Promise<InvoiceTitleRow[]> {
  return db
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(desc(invoiceTitles.isDefault), asc(invoiceTitles.id));
}

export async function countTitlesOf(tx: Db, userId: number): Promise<number> {
  const [held] = await tx.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId));
  return held?.n ?? 0;
}

export async function insertTitle(
  tx: Db,
  values: TitleSnapshot & { userId: number; createdAt: Date },
): Promise<InvoiceTitleRow> {
  const [inserted] = await tx.insert(invoiceTitles).values(values).returning();
  if (!inserted) throw new Error('invoice title insert returned no row');
  return inserted;
}

export async function findTitle(db: Db, userId: number, id: number): Promise<InvoiceTitleRow | null> {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)));
  return row ?? null;
}

export async function updateTitle(tx: Db, id: number, values: TitleSnapshot): Promise<void> {
  await tx.update(invoiceTitles).set(values).where(eq(invoiceTitles.id, id));
}

/** Makes `id` the one default title inside the caller's transaction (the unique index holds one). */
export async function makeDefaultTitle(tx: Db, userId: number, id: number): Promise<void> {
  await tx.update(invoiceTitles).set({ isDefault: false }).where(eq(invoiceTitles.userId, userId));
  await tx.update(invoiceTitles).set({ isDefault: true }).where(eq(invoiceTitles.id, id));
}

export async function deleteTitleRow(tx: Db, id: number): Promise<void> {
  await tx.delete(invoiceTitles).where(eq(invoiceTitles.id, id));
}

export async function oldestTitleOf(tx: Db, userId: number): Promise<InvoiceTitleRow | null> {
  const [next] = await tx
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(asc(invoiceTitles.id))
    .limit(1);
  return next ?? null;
}
