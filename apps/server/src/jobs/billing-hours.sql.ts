import { BILLING_HOUR_SECONDS, FIRST_TICK_HOUR } from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';

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
