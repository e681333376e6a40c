import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { images } from './images.table';

export type ImageRecord = typeof images.$inferSelect;

export async function insertImages(db: Db, rows: readonly (typeof images.$inferInsert)[]): Promise<void> {
  await db.insert(images).values([...rows]);
}

export async function listPublicImages(db: Db): Promise<ImageRecord[]> {
  return db.select().from(images).where(eq(images.isPublic, true)).orderBy(asc(images.id));
}
