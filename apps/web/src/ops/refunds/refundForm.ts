import type { RefundableTopUp } from '@gpucloud/contracts';
import { formatFen, yuanToFen } from '@gpucloud/domain';

/**
 * What a refund of this top-up may take now, in fen: what is left of the order, and no more than
 * the balance holds (never below nothing). The server applies the same two limits.
 */
export function refundableNowFen(topUp: Pick<RefundableTopUp, 'Refundable'>, balanceYuan: number): number {
  return Math.max(0, Math.min(yuanToFen(topUp.Refundable), yuanToFen(balanceYuan)));
}

/** The refund dialog's amount to start with, as the yuan text the form sends ("69.45"). */
export function prefilledRefundAmount(
  topUp: Pick<RefundableTopUp, 'Refundable'>,
  balanceYuan: number,
): string {
  return formatFen(refundableNowFen(topUp, balanceYuan));
}

/** Why a top-up cannot be refunded now, or null when it can. */
export function notRefundableBecause(
  topUp: Pick<RefundableTopUp, 'Refundable'>,
  balanceYuan: number,
): 'nothingLeft' | 'noBalance' | null {
  if (yuanToFen(topUp.Refundable) <= 0) return 'nothingLeft';
  return refundableNowFen(topUp, balanceYuan) > 0 ? null : 'noBalance';
}
