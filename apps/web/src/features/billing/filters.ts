import { localDay } from './dailySpend';
import type { TimeRange } from './hooks';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD from the URL as a local date; null when it is not one. */
export function parseDay(text: string | null): Date | null {
  if (!text || !DAY_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * Days chosen by a person as the API's epoch seconds: from the start of `from` up to (not
 * including) the start of the day after `to`, so both days are wholly in.
 */
export function dayRangeToEpoch(from: Date | null, to: Date | null): TimeRange {
  const range: TimeRange = {};
  if (from) range.start_time = Math.floor(startOfDay(from).getTime() / 1000);
  if (to) {
    const next = startOfDay(to);
    next.setDate(next.getDate() + 1);
    range.end_time = Math.floor(next.getTime() / 1000);
  }
  return range;
}

/** The last `days` days up to today, as YYYY-MM-DD texts for the URL. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const from = startOfDay(today);
  from.setDate(from.getDate() - (days - 1));
  return { from: localDay(from), to: localDay(today) };
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}
