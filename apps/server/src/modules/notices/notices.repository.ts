import type { Db } from '../../core/db';
import { notices } from './notices.table';

export async function insertNotices(db: Db, rows: readonly (typeof notices.$inferInsert)[]): Promise<void> {
  await db.insert(notices).values([...rows]);
}
