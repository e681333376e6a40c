import { and, eq, lt, max, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { instanceMetrics } from '../../db/schema/monitoring/instance-metrics.table';

/** When the last hour point starts, or null before the first roll-up. */
export async function lastHourPoint(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(instanceMetrics.at) })
    .from(instanceMetrics)
    .where(eq(instanceMetrics.resolution, 'hour'));
  return row?.at ?? null;
}

/**
 * Hour points from the minute points of the finished hours in [from, to) (both on the hour), in one
 * statement: the minimum of the minimums, the average weighted by samples, the maximum of the
 * maximums, the traffic summed, the disk as the hour's last minute saw it, and per GPU index the same
 * (its memory averaged, its temperature the highest). ON CONFLICT DO NOTHING makes it idempotent and
 * safe in several processes. Answers how many hour points were written.
 */
export async function rollUpHours(db: Db, from: Date, to: Date): Promise<number> {
  const rows = await executeRows<{ instance_id: number }>(
    db,
    sql`
    with minutes as (
      select m.*, date_trunc('hour', m.at at time zone 'UTC') at time zone 'UTC' as hour
      from instance_metrics m
      where m.resolution = 'minute' and m.at >= ${from.toISOString()}::timestamptz and m.at < ${to.toISOString()}::timestamptz
    ),
    per_gpu as (
      select mm.instance_id, mm.hour, (g->>'index')::int as idx,
        sum((g->>'utilAvg')::float8 * mm.samples) / sum(mm.samples) as util_avg,
        min((g->>'utilMin')::float8) as util_min,
        max((g->>'utilMax')::float8) as util_max,
        round(sum((g->>'memoryUsedMiB')::float8 * mm.samples) / sum(mm.samples)) as memory_used,
        max((g->>'memoryTotalMiB')::float8) as memory_total,
        max((g->>'temperatureC')::float8) as temperature
      from minutes mm, jsonb_array_elements(mm.gpus) g
      where mm.gpus is not null
      group by mm.instance_id, mm.hour, idx
    ),
    gpus as (
      select instance_id, hour, jsonb_agg(jsonb_build_object(
        'index', idx, 'utilAvg', util_avg, 'utilMin', util_min, 'utilMax', util_max,
        'memoryUsedMiB', memory_used, 'memoryTotalMiB', memory_total, 'temperatureC', temperature
      ) order by idx) as gpus
      from per_gpu group by instance_id, hour
    ),
    hours as (
      select instance_id, hour,
        sum(samples)::int as samples,
        sum(cpu_avg * samples) / sum(samples) as cpu_avg,
        min(cpu_min) as cpu_min,
        max(cpu_max) as cpu_max,
        round(sum(memory_used_avg::float8 * samples) / sum(samples))::bigint as memory_used_avg,
        max(memory_used_max) as memory_used_max,
        max(memory_limit) as memory_limit,
        (array_agg(disk_used order by at desc))[1] as disk_used,
        (array_agg(disk_size order by at desc))[1] as disk_size,
        sum(network_in)::bigint as network_in,
        sum(network_out)::bigint as network_out,
        bool_or(simulated) as simulated
      from minutes group by instance_id, hour
    )
    insert into instance_metrics (instance_id, resolution, at, samples, cpu_avg, cpu_min, cpu_max,
      memory_used_avg, memory_used_max, memory_limit, disk_used, disk_size, network_in, network_out, gpus, simulated)
    select h.instance_id, 'hour', h.hour, h.samples, h.cpu_avg, h.cpu_min, h.cpu_max,
      h.memory_used_avg, h.memory_used_max, h.memory_limit, h.disk_used, h.disk_size, h.network_in, h.network_out,
      g.gpus, h.simulated
    from hours h left join gpus g on g.instance_id = h.instance_id and g.hour = h.hour
    on conflict do nothing
    returning instance_id`,
  );
  return rows.length;
}

/** Deletes the points of a resolution that start before `before` (only those). Answers how many. */
export async function deletePointsBefore(
  db: Db,
  resolution: 'minute' | 'hour',
  before: Date,
): Promise<number> {
  const deleted = await db
    .delete(instanceMetrics)
    .where(and(eq(instanceMetrics.resolution, resolution), lt(instanceMetrics.at, before)))
    .returning({ instanceId: instanceMetrics.instanceId });
  return deleted.length;
}
