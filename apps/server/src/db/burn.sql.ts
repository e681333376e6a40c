import { BILLABLE_STATES } from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';
import { priceOfMinutesSql, RATE, runEndMinuteSql } from './billing-minutes.sql';
import { sqlList } from './sql-list';

/**
 * The burn of main accounts (issue 44): per account, the hourly prices of its running
 * pay-as-you-go instances, each at the rate of the mode it runs in (the rate the billing tick
 * charges), how many there are, and what their minutes run since their last charge cost at `now`
 * (charged in arrears at the next whole hour or stop: money already spent). `onlyUser` narrows it
 * to one account. Columns: user_id, burn_fen (bigint), running (integer), accrued_fen (bigint).
 */
export function burnPerAccountSql(now: Date, onlyUser?: number): SQL {
  const one = onlyUser === undefined ? sql`` : sql` and i.user_id = ${onlyUser}`;
  const ran = runEndMinuteSql(sql`i.created_at`, sql`${now.toISOString()}::timestamptz`);
  return sql`select i.user_id, sum(${RATE})::bigint as burn_fen, count(*)::integer as running,
                    sum(greatest(0::bigint, ${priceOfMinutesSql(RATE, ran)}
                                 - ${priceOfMinutesSql(RATE, sql`i.charged_to_minute`)}))::bigint as accrued_fen
             from instances i
             where i.status in ${sqlList(BILLABLE_STATES)} and i.billing_mode = 'post_paid'${one}
             group by i.user_id`;
}

/**
 * What a wallet can still spend (the domain's spendableFen): balance + vouchers + credit quota,
 * less the minutes its running instances have run but not yet been charged for (`burn`, the alias
 * of a burnPerAccountSql row joined beside it, or null where nothing runs), never below 0.
 */
export function spendableSql(wallet: string, burn: string): SQL {
  const w = sql.raw(wallet);
  const b = sql.raw(burn);
  return sql`greatest(0::bigint, ${w}.money + ${w}.power_money + ${w}.credit_quota - coalesce(${b}.accrued_fen, 0::bigint))`;
}
