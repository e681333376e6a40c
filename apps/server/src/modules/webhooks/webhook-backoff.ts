import { DAY_MS, HOUR_MS, SECOND_MS } from '../../core/clock';

/** The first retry waits 30 s; each next one twice as long, at most 4 hours. */
const FIRST_RETRY_MS = 30 * SECOND_MS;
const LONGEST_RETRY_MS = 4 * HOUR_MS;
/** An event's retries end this long after its first attempt; so does an endpoint's failing streak. */
export const WEBHOOK_RETRY_WINDOW_MS = DAY_MS;

/**
 * When to try a delivery again after its `attempts`-th failed attempt, or null to give up. The last
 * retry falls exactly at the end of the window, so a receiver down for a day is tried for a day.
 */
export function nextAttemptAfter(attempts: number, firstAttemptAt: Date, now: Date): Date | null {
  const end = firstAttemptAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 20), LONGEST_RETRY_MS);
  return new Date(Math.min(now.getTime() + delay, end));
}
