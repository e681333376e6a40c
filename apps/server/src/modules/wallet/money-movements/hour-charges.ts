import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../../core/db';
import { dueRunMinutes } from '../../../db/billing-minutes.sql';
import {
  accrueCommissions,
  accrueMachineIncome,
  lockPartnersInOrder,
  partnersOfTick,
} from '../earnings.repository';
import { advanceChargedTo, chargeHours } from '../hour-charges.repository';
import { accrueSpendingPoints } from '../points-accrual.repository';

/** Pay-as-you-go hours: the billing tick charges them; a prepaid period's last hour is marked paid. */

/**
 * The billing tick's step: charges every due pay-as-you-go hour `due` selects, set-based (see
 * chargeHours). Answers one row per ledger row written.
 */
export async function chargeDueHours(tx: Db, due: SQL, now: Date) {
  const nowText = now.toISOString();
  const ref = `tick:${nowText}`;
  const rows = await chargeHours(tx, due, nowText, ref);
  // The partners' earnings on these hours, in the same transaction (issue 15): commission on what
  // referred customers' balances paid, and machine partners' shares of the hours their hosts billed.
  const balanceRows = rows.filter((row) => row.pocket === 'balance').map((row) => row.id);
  await lockPartnersInOrder(tx, partnersOfTick(balanceRows, nowText));
  if (balanceRows.length > 0) await accrueCommissions(tx, balanceRows, ref, nowText);
  await accrueMachineIncome(tx, nowText);
  // Points for the hours paid from balances (issue 18), set-based, under the wallets' locks.
  if (balanceRows.length > 0) await accrueSpendingPoints(tx, balanceRows, nowText);
  return rows;
}

/**
 * Charges one pay-as-you-go instance its minutes not charged yet, up to `endMinute` of its life
 * (a run that ended: stop, failure, a machine lost; or minutes owed), as the tick charges: keyed
 * (instance, first minute), all or nothing for the payer. Minutes its payer cannot pay stay owed
 * (owed_to_minute), never lost. Answers whether the minutes are paid (nothing was due, or they were
 * charged now).
 */
export async function chargeRunMinutes(
  tx: Db,
  run: { instanceId: number; endMinute: number; now: Date },
): Promise<boolean> {
  await chargeDueHours(tx, dueRunMinutes(run.instanceId, run.endMinute), run.now);
  const [left] = await executeRows<{ owed: boolean }>(
    tx,
    sql`update instances set owed_to_minute = greatest(owed_to_minute, ${run.endMinute}::integer)
        where id = ${run.instanceId}
        returning charged_to_minute < ${run.endMinute}::integer as owed`,
  );
  return left?.owed !== true;
}

/**
 * Counts the minutes of a life up to `toMinute` as paid without charging them (a prepaid period's
 * minute in progress when the instance turns pay-as-you-go), so no charge takes them again.
 */
export function markMinutesPaid(tx: Db, paid: { instanceId: number; toMinute: number }): Promise<void> {
  return advanceChargedTo(tx, paid);
}
