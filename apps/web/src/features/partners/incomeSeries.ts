import { addFen, type Fen, yuanToFen } from '@gpucloud/domain';
import { MAX_CHART_DAYS } from '../../shared/charts/dailySpend';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DayIncome {
  /** A China day, YYYY-MM-DD. */
  day: string;
  incomeFen: Fen;
}

/** A YYYY-MM-DD as a UTC midnight, only to step from day to day; null when it is no day. */
function dayIndex(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(at).toISOString().slice(0, 10) === day ? at : null;
}

/**
 * The income of every China day of [from, to], all machines together, so the chart's axis has no
 * gaps (the API lists a machine's day only when it billed); a longer range keeps its last days.
 */
export function dailyIncome(
  rows: readonly { day: string; income: number }[],
  range: { from: string; to: string },
): DayIncome[] {
  const start = dayIndex(range.from);
  const end = dayIndex(range.to);
  if (start === null || end === null || end < start) return [];
  const byDay = new Map<string, Fen>();
  for (const row of rows) byDay.set(row.day, addFen(byDay.get(row.day) ?? 0, yuanToFen(row.income)));
  const out: DayIncome[] = [];
  for (let at = Math.max(start, end - (MAX_CHART_DAYS - 1) * DAY_MS); at <= end; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    out.push({ day, incomeFen: byDay.get(day) ?? 0 });
  }
  return out;
}

/** The day that earned most (the first of ties); null when nothing was earned. */
export function bestDay(days: readonly DayIncome[]): DayIncome | null {
  return days.reduce<DayIncome | null>(
    (best, day) => (day.incomeFen > 0 && (!best || day.incomeFen > best.incomeFen) ? day : best),
    null,
  );
}
