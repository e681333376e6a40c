import type { IdlePoint } from '@gpucloud/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instanceMetrics } from '../../db/schema/monitoring/instance-metrics.table';

/**
 * What auto-stop's idle rule reads (issue 42): an instance's minute points from `since` on, oldest
 * first, each as its start, the CPU's maximum and every GPU's maximum utilisation (null where the
 * host has no GPU data). Served by the table's primary key (instance, resolution, at).
 */
export async function idlePointsSince(db: Db, instanceId: number, since: Date): Promise<IdlePoint[]> {
  const rows = await db
    .select({ at: instanceMetrics.at, cpuMax: instanceMetrics.cpuMax, gpus: instanceMetrics.gpus })
    .from(instanceMetrics)
    .where(
      and(
        eq(instanceMetrics.instanceId, instanceId),
        eq(instanceMetrics.resolution, 'minute'),
        gte(instanceMetrics.at, since),
      ),
    )
    .orderBy(asc(instanceMetrics.at));
  return rows.map((row) => ({
    atMs: row.at.getTime(),
    cpuMax: row.cpuMax,
    gpuUtilMax: row.gpus ? row.gpus.map((gpu) => gpu.utilMax) : null,
  }));
}
