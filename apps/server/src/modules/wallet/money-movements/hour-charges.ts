import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db';
import {
  accrueCommissions,
  accrueMachineIncome,
  lockPartnersInOrder,
  partnersOfTick,
} from '../earnings.repository';
import { chargeHours, insertPaidHour } from '../hour-charges.repository';
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
 * Counts an hour as paid without charging it (a prepaid period's hour in progress when the
 * instance turns pay-as-you-go), so the tick does not charge it again.
 */
export function markHourPaid(
  tx: Db,
  hour: { instanceId: number; hourIndex: number; userId: number; now: Date },
): Promise<void> {
  return insertPaidHour(tx, hour);
}
