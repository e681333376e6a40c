import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';

/**
 * Points for spending, set-based: called only by the wallet's money movements (money-movements/),
 * in the transaction that wrote the wallet ledger rows, after the wallets concerned were locked
 * (wallets first, then points accounts: the one lock order). The statements compute what
 * packages/domain points.ts states: points = floor(counted fen / 100), fractions carried.
 *
 * What counts: balance-pocket debits (the part above zero and the part on credit alike: credit is
 * balance below zero, repaid by top-ups that earn nothing) for compute and storage. Vouchers never
 * count; a reservation's deposit does not (it is held, and refunded on cancellation).
 */
export const POINTS_LEDGER_KINDS = ['rent', 'renew', 'upgrade', 'post_paid', 'storage'] as const;

const KINDS = sql.raw(POINTS_LEDGER_KINDS.map((kind) => `'${kind}'`).join(', '));

function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::integer[]`;
}

/**
 * Counts the balance debits among `ledgerIds` (one points row per payer, keyed by its first ledger
 * row, so a statement repeated by mistake fails on the unique key instead of counting twice).
 */
export function accrueSpendingPoints(tx: Db, ledgerIds: readonly number[], now: string) {
  return executeRows<{ id: number }>(
    tx,
    sql`with src as (
          select l.user_id, min(l.id) as ledger_id, sum(-l.amount)::bigint as fen
          from wallet_ledger l
          where l.id = any(${idArray(ledgerIds)}) and l.pocket = 'balance' and l.amount < 0 and l.kind in (${KINDS})
          group by l.user_id
        ),
        acct as (
          insert into points_accounts as a (user_id, balance, spent_fen)
          select user_id, fen / 100, fen from src
          on conflict (user_id) do update
            set spent_fen = a.spent_fen + excluded.spent_fen,
                balance = a.balance + (a.spent_fen + excluded.spent_fen) / 100 - a.spent_fen / 100
          returning a.user_id, a.balance, a.spent_fen
        )
        insert into points_ledger (user_id, kind, points, spent_fen, balance_after, source_ref, note_code, note_params, created_at)
        select a.user_id, 'spending', a.spent_fen / 100 - (a.spent_fen - s.fen) / 100, s.fen, a.balance,
               'ledger:' || s.ledger_id, 'points.spending', '{}'::jsonb, ${now}::timestamptz
        from acct a join src s on s.user_id = a.user_id
        returning id`,
  );
}

/**
 * A refund to the balance (ledger row `ledgerId`) takes its amount off the counted spending, never
 * below nothing and, for a refunded order, never more than that order's own counted debit (so a
 * refunded deposit takes nothing back). The points fall by the difference; the balance may go below
 * zero when they were redeemed already (then nothing can be redeemed until it is positive again).
 */
export function reverseSpendingPoints(tx: Db, ledgerId: number, refund: { orderNo?: string; now: string }) {
  const cap = refund.orderNo
    ? sql`(select coalesce(sum(-o.amount), 0)::bigint from wallet_ledger o
           where o.ref_type = 'order' and o.ref_id = ${refund.orderNo} and o.pocket = 'balance'
             and o.amount < 0 and o.kind in (${KINDS}))`
    : sql`l.amount`;
  return executeRows<{ id: number }>(
    tx,
    sql`with src as (
          select l.user_id, l.id as ledger_id, least(l.amount, ${cap}, a.spent_fen)::bigint as back
          from wallet_ledger l join points_accounts a on a.user_id = l.user_id
          where l.id = ${ledgerId} and l.pocket = 'balance' and l.amount > 0
        ),
        acct as (
          update points_accounts a
            set spent_fen = a.spent_fen - s.back,
                balance = a.balance + (a.spent_fen - s.back) / 100 - a.spent_fen / 100
          from src s where a.user_id = s.user_id and s.back > 0
          returning a.user_id, a.balance, a.spent_fen
        )
        insert into points_ledger (user_id, kind, points, spent_fen, balance_after, source_ref, note_code, note_params, created_at)
        select a.user_id, 'spending_reversal', a.spent_fen / 100 - (a.spent_fen + s.back) / 100, -s.back, a.balance,
               'ledger:' || s.ledger_id, 'points.spending_reversal', '{}'::jsonb, ${refund.now}::timestamptz
        from acct a join src s on s.user_id = a.user_id
        returning id`,
  );
}
