import type { Db } from '../../core/db';
import { images } from './images.table';

export async function insertImages(db: Db, rows: readonly (typeof images.$inferInsert)[]): Promise<void> {
  await db.insert(images).values([...rows]);
}
