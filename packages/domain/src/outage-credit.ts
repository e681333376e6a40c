import { BILLING_MINUTE_MS, minuteIndexAt, runEndMinute } from './billing-minutes';
import type { Fen } from './money';
import type { PaidPeriod } from './prepaid-refund';

/**
 * Credit for host outages (issue 44, point 5). An outage runs from the moment a host is marked
 * down by fleet staff, or from the moment its engine stopped answering the reconciler, to the
 * moment it is back.
 *
 * - Flaps: a host that goes down again within `mergeMinutes` of coming back reopens the same
 *   outage (`reopensOutage`), so down/up/down/up within that window is one outage from the first
 *   down to the last up. An outage is credited only once it has stayed closed for `mergeMinutes`,
 *   and each affected instance once per outage; later outages cover later, disjoint time.
 * - Prepaid (day/week/month): the prepaid time lost is the overlap of the outage with the
 *   instance's paid periods, rounded up to the whole minute per period; it is credited as compute
 *   vouchers at the price the period was bought for, per minute, times `creditPercent` / 100,
 *   rounded down to the fen and never more than that share of what the period cost
 *   (`outageCreditFen`). Nothing is credited for an outage shorter than `minimumMinutes`.
 * - Pay-as-you-go: the minutes of the outage are not charged (`outageFreeMinutes`), whatever its
 *   length: the minute it started in is charged (it ran in it), the minutes after it up to the one
 *   in progress when the host came back are not.
 */
export interface OutageCreditRule {
  /** Percent of the lost prepaid time's price credited (100: the price itself). */
  creditPercent: number;
  /** Outages shorter than this (in minutes) credit no vouchers. */
  minimumMinutes: number;
  /** A host down again within this many minutes of coming back continues the same outage. */
  mergeMinutes: number;
}

export const DEFAULT_OUTAGE_CREDIT_RULE: OutageCreditRule = {
  creditPercent: 100,
  minimumMinutes: 5,
  mergeMinutes: 10,
};

/** The length of [startMs, endMs) in minutes, rounded up (0 when empty). */
export function outageMinutes(startMs: number, endMs: number): number {
  return Math.max(0, Math.ceil((endMs - startMs) / BILLING_MINUTE_MS));
}

/** Whether a host going down at `downMs` continues the outage that ended at `endedMs`. */
export function reopensOutage(endedMs: number, downMs: number, rule: Pick<OutageCreditRule, 'mergeMinutes'>) {
  return downMs >= endedMs && downMs - endedMs < rule.mergeMinutes * BILLING_MINUTE_MS;
}

/** Whether an outage closed at `endedMs` is past its merge window at `nowMs` (it can be credited). */
export function outageSettles(endedMs: number, nowMs: number, rule: Pick<OutageCreditRule, 'mergeMinutes'>) {
  return nowMs - endedMs >= rule.mergeMinutes * BILLING_MINUTE_MS;
}

export interface OutageCredit {
  /** Prepaid minutes the outage took, over every paid period it overlaps. */
  lostMinutes: number;
  creditFen: Fen;
}

/** What a prepaid instance holding `periods` is credited for the outage [startMs, endMs). */
export function outageCreditFen(
  periods: readonly Pick<PaidPeriod, 'startsAtMs' | 'endsAtMs' | 'amountFen'>[],
  outage: { startMs: number; endMs: number },
  rule: OutageCreditRule,
): OutageCredit {
  if (!Number.isSafeInteger(rule.creditPercent) || rule.creditPercent < 0)
    throw new RangeError('credit percent must be a whole number');
  let lostMinutes = 0;
  let creditFen = 0;
  for (const period of periods) {
    const periodMinutes = Math.round((period.endsAtMs - period.startsAtMs) / BILLING_MINUTE_MS);
    const lost = outageMinutes(
      Math.max(period.startsAtMs, outage.startMs),
      Math.min(period.endsAtMs, outage.endMs),
    );
    if (lost === 0 || periodMinutes <= 0) continue;
    const minutes = Math.min(lost, periodMinutes);
    lostMinutes += minutes;
    creditFen += Math.floor((period.amountFen * minutes * rule.creditPercent) / (periodMinutes * 100));
  }
  if (outageMinutes(outage.startMs, outage.endMs) < rule.minimumMinutes) return { lostMinutes, creditFen: 0 };
  return { lostMinutes, creditFen };
}

/**
 * The minutes of a pay-as-you-go life [fromMinute, toMinute) an outage [startMs, endMs) leaves
 * uncharged: after the minute it started in, up to the minute in progress when it ended.
 */
export function outageFreeMinutes(
  createdAtMs: number,
  outage: { startMs: number; endMs: number },
): { fromMinute: number; toMinute: number } {
  const fromMinute = runEndMinute(createdAtMs, outage.startMs);
  return { fromMinute, toMinute: Math.max(fromMinute, minuteIndexAt(createdAtMs, outage.endMs)) };
}
