import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { type SystemText, systemText } from '../../core/messaging/system-text';

/**
 * The writers of a sales partner's earnings (issue 15): commission on referred customers' ledger
 * rows, its reversal on refunds, machines' shares of billed hours, settlements and moves out of the
 * withdrawable pocket. Set-based statements; each writes the earning rows (unique by source, so
 * exactly once), the partners' pockets and one ledger row per partner and pocket it moved. Only
 * the files of money-movements/ call them (money-movements.boundary.test.ts enforces it), always after
 * the wallets concerned are locked: wallets first, then partners, the one lock order.
 */

/** Ledger row ids as one array parameter (`= any(...)`): a tick may name a hundred thousand. */
function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::integer[]`;
}

const SETTLED = systemText('ledger.settled', {});

/** Adds each partner's total of `earned` (rows of partner_user_id, amount_fen) to a pocket, with its ledger row. */
function creditPending(
  earned: SQL,
  ledger: { kind: string; ref: string; note: SystemText; now: string },
): SQL {
  return sql`totals as (
          select partner_user_id, sum(amount_fen)::bigint as total from ${earned}
          group by partner_user_id having sum(amount_fen) <> 0
        ),
        pocket as (
          update partners p set pending_fen = p.pending_fen + t.total
          from totals t where p.user_id = t.partner_user_id
          returning p.user_id, p.pending_fen, t.total
        )
        insert into wallet_ledger (user_id, pocket, kind, amount, balance_after, ref_type, ref_id, note_code, note_params, created_at)
        select user_id, 'earnings_pending', ${ledger.kind}, total, pending_fen, 'partner_earnings', ${ledger.ref},
               ${ledger.note.code}, ${JSON.stringify(ledger.note.params)}::jsonb, ${ledger.now}::timestamptz
        from pocket
        returning id`;
}

/**
 * Commission on balance debits (rent, renewal, upgrade, pay-as-you-go hours) of customers bound to
 * an approved partner. The base is the customer's own money in the debit (the part above zero, not
 * credit), at most what they have paid in by QR top-ups and not yet had commissioned (so coupon
 * top-ups and vouchers never earn); the commission is base × the partner's rate (its level's, set
 * when finance sets the level), rounded down to the fen (`shareOfFen` in packages/domain).
 */
export function accrueCommissions(tx: Db, ledgerIds: readonly number[], ref: string, now: string) {
  return executeRows<{ id: number }>(
    tx,
    sql`with src as (
          select l.user_id as customer, min(l.id) as ledger_id,
                 sum(least(-l.amount, greatest(l.balance_after - l.amount, 0::bigint)))::bigint as own
          from wallet_ledger l
          where l.id = any(${idArray(ledgerIds)}) and l.pocket = 'balance' and l.amount < 0
          group by l.user_id
        ),
        bound as (
          select s.ledger_id, s.customer, r.partner_user_id, least(s.own, r.paid_in_fen - r.base_fen) as base, p.rate_bp
          from src s
          join partner_referrals r on r.customer_user_id = s.customer and r.bound_until > ${now}::timestamptz
          join partners p on p.user_id = r.partner_user_id and p.status = 'approved'
          where least(s.own, r.paid_in_fen - r.base_fen) > 0
        ),
        earned as (
          insert into partner_earnings (partner_user_id, kind, source_ref, customer_user_id, base_fen, rate_bp, amount_fen, earned_at)
          select partner_user_id, 'commission', 'ledger:' || ledger_id, customer, base, rate_bp,
                 base * rate_bp / 10000, ${now}::timestamptz
          from bound
          on conflict do nothing
          returning partner_user_id, customer_user_id, base_fen, amount_fen
        ),
        referral as (
          update partner_referrals r set base_fen = r.base_fen + e.base_fen, commission_fen = r.commission_fen + e.amount_fen
          from earned e where r.customer_user_id = e.customer_user_id
        ),
        ${creditPending(sql`earned`, { kind: 'commission', ref, note: systemText('ledger.commission', {}), now })}`,
  );
}

/**
 * Refunds to the balance of a referred customer take back commission: the refunded amount comes
 * off the customer's commissioned spending (never below nothing), and the commission on it at the
 * customer's own average rate (all of it when all the spending goes), bound or not.
 */
export function reverseCommissions(tx: Db, ledgerIds: readonly number[], ref: string, now: string) {
  return executeRows<{ id: number }>(
    tx,
    sql`with src as (
          select l.user_id as customer, min(l.id) as ledger_id, sum(l.amount)::bigint as back
          from wallet_ledger l
          where l.id = any(${idArray(ledgerIds)}) and l.pocket = 'balance' and l.amount > 0
          group by l.user_id
        ),
        undo as (
          select s.ledger_id, s.customer, r.partner_user_id, least(s.back, r.base_fen) as base,
                 case when s.back >= r.base_fen then r.commission_fen
                      else s.back * r.commission_fen / r.base_fen end as amount
          from src s join partner_referrals r on r.customer_user_id = s.customer
          where r.base_fen > 0
        ),
        earned as (
          insert into partner_earnings (partner_user_id, kind, source_ref, customer_user_id, base_fen, rate_bp, amount_fen, earned_at)
          select partner_user_id, 'commission', 'ledger:' || ledger_id, customer, -base,
                 (amount * 10000 / base)::integer, -amount, ${now}::timestamptz
          from undo
          on conflict do nothing
          returning partner_user_id, customer_user_id, base_fen, amount_fen
        ),
        referral as (
          update partner_referrals r set base_fen = r.base_fen + e.base_fen, commission_fen = r.commission_fen + e.amount_fen
          from earned e where r.customer_user_id = e.customer_user_id
        ),
        ${creditPending(sql`earned`, { kind: 'commission_reversal', ref, note: systemText('ledger.commission_reversed', {}), now })}`,
  );
}

/**
 * Machine partners' shares of the pay-as-you-go minutes charged at `now` on their hosts: one
 * earning per charge (`minutes:<instance>:<first minute>`), share × what it billed, rounded down;
 * its GPU-hours are the range's whole hours (a charge of part of an hour counts none).
 */
export function accrueMachineIncome(tx: Db, now: string) {
  return executeRows<{ id: number }>(
    tx,
    sql`with src as (
          select c.instance_id, c.hour_index, c.from_minute, c.amount, c.gpu_mode,
                 case when c.gpu_mode = 'none' then 0 else i.gpu_count * div(c.to_minute - c.from_minute, 60)::integer end as gpu_count, h.id as host_id, h.partner_user_id, h.partner_share_bp
          from hosts h
          join instances i on i.host_id = h.id
          join instance_charges c on c.instance_id = i.id and c.charged_at = ${now}::timestamptz
          where h.partner_user_id is not null and h.partner_share_bp > 0 and c.amount > 0
        ),
        earned as (
          insert into partner_earnings (partner_user_id, kind, source_ref, host_id, instance_id, hour_index, base_fen, rate_bp, amount_fen, gpu_hours, earned_at)
          select partner_user_id, 'machine',
                 'minutes:' || instance_id || ':' || from_minute || case when gpu_mode = 'none' then ':none' else '' end,
                 host_id, instance_id,
                 hour_index, amount, partner_share_bp, amount * partner_share_bp / 10000, gpu_count, ${now}::timestamptz
          from src
          on conflict do nothing
          returning partner_user_id, amount_fen
        ),
        ${creditPending(sql`earned`, { kind: 'machine_income', ref: `tick:${now}`, note: systemText('ledger.machine_income', {}), now })}`,
  );
}

/** A referred customer's QR top-up adds to what may be commissioned (under the customer's wallet lock). */
export async function addPaidIn(tx: Db, customerUserId: number, amountFen: number): Promise<void> {
  await tx.execute(
    sql`update partner_referrals set paid_in_fen = paid_in_fen + ${amountFen} where customer_user_id = ${customerUserId}`,
  );
}

/**
 * A refunded top-up no longer counts as paid in (issue 19); never below the spending already
 * commissioned (which the paid-in money bounds).
 */
export async function takeBackPaidIn(tx: Db, customerUserId: number, amountFen: number): Promise<void> {
  await tx.execute(
    sql`update partner_referrals set paid_in_fen = greatest(base_fen, paid_in_fen - ${amountFen}) where customer_user_id = ${customerUserId}`,
  );
}

/**
 * Settles every unsettled earning earned before `cutoff`: per partner one settlement (unique by
 * `runKey`, so a run repeated settles nothing twice), the earnings claimed, the net moved from the
 * pending pocket to the withdrawable one with a ledger row on each side.
 */
export function settleEarnings(tx: Db, run: { cutoff: string; runKey: string; now: string }) {
  return executeRows<{ partner_user_id: number; amount_fen: number; earnings: number }>(
    tx,
    sql`with due as (
          select id, partner_user_id, kind, amount_fen from partner_earnings
          where settlement_id is null and earned_at < ${run.cutoff}::timestamptz
          for update
        ),
        sums as (
          select partner_user_id,
                 coalesce(sum(amount_fen) filter (where kind = 'commission'), 0)::bigint as commission,
                 coalesce(sum(amount_fen) filter (where kind = 'machine'), 0)::bigint as machine,
                 sum(amount_fen)::bigint as total, count(*)::integer as n
          from due group by partner_user_id
        ),
        settled as (
          insert into partner_settlements (partner_user_id, run_key, cutoff, commission_fen, machine_fen, amount_fen, earnings, settled_at)
          select partner_user_id, ${run.runKey}, ${run.cutoff}::timestamptz, commission, machine, total, n, ${run.now}::timestamptz
          from sums
          on conflict do nothing
          returning id, partner_user_id, amount_fen, earnings
        ),
        claimed as (
          update partner_earnings e set settlement_id = s.id
          from due d join settled s on s.partner_user_id = d.partner_user_id
          where e.id = d.id
        ),
        pockets as (
          update partners p set pending_fen = p.pending_fen - s.amount_fen, withdrawable_fen = p.withdrawable_fen + s.amount_fen
          from settled s where p.user_id = s.partner_user_id and s.amount_fen <> 0
          returning p.user_id, p.pending_fen, p.withdrawable_fen, s.amount_fen, s.id
        ),
        ledger as (
          insert into wallet_ledger (user_id, pocket, kind, amount, balance_after, ref_type, ref_id, note_code, note_params, created_at)
          select user_id, 'earnings_pending', 'settlement', -amount_fen, pending_fen, 'partner_settlement', id::text,
                 ${SETTLED.code}, '{}'::jsonb, ${run.now}::timestamptz from pockets
          union all
          select user_id, 'earnings', 'settlement', amount_fen, withdrawable_fen, 'partner_settlement', id::text,
                 ${SETTLED.code}, '{}'::jsonb, ${run.now}::timestamptz from pockets
        )
        select partner_user_id, amount_fen, earnings from settled`,
  );
}

/**
 * Moves money in or out of a partner's withdrawable pocket (a withdrawal, its return, a move to the
 * balance) with its ledger row; out only while the pocket holds it. Null when it does not.
 */
export async function moveWithdrawable(
  tx: Db,
  partnerUserId: number,
  move: { amountFen: number; kind: string; refType: string; refId: string; note: SystemText; now: Date },
): Promise<{ withdrawableFen: number } | null> {
  const [row] = await executeRows<{ withdrawable_fen: number }>(
    tx,
    sql`with pocket as (
          update partners set withdrawable_fen = withdrawable_fen + ${move.amountFen}
          where user_id = ${partnerUserId} and withdrawable_fen + ${move.amountFen} >= 0
          returning user_id, withdrawable_fen
        ),
        ledger as (
          insert into wallet_ledger (user_id, pocket, kind, amount, balance_after, ref_type, ref_id, note_code, note_params, created_at)
          select user_id, 'earnings', ${move.kind}, ${move.amountFen}, withdrawable_fen, ${move.refType}, ${move.refId},
                 ${move.note.code}, ${JSON.stringify(move.note.params)}::jsonb, ${move.now.toISOString()}::timestamptz
          from pocket
        )
        select withdrawable_fen from pocket`,
  );
  return row ? { withdrawableFen: Number(row.withdrawable_fen) } : null;
}

/** A new customer's binding to a partner, with nothing paid in or commissioned yet. */
export async function insertReferral(
  tx: Db,
  binding: { customerUserId: number; partnerUserId: number; boundAt: Date; boundUntil: Date },
): Promise<void> {
  await tx.execute(
    sql`insert into partner_referrals (customer_user_id, partner_user_id, bound_at, bound_until)
        values (${binding.customerUserId}, ${binding.partnerUserId}, ${binding.boundAt.toISOString()}::timestamptz,
                ${binding.boundUntil.toISOString()}::timestamptz)
        on conflict do nothing`,
  );
}

/**
 * A machine partner's share of an order for an instance on its host (a rental, including a
 * pay-as-you-go instance's first hour, or a renewal): share × the whole price (what the GPUs billed,
 * whatever pocket paid), once per order (`order:<no>`). `gpuHours` is what the order bought.
 */
export function accrueOrderMachineIncome(
  tx: Db,
  order: { orderNo: string; hostId: number; amountFen: number; gpuHours: number; now: string },
) {
  return executeRows<{ id: number }>(
    tx,
    sql`with earned as (
          insert into partner_earnings (partner_user_id, kind, source_ref, host_id, base_fen, rate_bp, amount_fen, gpu_hours, earned_at)
          select h.partner_user_id, 'machine', ${`order:${order.orderNo}`}, h.id, ${order.amountFen}::bigint,
                 h.partner_share_bp, ${order.amountFen}::bigint * h.partner_share_bp / 10000, ${order.gpuHours}::integer,
                 ${order.now}::timestamptz
          from hosts h
          where h.id = ${order.hostId} and h.partner_user_id is not null and h.partner_share_bp > 0
          on conflict do nothing
          returning partner_user_id, amount_fen
        ),
        ${creditPending(sql`earned`, { kind: 'machine_income', ref: `order:${order.orderNo}`, note: systemText('ledger.machine_income', {}), now: order.now })}`,
  );
}

/**
 * Money given back for an instance on a partner's host takes the partner's share of it back: the
 * whole earning of a refunded order, or share × the refunded amount of unused hours (never more
 * than the partner has earned on the host). `source` names the refund, once.
 */
export function reverseMachineIncome(
  tx: Db,
  refund: {
    source: string;
    hostId: number;
    orderNo?: string;
    amountFen: number;
    gpuHours: number;
    now: string;
  },
) {
  const share = refund.orderNo
    ? sql`coalesce((select e.amount_fen from partner_earnings e
                    where e.kind = 'machine' and e.source_ref = ${`order:${refund.orderNo}`} and e.partner_user_id = h.partner_user_id), 0)`
    : sql`${refund.amountFen}::bigint * h.partner_share_bp / 10000`;
  return executeRows<{ id: number }>(
    tx,
    sql`with undo as (
          select h.partner_user_id, h.id as host_id, h.partner_share_bp,
                 least(${share}, greatest(0::bigint, coalesce((select sum(e.amount_fen) from partner_earnings e
                   where e.kind = 'machine' and e.host_id = h.id and e.partner_user_id = h.partner_user_id), 0)))::bigint as amount
          from hosts h
          where h.id = ${refund.hostId} and h.partner_user_id is not null
        ),
        earned as (
          insert into partner_earnings (partner_user_id, kind, source_ref, host_id, base_fen, rate_bp, amount_fen, gpu_hours, earned_at)
          select partner_user_id, 'machine', ${refund.source}, host_id, -${refund.amountFen}::bigint, partner_share_bp,
                 -amount, ${refund.gpuHours}::integer, ${refund.now}::timestamptz
          from undo where amount > 0
          on conflict do nothing
          returning partner_user_id, amount_fen
        ),
        ${creditPending(sql`earned`, { kind: 'machine_income', ref: refund.source, note: systemText('ledger.machine_income_reversed', {}), now: refund.now })}`,
  );
}

/**
 * Locks the partner rows a movement may credit, in user id order, before any of them is written:
 * a payment can credit two partners (the customer's referrer and the host's owner) and the tick or a
 * settlement many, so taking them in one order keeps two movements from waiting on each other.
 */
export async function lockPartnersInOrder(tx: Db, partnerIds: SQL): Promise<void> {
  await tx.execute(
    sql`select user_id from partners where user_id in (${partnerIds}) order by user_id for update`,
  );
}

/** The partners a payment of `customerUserId` (for an instance on `hostId`) may credit. */
export function partnersOfPayment(customerUserId: number, hostId: number | null): SQL {
  const host =
    hostId === null
      ? sql``
      : sql` union select partner_user_id from hosts where id = ${hostId} and partner_user_id is not null`;
  return sql`select partner_user_id from partner_referrals where customer_user_id = ${customerUserId}${host}`;
}

/** The partners the tick's charges at `now` (ledger rows `ledgerIds`) may credit. */
export function partnersOfTick(ledgerIds: readonly number[], now: string): SQL {
  return sql`select r.partner_user_id from partner_referrals r
               where r.customer_user_id in (select user_id from wallet_ledger where id = any(${idArray(ledgerIds)}))
             union
             select h.partner_user_id from hosts h
               join instances i on i.host_id = h.id
               join instance_charges c on c.instance_id = i.id and c.charged_at = ${now}::timestamptz
             where h.partner_user_id is not null`;
}

/** The partners a settlement up to `cutoff` credits. */
export function partnersToSettle(cutoff: string): SQL {
  return sql`select partner_user_id from partner_earnings where settlement_id is null and earned_at < ${cutoff}::timestamptz`;
}
