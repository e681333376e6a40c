import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db';
import { chargeStorage, insertPaidDay } from '../hour-charges.repository';
import { accrueSpendingPoints } from '../points-accrual.repository';

/** Storage days (issue 17): the billing tick charges them; an order that pays a day marks it paid. */

/**
 * The billing tick's storage step (issue 17): charges every due storage day `due` selects,
 * set-based, by the same statement as the hours (see chargeStorage). Storage earns no partner
 * commission and no machine income: partners earn on compute. Answers one row per ledger row.
 */
export async function chargeStorageDays(tx: Db, due: SQL, now: Date) {
  const nowText = now.toISOString();
  const rows = await chargeStorage(tx, due, nowText, `tick:${nowText}`);
  // Storage paid from balances earns points (issue 18) as an order's storage does.
  const balanceRows = rows.filter((row) => row.pocket === 'balance').map((row) => row.id);
  if (balanceRows.length > 0) await accrueSpendingPoints(tx, balanceRows, nowText);
  return rows;
}

/**
 * Counts (part of) a storage subject's day as paid by an order just charged, so the tick does not
 * charge that day again.
 */
export function markDayPaid(tx: Db, day: Parameters<typeof insertPaidDay>[1]): Promise<void> {
  return insertPaidDay(tx, day);
}
