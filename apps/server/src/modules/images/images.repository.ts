import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { images } from '../../db/schema/images/images.table';

export type ImageRecord = typeof images.$inferSelect;

export async function insertImages(db: Db, rows: readonly (typeof images.$inferInsert)[]): Promise<void> {
  await db.insert(images).values([...rows]);
}

export async function listPublicImages(db: Db): Promise<ImageRecord[]> {
  return db.select().from(images).where(eq(images.isPublic, true)).orderBy(asc(images.id));
}

/** Every image, offered or not, newest last (the fleet console). */
export async function listAllImages(db: Db): Promise<ImageRecord[]> {
  return db.select().from(images).orderBy(asc(images.id));
}

export async function insertImage(db: Db, row: typeof images.$inferInsert): Promise<ImageRecord> {
  const [inserted] = await db.insert(images).values(row).returning();
  if (!inserted) throw new Error('insert into images returned no row');
  return inserted;
}

/** An image by id, offered or not (what an instance or a custom image was installed with). */
export async function findImage(db: Db, id: number): Promise<ImageRecord | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return row ?? null;
}

export async function lockImage(db: Db, id: number): Promise<ImageRecord | null> {
  const [row] = await db.select().from(images).where(eq(images.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function setImagePublic(db: Db, id: number, isPublic: boolean): Promise<void> {
  await db.update(images).set({ isPublic }).where(eq(images.id, id));
}
