import type { Fen } from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import type { SystemText } from '../../../core/messaging/system-text';
import { applyLedgerEntry, insertOrder } from '../money-movements.repository';

/**
 * Buys compute vouchers with balance (only real balance: no one goes into debt for vouchers): the
 * purchase order and both pockets' ledger rows, under the lock `lockPayer` took.
 */
export async function exchangeForVouchers(
  tx: Db,
  userId: number,
  exchange: { priceFen: Fen; faceFen: Fen },
  reference: { orderNo: string; title: SystemText; now: Date },
) {
  const { orderNo, title, now } = reference;
  await insertOrder(tx, {
    orderNo,
    userId,
    kind: 'voucher_pack',
    title,
    amount: exchange.priceFen,
    paidBalance: exchange.priceFen,
    createdAt: now,
    paidAt: now,
  });
  const ledger = {
    userId,
    refType: 'order',
    refId: orderNo,
    note: title,
    kind: 'voucher_purchase' as const,
    now,
  };
  const money = await applyLedgerEntry(tx, { ...ledger, pocket: 'balance', amount: -exchange.priceFen });
  const vouchers = await applyLedgerEntry(tx, { ...ledger, pocket: 'vouchers', amount: exchange.faceFen });
  return { moneyFen: money.balanceAfter, vouchersFen: vouchers.balanceAfter };
}
