import { BILLABLE_STATES } from '@gpucloud/domain';
import { type SQL, sql } from 'drizzle-orm';
import { sqlList } from './sql-list';

/**
 * The burn of main accounts (issue 44): per account, the hourly prices of its running
 * pay-as-you-go instances, each at the rate of the mode it runs in (the domain's hourlyPriceFen,
 * the rate the billing tick's dueHours charges), and how many there are. `onlyUser` narrows it to
 * one account. Columns: user_id, burn_fen (bigint), running (integer).
 */
export function burnPerAccountSql(onlyUser?: number): SQL {
  const one = onlyUser === undefined ? sql`` : sql` and i.user_id = ${onlyUser}`;
  return sql`select i.user_id,
                    sum(case when i.gpu_mode = 'none' then coalesce(i.no_gpu_hourly_rate, i.hourly_rate)
                             else i.hourly_rate end)::bigint as burn_fen,
                    count(*)::integer as running
             from instances i
             where i.status in ${sqlList(BILLABLE_STATES)} and i.billing_mode = 'post_paid'${one}
             group by i.user_id`;
}

/** What a wallet can spend (the domain's spendableFen): balance + vouchers + credit quota, never below 0. */
export function spendableSql(wallet: string): SQL {
  const w = sql.raw(wallet);
  return sql`greatest(0::bigint, ${w}.money + ${w}.power_money + ${w}.credit_quota)`;
}
