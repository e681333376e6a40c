import { addFen, type Fen, yuanToFen } from '@gpucloud/domain';
import { formatDate } from '../format';

export interface DaySpend {
  /** A China day (UTC+8), YYYY-MM-DD. */
  day: string;
  /** Money spent that day from balance and compute vouchers together, as a positive amount. */
  fen: Fen;
}

/** The longest range the chart draws; longer ranges keep their last days. */
export const MAX_CHART_DAYS = 366;

/** The calendar fields of a chosen day (a date from `parseDay`) as YYYY-MM-DD, the key the chart uses. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Money out that was not spent: a top-up sent back to the account that paid it. */
const NOT_SPENT: ReadonlySet<string> = new Set(['top_up_refund']);

/**
 * Daily spend over [from, to] (both days included, China days like every date shown): the sum of the negative amounts of
 * both pockets per day, as positive fen. Money in (top-ups, refunds) does not offset spending, and
 * a top-up refunded to its payer is not spending. Every day of the range is there, spent or not,
 * so the chart's axis has no gaps.
 */
export function dailySpend(
  movements: readonly { Amount: number; CreateAt: string; Kind?: string }[],
  range: { from: Date; to: Date },
): DaySpend[] {
  const days = daysBetween(range.from, range.to);
  const totals = new Map<string, Fen>(days.map((day) => [day, 0]));
  for (const movement of movements) {
    const fen = yuanToFen(movement.Amount);
    if (fen >= 0 || (movement.Kind !== undefined && NOT_SPENT.has(movement.Kind))) continue;
    const day = formatDate(movement.CreateAt);
    const total = totals.get(day);
    if (total === undefined) continue;
    totals.set(day, addFen(total, -fen));
  }
  return days.map((day) => ({ day, fen: totals.get(day) ?? 0 }));
}

function daysBetween(from: Date, to: Date): string[] {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  const days: string[] = [];
  // Stepping by calendar date (not by 24 h) stays right across daylight-saving changes.
  for (
    const day = new Date(end);
    day >= start && days.length < MAX_CHART_DAYS;
    day.setDate(day.getDate() - 1)
  ) {
    days.push(localDay(day));
  }
  return days.reverse();
}
