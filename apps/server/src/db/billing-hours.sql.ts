import { BILLABLE_STATES, BILLING_HOUR_SECONDS, FIRST_TICK_HOUR } from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';
import { sqlList } from './sql-list';

/**
 * The domain's hour-index rule (packages/domain/src/billing-hours.ts) in SQL, for the set-based
 * tick. Built from the same constants and tested against the domain functions on both engines
 * (billing-hours.sql.test.ts), so the rule is written once.
 */

const HOUR_SECONDS = sql.raw(String(BILLING_HOUR_SECONDS));

/** hourIndexAt(createdAt, now): the hour of the instance's life in progress at `now`. */
export function hourIndexSql(createdAt: SQL, now: SQL): SQL {
  return sql`floor(extract(epoch from (${now} - ${createdAt})) / ${HOUR_SECONDS})::integer`;
}

/**
 * dueHourAt(createdAt, now) !== null: an hour after the ordered first one has started. Kept as a
 * comparison on `createdAt` alone, so an index on it can serve the tick.
 */
export function hourIsDueSql(createdAt: SQL, now: SQL): SQL {
  const seconds = sql.raw(String(FIRST_TICK_HOUR * BILLING_HOUR_SECONDS));
  return sql`${createdAt} <= ${now} - ${seconds} * interval '1 second'`;
}

/**
 * Every hour due at `at` of running pay-as-you-go instances (of one host, when named), at the
 * hourly rate of the mode each runs in (its own rate with GPUs, its no-GPU rate without): every
 * hour that has started since the last one charged (or since the machine last started), not only
 * the hour in progress, so a tick after an outage catches up, each hour once (instance_charges'
 * key). Beside them, the domain's hourChargeFor rule for an hour run in both modes: an hour since
 * the machine last started with GPUs that was charged only without them owes the difference to the
 * GPU rate, charged as that hour's GPU-mode row.
 */
export function dueHours(at: SQL, hostId?: number): SQL {
  const onHost = hostId === undefined ? sql`` : sql` and i.host_id = ${hostId}`;
  const running = sql`i.status in ${sqlList(BILLABLE_STATES)} and i.billing_mode = 'post_paid' and ${hourIsDueSql(sql`i.created_at`, at)}${onHost}`;
  return sql`select i.id as instance_id, i.user_id, i.sub_account_id,
                 case when i.gpu_mode = 'none' then coalesce(i.no_gpu_hourly_rate, i.hourly_rate) else i.hourly_rate end as amount,
                 h.hour_index, i.gpu_mode
          from instances i
          cross join lateral generate_series(
            greatest(i.charge_from_hour, ${FIRST_TICK_HOUR}::integer,
                     coalesce((select max(c.hour_index) from instance_charges c where c.instance_id = i.id), 0) + 1),
            ${hourIndexSql(sql`i.created_at`, at)}
          ) as h(hour_index)
          where ${running}
          union all
          select i.id, i.user_id, i.sub_account_id, greatest(0::bigint, i.hourly_rate - c.amount), c.hour_index, i.gpu_mode
          from instances i
          join instance_charges c on c.instance_id = i.id and c.gpu_mode = 'none'
            and c.hour_index >= i.charge_from_hour and c.hour_index <= ${hourIndexSql(sql`i.created_at`, at)}
          where i.gpu_mode = 'gpu' and ${running}
            and not exists (select 1 from instance_charges g
                            where g.instance_id = i.id and g.hour_index = c.hour_index and g.gpu_mode = 'gpu')`;
}
