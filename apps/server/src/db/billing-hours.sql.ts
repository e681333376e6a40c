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
 * Every hour due at `at` of running pay-as-you-go instances (of one host, when named), at each
 * instance's hourly rate: every hour that has started since the last one charged (or since the
 * machine last started), not only the hour in progress, so a tick after an outage catches up, each
 * hour once (instance_charges' key).
 */
export function dueHours(at: SQL, hostId?: number): SQL {
  const onHost = hostId === undefined ? sql`` : sql` and i.host_id = ${hostId}`;
  return sql`select i.id as instance_id, i.user_id, i.sub_account_id, i.hourly_rate as amount, h.hour_index
          from instances i
          cross join lateral generate_series(
            greatest(i.charge_from_hour, ${FIRST_TICK_HOUR}::integer,
                     coalesce((select max(c.hour_index) from instance_charges c where c.instance_id = i.id), 0) + 1),
            ${hourIndexSql(sql`i.created_at`, at)}
          ) as h(hour_index)
          where i.status in ${sqlList(BILLABLE_STATES)} and i.billing_mode = 'post_paid' and ${hourIsDueSql(sql`i.created_at`, at)}${onHost}`;
}
