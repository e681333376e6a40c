import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';

export type InstanceRecord = typeof instances.$inferSelect;

export async function findInstance(db: Db, id: number): Promise<InstanceRecord | null> {
  const [row] = await db.select().from(instances).where(eq(instances.id, id)).limit(1);
  return row ?? null;
}

export async function lockInstance(tx: Db, id: number): Promise<InstanceRecord | null> {
  const [row] = await tx.select().from(instances).where(eq(instances.id, id)).for('update').limit(1);
  return row ?? null;
}
