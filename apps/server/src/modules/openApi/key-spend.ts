import { chinaMonthStart, fenToYuan, formatFen } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import { refused } from '../../core/errors';
import { findKeyById, insertSpend, lockKeyForSpend, spentSince } from './access-keys.repository';

function capReached(capFen: number, spentFen: number): string {
  return `the monthly spend cap of this access key is reached: ${formatFen(spentFen)} of ${formatFen(capFen)} yuan spent this month`;
}

/**
 * Counts an order placed with an access key toward its monthly spend cap, inside the order's own
 * transaction: the key's row is locked (after the payer's wallet, the one lock order), so two
 * orders at once are weighed one after the other and together never pass the cap.
 */
export async function recordKeySpend(
  tx: Db,
  keyId: number,
  order: { orderNo: string; amountFen: number; now: Date },
): Promise<void> {
  const key = await lockKeyForSpend(tx, keyId);
  if (!key) throw refused('access key not found');
  if (key.monthlySpendCap !== null) {
    const spent = (await spentSince(tx, [keyId], chinaMonthStart(order.now))).get(keyId) ?? 0;
    if (spent + order.amountFen > key.monthlySpendCap) throw refused(capReached(key.monthlySpendCap, spent));
  }
  await insertSpend(tx, { orderNo: order.orderNo, keyId, amount: order.amountFen, at: order.now });
}

/** Refuses what would start spending by the hour (a pay-as-you-go start) once the key's cap is spent. */
export async function assertKeyUnderCap(db: Db, keyId: number, now: Date): Promise<void> {
  const key = await findKeyById(db, keyId);
  if (!key || key.monthlySpendCap === null) return;
  const spent = (await spentSince(db, [keyId], chinaMonthStart(now))).get(keyId) ?? 0;
  if (spent >= key.monthlySpendCap) throw refused(capReached(key.monthlySpendCap, spent));
}

/** What the key spent this calendar month (China time), in yuan. */
export async function keySpentThisMonth(db: Db, keyId: number, now: Date): Promise<number> {
  return fenToYuan((await spentSince(db, [keyId], chinaMonthStart(now))).get(keyId) ?? 0);
}
