/**
 * Rules of the sales-partner programme (issue 15) that both sides read: shares rounded down to the
 * fen, how long a referral binds, and when the monthly settlement is due. The platform's calendar
 * is China time (UTC+8, no daylight saving).
 */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A share of an amount in basis points, rounded down to the fen: what a commission (rate × the
 * customer's own money) and a machine's income (share × what it billed) come to. The SQL of the
 * earnings statements computes the same `amount * bp / 10000` in integers.
 */
export function shareOfFen(amountFen: number, basisPoints: number): number {
  return Math.floor((amountFen * basisPoints) / 10_000);
}

/** The first instant of the China month `instant` falls in. */
export function chinaMonthStart(instant: Date): Date {
  const china = new Date(instant.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), 1) - CHINA_OFFSET_MS);
}

/** `YYYY-MM` of the China month `instant` falls in. */
export function chinaMonthOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 7);
}

/** `months` calendar months after `from` (China time), the day kept or the month's last. */
export function addChinaMonths(from: Date, months: number): Date {
  const china = new Date(from.getTime() + CHINA_OFFSET_MS);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(china.getUTCDate(), lastDay);
  const moved = Date.UTC(year, month, day, china.getUTCHours(), china.getUTCMinutes(), china.getUTCSeconds());
  return new Date(moved - CHINA_OFFSET_MS + china.getUTCMilliseconds());
}

/**
 * The monthly settlement: once the refund window has passed after a month ended, every earning
 * before that month's end settles. Answers the run (its key names the month settled) when it is
 * due at `now`, else null; the run is once per partner and month however often it is asked.
 */
export function monthlySettlement(
  now: Date,
  refundWindowDays: number,
): { runKey: string; cutoff: Date } | null {
  const cutoff = chinaMonthStart(now);
  if (now.getTime() < cutoff.getTime() + refundWindowDays * DAY_MS) return null;
  return { runKey: `month:${chinaMonthOf(new Date(cutoff.getTime() - 1))}`, cutoff };
}

/** When the next monthly settlement runs after `now`. */
export function nextMonthlySettlement(now: Date, refundWindowDays: number): Date {
  const thisMonth = chinaMonthStart(now).getTime() + refundWindowDays * DAY_MS;
  if (now.getTime() < thisMonth) return new Date(thisMonth);
  return new Date(
    chinaMonthStart(addChinaMonths(chinaMonthStart(now), 1)).getTime() + refundWindowDays * DAY_MS,
  );
}

/** What a finance-run settlement settles: every earning older than the refund window. */
export function earlySettlementCutoff(now: Date, refundWindowDays: number): Date {
  return new Date(now.getTime() - refundWindowDays * DAY_MS);
}
