import { BILLING_HOUR_MS as HOUR_MS } from './billing-hours';
import type { Fen } from './money';

/** Prepaid time an instance holds: [startsAt, endsAt) is a whole number of hours bought for `amountFen`. */
export interface PaidPeriod {
  id: number;
  startsAtMs: number;
  endsAtMs: number;
  amountFen: Fen;
  /** The part of `amountFen` paid with compute vouchers. */
  vouchersFen: Fen;
}

export interface RefundPlan {
  hours: number;
  refundFen: Fen;
  toVouchersFen: Fen;
  toBalanceFen: Fen;
  /** The periods as they stand after the refund (only those that changed). */
  shortened: PaidPeriod[];
  /** The end of the prepaid time after the refund; null when there are no periods. */
  endsAtMs: number | null;
}

/**
 * What leaving a prepaid period gives back: every unused WHOLE hour, each at the price it was
 * bought for, back to the pocket it came from (vouchers stay vouchers: they are never cashed out).
 * The hour in progress is kept; each period's share rounds down to the fen, so a refund never
 * exceeds what was paid.
 */
export function planRefund(periods: readonly PaidPeriod[], nowMs: number): RefundPlan {
  let hours = 0;
  let refundFen = 0;
  let toVouchersFen = 0;
  const shortened: PaidPeriod[] = [];
  let endsAtMs: number | null = null;
  for (const period of periods) {
    const lengthHours = Math.round((period.endsAtMs - period.startsAtMs) / HOUR_MS);
    const unused = Math.floor((period.endsAtMs - Math.max(period.startsAtMs, nowMs)) / HOUR_MS);
    let after = period;
    if (unused > 0 && lengthHours > 0) {
      const back = Math.floor((period.amountFen * unused) / lengthHours);
      const backVouchers = Math.floor((period.vouchersFen * unused) / lengthHours);
      hours += unused;
      refundFen += back;
      toVouchersFen += backVouchers;
      after = {
        ...period,
        endsAtMs: period.endsAtMs - unused * HOUR_MS,
        amountFen: period.amountFen - back,
        vouchersFen: period.vouchersFen - backVouchers,
      };
      shortened.push(after);
    }
    endsAtMs = endsAtMs === null ? after.endsAtMs : Math.max(endsAtMs, after.endsAtMs);
  }
  return { hours, refundFen, toVouchersFen, toBalanceFen: refundFen - toVouchersFen, shortened, endsAtMs };
}
