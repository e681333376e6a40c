import { OPEN_WORK_ORDER_STATES, TRANSITIONAL_STATES } from '@gpucloud/domain';
import { and, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { instanceEvents, instances } from '../../db/schema/instances/instances.table';
import { hosts, regions } from '../../db/schema/store/store.table';
import { topUpOrders } from '../../db/schema/wallet/top-up.table';
import { workOrders } from '../../db/schema/workOrders/work-orders.table';

/** What a scrape shows of the business: a few indexed aggregates, read together every few seconds at most. */
export interface BusinessFigures {
  gpus: Array<{ model: string; region: string; free: number; held: number }>;
  instancesByState: Array<{ state: string; count: number }>;
  /** Seconds the instance longest in a transitional state has been in it; 0 when none is. */
  oldestTransitionalSeconds: number;
  /** Transitional instances the reconciler may take now (no lease, or its lease ended). */
  reconcileBacklog: number;
  topUpsWaiting: number;
  oldestTopUpWaitingSeconds: number;
  workOrdersPastFirstReply: number;
}

export async function readBusinessFigures(db: Db, now: Date): Promise<BusinessFigures> {
  const transitional = inArray(instances.status, [...TRANSITIONAL_STATES]);
  const [gpus, byState, oldest, backlog, topUps, overdue] = await Promise.all([
    db
      .select({
        model: hosts.gpuModel,
        region: regions.code,
        free: sql<string>`sum(${hosts.gpuFree})`,
        total: sql<string>`sum(${hosts.gpuCount})`,
      })
      .from(hosts)
      .innerJoin(regions, eq(regions.id, hosts.regionId))
      .groupBy(hosts.gpuModel, regions.code),
    db
      .select({ state: instances.status, count: count() })
      .from(instances)
      .where(isNull(instances.releasedAt))
      .groupBy(instances.status),
    // A transitional state began with the instance's last event (or its creation when it has none).
    db
      .select({
        since: sql<
          string | Date | null
        >`min(coalesce((select max(${instanceEvents.createdAt}) from ${instanceEvents} where ${instanceEvents.instanceId} = ${instances.id}), ${instances.createdAt}))`,
      })
      .from(instances)
      .where(transitional),
    db
      .select({ n: count() })
      .from(instances)
      .where(and(transitional, or(isNull(instances.reconcileAfter), lte(instances.reconcileAfter, now)))),
    db
      .select({ n: count(), since: sql<string | Date | null>`min(${topUpOrders.createdAt})` })
      .from(topUpOrders)
      .where(eq(topUpOrders.status, 0)),
    db
      .select({ n: count() })
      .from(workOrders)
      .where(
        and(
          inArray(workOrders.status, [...OPEN_WORK_ORDER_STATES]),
          isNull(workOrders.firstRepliedAt),
          lte(workOrders.firstReplyDueAt, now),
        ),
      ),
  ]);
  const age = (since: string | Date | null | undefined) =>
    since ? Math.max(0, (now.getTime() - new Date(since).getTime()) / 1000) : 0;
  return {
    gpus: gpus.map((row) => {
      const free = Number(row.free);
      return { model: row.model, region: row.region, free, held: Number(row.total) - free };
    }),
    instancesByState: byState.map((row) => ({ state: row.state, count: row.count })),
    oldestTransitionalSeconds: age(oldest[0]?.since),
    reconcileBacklog: backlog[0]?.n ?? 0,
    topUpsWaiting: topUps[0]?.n ?? 0,
    oldestTopUpWaitingSeconds: age(topUps[0]?.since),
    workOrdersPastFirstReply: overdue[0]?.n ?? 0,
  };
}
