import { BILLABLE_STATES, BILLING_HOUR_SECONDS, MINUTES_PER_HOUR } from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';
import { sqlList } from './sql-list';

/**
 * The domain's by-the-minute rules (packages/domain/src/billing-minutes.ts) in SQL, for the
 * set-based tick and the charge a stop makes. Built from the same constants and tested against the
 * domain functions (billing-minutes.sql.test.ts), so the rule is written once.
 */

const PER_HOUR = sql.raw(String(MINUTES_PER_HOUR));
const HOUR_SECONDS = sql.raw(String(BILLING_HOUR_SECONDS));

/** priceOfMinutesFen(rate, minutes): round-half-up(rate · minutes / 60), in integers. */
export function priceOfMinutesSql(rate: SQL, minutes: SQL): SQL {
  return sql`div(2 * (${rate})::bigint * (${minutes})::bigint + ${PER_HOUR}, 2 * ${PER_HOUR})`;
}

/** tickChargeEndMinute(createdAt, now): the minutes of the life's whole hours passed. */
export function tickEndMinuteSql(createdAt: SQL, now: SQL): SQL {
  return sql`(${PER_HOUR} * greatest(0, floor(extract(epoch from (${now} - ${createdAt})) / ${HOUR_SECONDS})))::integer`;
}

/** runEndMinute(createdAt, endedAt): the minutes of the life up to the end of the one in progress. */
export function runEndMinuteSql(createdAt: SQL, endedAt: SQL): SQL {
  return sql`greatest(0, ceil(extract(epoch from (${endedAt} - ${createdAt})) / 60))::integer`;
}

/** The rate a pay-as-you-go instance `i` runs at: its own with GPUs, its no-GPU rate without. */
export const RATE = sql`case when i.gpu_mode = 'none' then coalesce(i.no_gpu_hourly_rate, i.hourly_rate) else i.hourly_rate end`;

/**
 * Instances `i` not held in a host outage (issue 44, point 5): while an outage that affected an
 * instance is not settled, no tick, arrears stop or repricing charges its minutes; the settlement
 * leaves the outage's minutes uncharged and charging resumes after them.
 */
export const OUTSIDE_OUTAGE = sql`not exists (select 1 from host_outage_instances oi
  where oi.instance_id = i.id and oi.settled_at is null)`;

/**
 * The charges of the minutes from each selected instance's charged_to_minute up to `end` (SQL
 * over `i`), with the charge table's columns (instance_id, from_minute, to_minute, hour_index,
 * gpu_mode, user_id, sub_account_id, amount). The instance rows are locked, so a stop and a tick
 * charging the same instance take turns and the second starts where the first ended.
 */
function minuteCharges(end: SQL, where: SQL): SQL {
  return sql`select i.id as instance_id, i.user_id, i.sub_account_id,
                 ${priceOfMinutesSql(RATE, end)} - ${priceOfMinutesSql(RATE, sql`i.charged_to_minute`)} as amount,
                 i.charged_to_minute as from_minute, ${end} as to_minute,
                 div(i.charged_to_minute, ${PER_HOUR})::integer as hour_index, i.gpu_mode
          from instances i
          where i.billing_mode = 'post_paid' and ${end} > i.charged_to_minute and ${where}
          for update of i`;
}

/**
 * What the billing tick charges at `at`: the minutes of every running pay-as-you-go instance (of
 * one host, when named) up to the last whole hour of its life, in arrears, since its last charge;
 * after an outage that is every hour missed, in one range.
 */
export function dueMinutes(at: SQL, hostId?: number): SQL {
  const onHost = hostId === undefined ? sql`` : sql` and i.host_id = ${hostId}`;
  return minuteCharges(
    tickEndMinuteSql(sql`i.created_at`, at),
    sql`i.status in ${sqlList(BILLABLE_STATES)}${onHost} and ${OUTSIDE_OUTAGE}`,
  );
}

/**
 * Every minute run so far by the running pay-as-you-go instances of a host, the minute in
 * progress included: charged before the host's price changes, so each minute is charged at the
 * price it ran at.
 */
export function runMinutesOfHost(at: SQL, hostId: number): SQL {
  return minuteCharges(
    runEndMinuteSql(sql`i.created_at`, at),
    sql`i.status in ${sqlList(BILLABLE_STATES)} and i.host_id = ${hostId} and ${OUTSIDE_OUTAGE}`,
  );
}

/** The minutes of one instance not charged yet, up to `endMinute` (a run that ended, or owed ones). */
export function dueRunMinutes(instanceId: number, endMinute: number): SQL {
  return minuteCharges(sql`${endMinute}::integer`, sql`i.id = ${instanceId}`);
}

/**
 * The minutes owed (up to owed_to_minute) by the pay-as-you-go instances `where` selects (SQL over
 * `i`): an arrears stop's, or a stop's whose payer could not pay. The tick charges them before it
 * releases an instance at the end of its disk retention.
 */
export function owedMinutes(where: SQL): SQL {
  return minuteCharges(sql`i.owed_to_minute`, where);
}
