import { minutesChargeFen, type StorageKind } from '@gpucloud/domain';
import { and, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { type SystemText, systemText } from '../../core/messaging/system-text';
import { storageCharges } from '../../db/schema/disks/disks.table';
import { instanceCharges, instances } from '../../db/schema/instances/instances.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';

/**
 * What the billing tick charges by one statement shape: pay-as-you-go hours and storage days. The
 * due rows carry the charge table's key columns, user_id, sub_account_id and amount; the charge
 * table's primary key (those columns) makes each charge exactly-once.
 */
interface UsageCharges {
  table: 'instance_charges' | 'storage_charges';
  keys: readonly string[];
  /** Further columns of the due rows the charge rows keep. */
  carried: readonly string[];
  /** Minute charges move their instance's charged_to_minute from the range's start to its end. */
  advancesInstances: boolean;
  kind: 'post_paid' | 'storage';
  /** A text without parameters: the statement writes its code. */
  note: SystemText<'ledger.post_paid_hours' | 'ledger.storage_days'>;
}

/**
 * Pay-as-you-go minutes (issue 44): a charge is keyed by its instance, the first minute of its
 * range and the mode it ran in; its instance's charged_to_minute moves from the range's start to
 * its end by a guarded update, so a range is charged once and the next starts where it ended.
 */
const HOURS: UsageCharges = {
  table: 'instance_charges',
  keys: ['instance_id', 'from_minute', 'gpu_mode'],
  carried: ['to_minute', 'hour_index'],
  advancesInstances: true,
  kind: 'post_paid',
  note: systemText('ledger.post_paid_hours', {}),
};

const STORAGE_DAYS: UsageCharges = {
  table: 'storage_charges',
  keys: ['subject_kind', 'subject_id', 'day_index'],
  carried: [],
  advancesInstances: false,
  kind: 'storage',
  note: systemText('ledger.storage_days', {}),
};

type ChargedRow = { id: number; user_id: number; pocket: string };

/**
 * Charges, in one statement, the pay-as-you-go hours `due` lists (columns instance_id, hour_index,
 * gpu_mode, user_id, sub_account_id, amount): exactly once per instance and hour by the charge rows' primary
 * key. Per payer it is all or nothing, as one order would be: a sub-account's hours only within
 * what is left of its limit, then an owner's hours only if vouchers, balance and credit cover them
 * all (a deleted sub-account's instances are the owner's own). The total is split as the domain's
 * splitPayment splits an order (billing-tick.parity.test.ts holds the two together). Wallets, then
 * sub-accounts, are locked first, the order every service locks them in, and every decision reads
 * the locked rows.
 */
export function chargeHours(tx: Db, due: SQL, now: string, ref: string) {
  return executeRows<ChargedRow>(tx, chargeHoursSql(due, now, ref));
}

/**
 * Charges the storage days `due` lists (columns subject_kind, subject_id, day_index, user_id,
 * sub_account_id, amount) as chargeHours charges hours: the same statement, keyed by
 * storage_charges' (subject, day).
 */
export function chargeStorage(tx: Db, due: SQL, now: string, ref: string) {
  return executeRows<ChargedRow>(tx, chargeUsageSql(STORAGE_DAYS, due, now, ref));
}

/** The statement of chargeHours, apart so that a bench can EXPLAIN it. */
export function chargeHoursSql(due: SQL, now: string, ref: string): SQL {
  return chargeUsageSql(HOURS, due, now, ref);
}

/** The one statement shape of chargeHours and chargeStorage (identifiers are constants above). */
function chargeUsageSql(usage: UsageCharges, due: SQL, now: string, ref: string): SQL {
  const table = sql.raw(usage.table);
  const on = (left: string, right: string) =>
    sql.raw(usage.keys.map((key) => `${left}.${key} = ${right}.${key}`).join(' and '));
  const columns = [...usage.keys, ...usage.carried];
  const keys = sql.raw(columns.join(', '));
  const columnsOf = (alias: string) => sql.raw(columns.map((key) => `${alias}.${key}`).join(', '));
  const advance = usage.advancesInstances
    ? sql`advanced as (
          update instances i set charged_to_minute = x.to_minute
          from ins x where i.id = x.instance_id and i.charged_to_minute = x.from_minute
        ),`
    : sql``;
  return sql`with due as (${due}),
        fresh as (
          select ${columnsOf('d')}, d.user_id, d.amount, live.id as sub_account_id
          from due d
          left join sub_accounts live on live.id = d.sub_account_id and live.deleted_at is null
          where not exists (select 1 from ${table} c where ${on('c', 'd')})
        ),
        locked_wallets as (
          select user_id, money, power_money, credit_quota, voucher_first from wallets
          where user_id in (select user_id from fresh)
          for update
        ),
        locked_subs as (
          select s.id, s.money_limit, s.money_used
          from sub_accounts s join locked_wallets lw on lw.user_id = s.main_user_id
          where s.id in (select sub_account_id from fresh)
          for update of s
        ),
        within_limit as (
          select f.sub_account_id from fresh f join locked_subs s on s.id = f.sub_account_id
          group by f.sub_account_id, s.money_limit, s.money_used
          having greatest(0::bigint, s.money_limit - s.money_used) >= sum(f.amount)
        ),
        allowed as (
          select f.* from fresh f
          where f.sub_account_id is null or f.sub_account_id in (select sub_account_id from within_limit)
        ),
        payable as (
          select a.user_id from allowed a join locked_wallets w on w.user_id = a.user_id
          group by a.user_id, w.power_money, w.money, w.credit_quota
          having w.power_money + greatest(w.money, 0::bigint)
                 + greatest(0::bigint, w.credit_quota + least(w.money, 0::bigint)) >= sum(a.amount)
        ),
        ins as (
          insert into ${table} (${keys}, user_id, amount, charged_at)
          select ${columnsOf('a')}, a.user_id, a.amount, ${now}::timestamptz
          from allowed a join payable p on p.user_id = a.user_id
          on conflict do nothing
          returning ${keys}, user_id, amount
        ),
        ${advance}
        spent as (
          select a.sub_account_id, sum(i.amount)::bigint as total
          from ins i join allowed a on ${on('a', 'i')}
          where a.sub_account_id is not null
          group by a.sub_account_id
        ),
        spend as (
          update sub_accounts s set money_used = s.money_used + sp.total
          from spent sp where s.id = sp.sub_account_id
        ),
        totals as (select user_id, sum(amount)::bigint as total from ins group by user_id),
        split as (
          select t.user_id, t.total,
                 case when w.voucher_first then least(w.power_money, t.total)
                      else least(w.power_money, greatest(0::bigint, t.total - greatest(w.money, 0::bigint))) end as from_vouchers
          from totals t join locked_wallets w on w.user_id = t.user_id
        ),
        upd as (
          update wallets w set power_money = w.power_money - s.from_vouchers, money = w.money - (s.total - s.from_vouchers)
          from split s where w.user_id = s.user_id
          returning w.user_id, w.money, w.power_money, s.from_vouchers, s.total
        )
        insert into wallet_ledger (user_id, pocket, kind, amount, balance_after, ref_type, ref_id, note_code, note_params, created_at)
        select user_id, 'vouchers', ${usage.kind}, -from_vouchers, power_money, 'billing_tick', ${ref},
               ${usage.note.code}, '{}'::jsonb, ${now}::timestamptz from upd where from_vouchers > 0
        union all
        select user_id, 'balance', ${usage.kind}, -(total - from_vouchers), money, 'billing_tick', ${ref},
               ${usage.note.code}, '{}'::jsonb, ${now}::timestamptz from upd where total - from_vouchers > 0
        returning id, user_id, pocket`;
}

/** Moves an instance's charged_to_minute forward to `toMinute` (never back). */
export async function advanceChargedTo(
  tx: Db,
  paid: { instanceId: number; toMinute: number },
): Promise<void> {
  await tx
    .update(instances)
    .set({ chargedToMinute: sql`greatest(${instances.chargedToMinute}, ${paid.toMinute})` })
    .where(eq(instances.id, paid.instanceId));
}

/**
 * Records what a storage subject's day was charged by an order (its first day, or the rest of a
 * day it grew), so the billing tick does not charge that day again; a second order the same day
 * adds to the day's amount.
 */
export async function insertPaidDay(
  tx: Db,
  day: {
    subjectKind: StorageKind;
    subjectId: number;
    dayIndex: number;
    userId: number;
    amount: number;
    now: Date;
  },
): Promise<void> {
  const { now, ...key } = day;
  await tx
    .insert(storageCharges)
    .values({ ...key, chargedAt: now })
    .onConflictDoUpdate({
      target: [storageCharges.subjectKind, storageCharges.subjectId, storageCharges.dayIndex],
      set: { amount: sql`${storageCharges.amount} + excluded.amount` },
    });
}

/**
 * Takes the charges of an instance's minutes from `fromMinute` on off the books and answers them
 * (minutes given back): charges that start there or later are deleted; one that started before and
 * runs past it keeps its minutes up to `fromMinute`, at the price the domain gives them at the
 * instance's rate for that mode (minutesChargeFen), and answers the rest. Its charged_to_minute
 * moves back to `fromMinute` at most. A second call finds nothing, so what it answers is given back once.
 */
export async function deleteChargesFrom(tx: Db, instanceId: number, fromMinute: number) {
  const gone = await tx
    .delete(instanceCharges)
    .where(and(eq(instanceCharges.instanceId, instanceId), gte(instanceCharges.fromMinute, fromMinute)))
    .returning({
      fromMinute: instanceCharges.fromMinute,
      toMinute: instanceCharges.toMinute,
      amount: instanceCharges.amount,
      chargedAt: instanceCharges.chargedAt,
    });
  const [owner] = await tx.select().from(instances).where(eq(instances.id, instanceId));
  const straddling = await tx
    .select()
    .from(instanceCharges)
    .where(
      and(
        eq(instanceCharges.instanceId, instanceId),
        lt(instanceCharges.fromMinute, fromMinute),
        gt(instanceCharges.toMinute, fromMinute),
      ),
    );
  for (const charge of straddling) {
    const rate =
      charge.gpuMode === 'none' ? (owner?.noGpuHourlyRate ?? owner?.hourlyRate) : owner?.hourlyRate;
    const kept = Math.min(charge.amount, minutesChargeFen(rate ?? 0, charge.fromMinute, fromMinute));
    await tx
      .update(instanceCharges)
      .set({ toMinute: fromMinute, amount: kept })
      .where(
        and(
          eq(instanceCharges.instanceId, instanceId),
          eq(instanceCharges.fromMinute, charge.fromMinute),
          eq(instanceCharges.gpuMode, charge.gpuMode),
        ),
      );
    gone.push({
      fromMinute,
      toMinute: charge.toMinute,
      amount: charge.amount - kept,
      chargedAt: charge.chargedAt,
    });
  }
  if (gone.length > 0)
    await tx
      .update(instances)
      .set({ chargedToMinute: sql`least(${instances.chargedToMinute}, ${fromMinute})` })
      .where(eq(instances.id, instanceId));
  return gone.filter((charge) => charge.amount > 0);
}

/**
 * What the billing ticks `refIds` took from a payer for pay-as-you-go hours, per tick: in all and
 * from vouchers (the rest came from the balance and credit). The ledger rows are never changed, so
 * the split of a tick reads the same however often it is asked.
 */
export async function hourTickPockets(tx: Db, userId: number, refIds: string[]) {
  if (refIds.length === 0) return [];
  return tx
    .select({
      refId: walletLedger.refId,
      totalFen: sql<number>`-sum(${walletLedger.amount})`.mapWith(Number),
      vouchersFen:
        sql<number>`-coalesce(sum(${walletLedger.amount}) filter (where ${walletLedger.pocket} = 'vouchers'), 0)`.mapWith(
          Number,
        ),
    })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.userId, userId),
        eq(walletLedger.kind, 'post_paid'),
        eq(walletLedger.refType, 'billing_tick'),
        inArray(walletLedger.refId, refIds),
      ),
    )
    .groupBy(walletLedger.refId);
}
