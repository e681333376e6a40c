import { BILLING_HOUR_MS } from './billing-hours';
import type { Fen } from './money';

/**
 * Pay-as-you-go billed by the minute (issue 44, point 1; it supersedes SPEC §9's "per started
 * hour" for pay-as-you-go).
 *
 * - Minutes are counted on the instance's life: minute m runs from createdAt + m minutes. Every
 *   minute the instance runs in, even in part, is charged ("per started minute").
 * - The rounding rule, the only one: the price of the first m minutes of the life at an hourly
 *   rate r is round-half-up(r · m / 60) fen (`priceOfMinutesFen`), and a charge for the minutes
 *   [from, to) is the difference priceOfMinutesFen(to) − priceOfMinutesFen(from). Charges of
 *   consecutive ranges therefore add up to the price of all their minutes, never a fen more or
 *   less however the run is cut (no drift), and any 60 consecutive minutes cost exactly r: never
 *   more than the hourly price for a full hour.
 * - Charged in arrears: the billing tick charges the minutes up to each whole hour of the life
 *   (`tickChargeEndMinute`); a stop, release or failure charges the minutes since the last charge,
 *   up to the minute the run ended in (`runEndMinute`). A run started again begins at the minute in
 *   progress, unless that minute was already charged (`runStartMinute`).
 * - Each charge is keyed by the instance and its first minute, and a charge always starts where
 *   the last one ended, so no minute is charged twice or skipped.
 */
export const BILLING_MINUTE_MS = 60_000;
export const MINUTES_PER_HOUR = BILLING_HOUR_MS / BILLING_MINUTE_MS;

/** The price of the first `minutes` minutes at `hourlyRateFen`: round-half-up(rate · minutes / 60). */
export function priceOfMinutesFen(hourlyRateFen: Fen, minutes: number): Fen {
  if (!Number.isSafeInteger(hourlyRateFen) || hourlyRateFen < 0)
    throw new RangeError('rate must be whole fen');
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new RangeError('minutes must be whole');
  // Integer arithmetic: floor((2·r·m + 60) / 120) is r·m/60 rounded half up.
  return Math.floor((2 * hourlyRateFen * minutes + MINUTES_PER_HOUR) / (2 * MINUTES_PER_HOUR));
}

/** What the minutes [fromMinute, toMinute) of a life cost at `hourlyRateFen` (0 for an empty range). */
export function minutesChargeFen(hourlyRateFen: Fen, fromMinute: number, toMinute: number): Fen {
  if (toMinute <= fromMinute) return 0;
  return priceOfMinutesFen(hourlyRateFen, toMinute) - priceOfMinutesFen(hourlyRateFen, fromMinute);
}

/** The minute of the life in progress at `atMs`: 0 during the first minute. */
export function minuteIndexAt(createdAtMs: number, atMs: number): number {
  return Math.max(0, Math.floor((atMs - createdAtMs) / BILLING_MINUTE_MS));
}

/** Where a run that ended at `endedAtMs` stops being charged: after the minute it ended in (started minutes count). */
export function runEndMinute(createdAtMs: number, endedAtMs: number): number {
  return Math.max(0, Math.ceil((endedAtMs - createdAtMs) / BILLING_MINUTE_MS));
}

/** Where a run started at `startedAtMs` begins to be charged: the minute in progress, unless already charged. */
export function runStartMinute(createdAtMs: number, startedAtMs: number, chargedToMinute: number): number {
  return Math.max(chargedToMinute, minuteIndexAt(createdAtMs, startedAtMs));
}

/** Minutes as hours for reports: to two decimals (90 minutes are 1.5 hours). */
export function hoursOfMinutes(minutes: number): number {
  return Math.round((minutes * 100) / MINUTES_PER_HOUR) / 100;
}

/** How far the billing tick charges at `nowMs`: up to the last whole hour of the life that has passed. */
export function tickChargeEndMinute(createdAtMs: number, nowMs: number): number {
  const hours = Math.max(0, Math.floor((nowMs - createdAtMs) / BILLING_HOUR_MS));
  return hours * MINUTES_PER_HOUR;
}
