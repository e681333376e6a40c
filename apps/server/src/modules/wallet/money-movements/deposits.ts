import type { Fen } from '@gpucloud/domain';
import type { Db } from '../../../core/db';
import { addPaidIn } from '../earnings.repository';
import { addAccumulatedTopUp, applyLedgerEntry } from '../money-movements.repository';
import type { MoneyReference } from './references';

/**
 * Money coming in to one pocket: a QR top-up (which also counts towards membership), a coupon
 * top-up, or a grant.
 */
export async function deposit(
  tx: Db,
  userId: number,
  amountFen: Fen,
  reference: MoneyReference & { kind: 'top_up' | 'coupon_top_up' | 'grant' | 'voucher_grant' },
): Promise<{ balanceAfter: Fen }> {
  const pocket = reference.kind === 'voucher_grant' ? 'vouchers' : 'balance';
  const moved = await applyLedgerEntry(tx, { ...reference, userId, pocket, amount: amountFen });
  if (reference.kind === 'top_up') {
    await addAccumulatedTopUp(tx, userId, amountFen);
    await addPaidIn(tx, userId, amountFen);
  }
  return moved;
}
