import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import {
  workOrderCategories,
  workOrderDocuments,
  workOrderSubcategories,
} from '../../db/schema/workOrders/work-order-help.table';
import { workOrders } from '../../db/schema/workOrders/work-orders.table';

export type CategoryRow = typeof workOrderCategories.$inferSelect;
export type SubcategoryRow = typeof workOrderSubcategories.$inferSelect;
export type DocumentRow = typeof workOrderDocuments.$inferSelect;

/**
 * `update` for a delete or rename that must see no new child appear meanwhile; `share` for adding a
 * child, so a concurrent delete of the parent waits or is waited for, never half-seen.
 */
export type RowLock = 'update' | 'share';

export function listCategories(db: Db) {
  return db
    .select()
    .from(workOrderCategories)
    .orderBy(asc(workOrderCategories.sort), asc(workOrderCategories.id));
}

/** Every subcategory in display order, with how many help documents it has. */
export function listSubcategoriesWithDocumentCounts(db: Db) {
  return db
    .select({ subcategory: workOrderSubcategories, documents: count(workOrderDocuments.id) })
    .from(workOrderSubcategories)
    .leftJoin(workOrderDocuments, eq(workOrderDocuments.subcategoryId, workOrderSubcategories.id))
    .groupBy(workOrderSubcategories.id)
    .orderBy(asc(workOrderSubcategories.sort), asc(workOrderSubcategories.id));
}

export async function findCategory(db: Db, id: number, lock?: RowLock): Promise<CategoryRow | null> {
  const query = db.select().from(workOrderCategories).where(eq(workOrderCategories.id, id)).limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

export async function insertCategory(db: Db, row: typeof workOrderCategories.$inferInsert) {
  const [inserted] = await db.insert(workOrderCategories).values(row).returning();
  if (!inserted) throw new Error('insert into work_order_categories returned no row');
  return inserted;
}

export async function updateCategory(db: Db, id: number, values: Partial<CategoryRow>): Promise<void> {
  await db.update(workOrderCategories).set(values).where(eq(workOrderCategories.id, id));
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(workOrderCategories).where(eq(workOrderCategories.id, id));
}

export async function countSubcategories(db: Db, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrderSubcategories)
    .where(eq(workOrderSubcategories.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function findSubcategory(db: Db, id: number, lock?: RowLock): Promise<SubcategoryRow | null> {
  const query = db.select().from(workOrderSubcategories).where(eq(workOrderSubcategories.id, id)).limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

export async function insertSubcategory(db: Db, row: typeof workOrderSubcategories.$inferInsert) {
  const [inserted] = await db.insert(workOrderSubcategories).values(row).returning();
  if (!inserted) throw new Error('insert into work_order_subcategories returned no row');
  return inserted;
}

export async function updateSubcategory(db: Db, id: number, values: Partial<SubcategoryRow>): Promise<void> {
  await db.update(workOrderSubcategories).set(values).where(eq(workOrderSubcategories.id, id));
}

export async function deleteSubcategory(db: Db, id: number): Promise<void> {
  await db.delete(workOrderSubcategories).where(eq(workOrderSubcategories.id, id));
}

export async function countDocuments(db: Db, subcategoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrderDocuments)
    .where(eq(workOrderDocuments.subcategoryId, subcategoryId));
  return row?.n ?? 0;
}

/** Tickets written under the subcategory: they keep it in use. */
export async function countTickets(db: Db, subcategoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workOrders)
    .where(eq(workOrders.subcategoryId, subcategoryId));
  return row?.n ?? 0;
}

export function listDocuments(db: Db, subcategoryId: number) {
  return db
    .select()
    .from(workOrderDocuments)
    .where(eq(workOrderDocuments.subcategoryId, subcategoryId))
    .orderBy(asc(workOrderDocuments.sort), asc(workOrderDocuments.id));
}

export async function findDocument(db: Db, id: number, lock?: RowLock): Promise<DocumentRow | null> {
  const query = db.select().from(workOrderDocuments).where(eq(workOrderDocuments.id, id)).limit(1);
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
}

export async function insertDocument(db: Db, row: typeof workOrderDocuments.$inferInsert) {
  const [inserted] = await db.insert(workOrderDocuments).values(row).returning();
  if (!inserted) throw new Error('insert into work_order_documents returned no row');
  return inserted;
}

export async function updateDocument(db: Db, id: number, values: Partial<DocumentRow>): Promise<void> {
  await db.update(workOrderDocuments).set(values).where(eq(workOrderDocuments.id, id));
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.delete(workOrderDocuments).where(eq(workOrderDocuments.id, id));
}
