import { localDay } from '../charts/dailySpend';
import { formatDate } from '../format';

/** A time window as the server's list and report queries take it. */
export interface TimeRange {
  /** Epoch seconds, inclusive. */
  start_time?: number;
  /** Epoch seconds, exclusive. */
  end_time?: number;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD from the URL as a local date; null when it is not one. */
export function parseDay(text: string | null): Date | null {
  if (!text || !DAY_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** When the China day named by a chosen date's calendar fields starts, in epoch seconds. */
function chinaDayStart(day: Date): number {
  return (Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()) - CHINA_OFFSET_MS) / 1000;
}

/**
 * Days chosen by a person as the API's epoch seconds: from the start of `from` up to (not
 * including) the start of the day after `to`, so both days are wholly in. Days are China days
 * (UTC+8), as every date the product shows (shared/format.ts), whatever the browser's zone.
 */
export function dayRangeToEpoch(from: Date | null, to: Date | null): TimeRange {
  const range: TimeRange = {};
  if (from) range.start_time = chinaDayStart(from);
  if (to) range.end_time = chinaDayStart(to) + 86_400;
  return range;
}

/** The last `days` China days up to today, as YYYY-MM-DD texts for the URL. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = formatDate(now.toISOString());
  const from = parseDay(to) ?? now;
  from.setDate(from.getDate() - (days - 1));
  return { from: localDay(from), to };
}
