import { addFen, type Fen, yuanToFen } from '@gpucloud/domain';
import { MAX_CHART_DAYS } from '../charts/dailySpend';
import type { TimeRange } from './dayRange';
import { parseDay } from './dayRange';

/**
 * The cost lists cut days in China time (UTC+8, no daylight saving), as the server does, whatever
 * the reader's own time zone: a day chosen in the filters is that China day.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China day holding `date`, as YYYY-MM-DD. */
export function chinaDayOf(date: Date): string {
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** When a China day (YYYY-MM-DD) starts, in epoch milliseconds; null when it is no day. */
function chinaDayStartMs(day: string): number | null {
  if (!parseDay(day)) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) - CHINA_OFFSET_MS;
}

/** China days as the API's epoch seconds: from the start of `from` up to the start of the day after `to`. */
export function chinaDayRangeToEpoch(from: string | null, to: string | null): TimeRange {
  const range: TimeRange = {};
  const start = from ? chinaDayStartMs(from) : null;
  const end = to ? chinaDayStartMs(to) : null;
  if (start !== null) range.start_time = start / 1000;
  if (end !== null) range.end_time = (end + DAY_MS) / 1000;
  return range;
}

/** The last `days` China days up to today, as YYYY-MM-DD texts for the URL. */
export function lastChinaDays(days: number, now = new Date()): { from: string; to: string } {
  return {
    from: chinaDayOf(new Date(now.getTime() - (days - 1) * DAY_MS)),
    to: chinaDayOf(now),
  };
}

export interface DayCost {
  /** A China day, YYYY-MM-DD. */
  day: string;
  /** Prepaid periods and pay-as-you-go hours paid that day. */
  spentFen: Fen;
  refundedFen: Fen;
}

/**
 * The API's days (only those with money moved) over every China day of [from, to], so the chart's
 * axis has no gaps; a longer range keeps its last MAX_CHART_DAYS days.
 */
export function dailyCost(
  days: readonly { Day: string; Spent: number; Refunded: number }[],
  range: { from: string; to: string },
): DayCost[] {
  const start = chinaDayStartMs(range.from);
  const end = chinaDayStartMs(range.to);
  if (start === null || end === null || end < start) return [];
  const byDay = new Map(days.map((day) => [day.Day, day]));
  const first = Math.max(start, end - (MAX_CHART_DAYS - 1) * DAY_MS);
  const out: DayCost[] = [];
  for (let at = first; at <= end; at += DAY_MS) {
    const day = chinaDayOf(new Date(at));
    const found = byDay.get(day);
    out.push({
      day,
      spentFen: found ? yuanToFen(found.Spent) : 0,
      refundedFen: found ? yuanToFen(found.Refunded) : 0,
    });
  }
  return out;
}

/** What the chart's label says: the total over the days and the day spent most (the first of ties). */
export function costPeak(days: readonly DayCost[]): { totalFen: Fen; peak: DayCost | null } {
  const totalFen = addFen(0, ...days.map((day) => day.spentFen));
  const peak = days.reduce<DayCost | null>(
    (best, day) => (day.spentFen > 0 && (!best || day.spentFen > best.spentFen) ? day : best),
    null,
  );
  return { totalFen, peak };
}
