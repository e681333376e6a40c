import { type Fen, fenToYuan } from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import { refused } from '../../../core/errors';
import type { StoredNote } from '../../../core/messaging/system-text';
import { addPaidIn, takeBackPaidIn } from '../earnings.repository';
import {
  addAccumulatedTopUp,
  applyLedgerEntry,
  takeBackAccumulatedTopUp,
} from '../money-movements.repository';
import { lockWallet } from '../wallet.repository';

/** The balance side of refunding a paid top-up (issue 19), and of the gateway refusing it. */

/** Why a top-up refund may not take its amount: the balance holds less. */
export function overBalanceReason(balanceFen: Fen): string {
  return `amount: more than the balance holds (${fenToYuan(Math.max(0, balanceFen)).toFixed(2)}); money already spent is not refunded`;
}

/** What a top-up refund's ledger rows name: the order refunded, and why. */
export interface TopUpRefundReference {
  outTradeNo: string;
  note: StoredNote;
  now: Date;
}

/**
 * Money of a paid top-up going back to its payer (issue 19): the balance debit (ledger kind
 * `top_up_refund`) under the wallet's row lock, refused beyond what the balance holds (money
 * already spent, or the credit line, is never refunded). The amount no longer counts towards
 * membership, nor as a referred customer's paid-in money. Answers the balance before and after.
 */
export async function takeForTopUpRefund(
  tx: Db,
  userId: number,
  amountFen: Fen,
  reference: TopUpRefundReference,
): Promise<{ beforeFen: Fen; afterFen: Fen }> {
  const wallet = await lockWallet(tx, userId);
  if (amountFen > wallet.money) throw refused(overBalanceReason(wallet.money));
  const moved = await applyLedgerEntry(tx, {
    userId,
    pocket: 'balance',
    kind: 'top_up_refund',
    amount: -amountFen,
    refType: 'top_up_order',
    refId: reference.outTradeNo,
    note: reference.note,
    now: reference.now,
  });
  await takeBackAccumulatedTopUp(tx, userId, amountFen);
  await takeBackPaidIn(tx, userId, amountFen);
  return { beforeFen: wallet.money, afterFen: moved.balanceAfter };
}

/**
 * A top-up refund the gateway refused: its amount back to the balance (a `top_up_refund` ledger
 * row with a positive amount), counting again towards membership and as paid in.
 */
export async function returnTopUpRefund(
  tx: Db,
  userId: number,
  amountFen: Fen,
  reference: TopUpRefundReference,
): Promise<{ afterFen: Fen }> {
  await lockWallet(tx, userId);
  const moved = await applyLedgerEntry(tx, {
    userId,
    pocket: 'balance',
    kind: 'top_up_refund',
    amount: amountFen,
    refType: 'top_up_order',
    refId: reference.outTradeNo,
    note: reference.note,
    now: reference.now,
  });
  await addAccumulatedTopUp(tx, userId, amountFen);
  await addPaidIn(tx, userId, amountFen);
  return { afterFen: moved.balanceAfter };
}
