import { sql } from 'drizzle-orm';
import { executeRows } from '../core/db';
import type { AppDeps } from '../core/deps';
import {
  expirePrepaid,
  noticeExpiringSoon,
  releaseRetained,
  stillStopping,
  stopForArrears,
} from './billing-tick.statements';

/**
 * The billing tick (SPEC §9, issue 5): a few set-based statements in one transaction.
 * 0. Prepaid instances ending within 24 h are told so, once; shut-down instances past their disk
 *    retention are released (GPUs back to the host, owner told).
 * 1. Prepaid instances past their period expire (GPUs back to the host, disk kept, owner told).
 * 2. Every running pay-as-you-go instance whose next hour has started is charged that hour, if its
 *    owner's vouchers, balance and credit cover all of that owner's due hours; the charge rows'
 *    primary key (instance, hour) makes it exactly-once.
 * 3. Instances whose hour could not be paid stop for arrears.
 * Ticks are serialised across processes by an advisory lock; a re-run finds nothing due.
 */
export async function runBillingTick(
  deps: AppDeps,
): Promise<{ noticed: number; expired: number; released: number; ledgerRows: number; arrears: number }> {
  const now = deps.clock.now();
  const nowText = now.toISOString();
  const tickRef = `tick:${nowText}`;
  const retentionDays = deps.config.compute.diskRetentionDays;
  const { expiredMachines, toDelete, charged } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing-tick'))`);

    const noticed = await noticeExpiringSoon(tx, nowText);
    const expired = await expirePrepaid(tx, nowText, retentionDays);
    const released = await releaseRetained(tx, nowText, retentionDays);

    const chargedRows = await executeRows<{ user_id: number }>(
      tx,
      sql`with due as (
            select i.id as instance_id, i.user_id, i.hourly_rate as amount,
                   floor(extract(epoch from (${nowText}::timestamptz - i.created_at)) / 3600)::integer as hour_index
            from instances i
            where i.status = 'running' and i.billing_mode = 'post_paid'
              and i.created_at <= ${nowText}::timestamptz - interval '1 hour'
          ),
          fresh as (
            select d.* from due d
            where not exists (select 1 from instance_charges c where c.instance_id = d.instance_id and c.hour_index = d.hour_index)
          ),
          payable as (
            select f.user_id from fresh f join wallets w on w.user_id = f.user_id
            group by f.user_id, w.power_money, w.money, w.credit_quota
            having w.power_money + w.money + w.credit_quota >= sum(f.amount)
          ),
          ins as (
            insert into instance_charges (instance_id, hour_index, user_id, amount, charged_at)
            select f.instance_id, f.hour_index, f.user_id, f.amount, ${nowText}::timestamptz
            from fresh f join payable p on p.user_id = f.user_id
            on conflict do nothing
            returning user_id, amount
          ),
          totals as (select user_id, sum(amount)::bigint as total from ins group by user_id),
          split as (
            select t.user_id, t.total,
                   case when w.voucher_first then least(w.power_money, t.total)
                        else least(w.power_money, greatest(0::bigint, t.total - greatest(w.money, 0::bigint))) end as from_vouchers
            from totals t join wallets w on w.user_id = t.user_id
          ),
          upd as (
            update wallets w set power_money = w.power_money - s.from_vouchers, money = w.money - (s.total - s.from_vouchers)
            from split s where w.user_id = s.user_id
            returning w.user_id, w.money, w.power_money, s.from_vouchers, s.total
          )
          insert into wallet_ledger (user_id, pocket, kind, amount, balance_after, ref_type, ref_id, note, created_at)
          select user_id, 'vouchers', 'post_paid', -from_vouchers, power_money, 'billing_tick', ${tickRef},
                 'pay-as-you-go hours', ${nowText}::timestamptz from upd where from_vouchers > 0
          union all
          select user_id, 'balance', 'post_paid', -(total - from_vouchers), money, 'billing_tick', ${tickRef},
                 'pay-as-you-go hours', ${nowText}::timestamptz from upd where total - from_vouchers > 0
          returning user_id`,
    );

    const arrears = await stopForArrears(tx, nowText);
    return {
      expiredMachines: expired,
      toDelete: released,
      charged: {
        noticed: noticed.length,
        expired: expired.length,
        released: released.length,
        ledgerRows: chargedRows.length,
        arrears: arrears.length,
      },
    };
  });
  // Machines are told after the books are closed. Arrears stops, and any earlier stop the provider
  // has not confirmed yet, are the instances still `stopping`: their stop is sent (again).
  const toStop = [...expiredMachines, ...(await stillStopping(deps.db))];
  await tellMachines(deps, toStop, (ref) => deps.compute.stop(ref), 'could not stop an instance');
  await tellMachines(
    deps,
    toDelete,
    (ref) => deps.compute.delete(ref),
    'could not delete a released instance',
  );
  return charged;
}

async function tellMachines(
  deps: AppDeps,
  rows: Array<{ id: number; provider_ref: string | null }>,
  call: (ref: string) => Promise<void>,
  failure: string,
): Promise<void> {
  for (const row of rows) {
    if (!row.provider_ref) continue;
    try {
      await call(row.provider_ref);
    } catch (error) {
      deps.log.error({ err: error, instanceId: row.id }, failure);
    }
  }
}
