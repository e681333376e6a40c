import { and, asc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instances } from '../../db/schema/instances/instances.table';
import { instanceMetrics, type MetricResolution } from '../../db/schema/monitoring/instance-metrics.table';

export type MetricRecord = typeof instanceMetrics.$inferSelect;

/** An instance's points of one resolution from `from` on, oldest first (the primary key's order). */
export async function readSeries(
  db: Db,
  instanceId: number,
  resolution: MetricResolution,
  from: Date,
): Promise<MetricRecord[]> {
  return db
    .select()
    .from(instanceMetrics)
    .where(
      and(
        eq(instanceMetrics.instanceId, instanceId),
        eq(instanceMetrics.resolution, resolution),
        gte(instanceMetrics.at, from),
      ),
    )
    .orderBy(asc(instanceMetrics.at));
}

/**
 * The last minute point since `since` of each of these instances that the owner may see (a main
 * account: its own and its sub-accounts'; a sub-account: the ones it rented), in one query.
 */
export async function latestPoints(
  db: Db,
  owner: { userId: number; subAccountId: number | null },
  instanceIds: readonly number[],
  since: Date,
): Promise<MetricRecord[]> {
  if (instanceIds.length === 0) return [];
  return db
    .selectDistinctOn([instanceMetrics.instanceId], getTableColumns(instanceMetrics))
    .from(instanceMetrics)
    .innerJoin(instances, eq(instances.id, instanceMetrics.instanceId))
    .where(
      and(
        inArray(instanceMetrics.instanceId, [...instanceIds]),
        eq(instanceMetrics.resolution, 'minute'),
        gte(instanceMetrics.at, since),
        eq(instances.userId, owner.userId),
        owner.subAccountId === null ? undefined : eq(instances.subAccountId, owner.subAccountId),
      ),
    )
    .orderBy(instanceMetrics.instanceId, sql`${instanceMetrics.at} desc`);
}
