import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import { instanceMetrics } from '../../db/schema/monitoring/instance-metrics.table';

export type MetricRow = typeof instanceMetrics.$inferInsert;

/** The running instances whose machine the provider knows: what the sampler reads every minute. */
export async function runningMachines(db: Db): Promise<{ instanceId: number; ref: string }[]> {
  const rows = await db
    .select({ instanceId: instances.id, ref: instances.providerRef })
    .from(instances)
    .where(and(eq(instances.status, 'running'), isNotNull(instances.providerRef)));
  return rows.flatMap((row) => (row.ref ? [{ instanceId: row.instanceId, ref: row.ref }] : []));
}

/**
 * Writes a minute's points in one multi-row INSERT. The primary key (instance, resolution, minute)
 * makes several server processes safe: the second process's sample of the same minute is dropped.
 * Answers how many points were written.
 */
export async function insertPoints(db: Db, rows: readonly MetricRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(instanceMetrics)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ instanceId: instanceMetrics.instanceId });
  return written.length;
}
