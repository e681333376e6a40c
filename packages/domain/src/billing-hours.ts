/**
 * The hours of an instance's life: hour n starts n whole hours after it was created. Pay-as-you-go
 * is charged by the minute, in arrears at the end of each such hour (billing-minutes.ts); the
 * console shows when the next of those charges comes. The billing tick's SQL is built from the
 * same constants.
 */
export const BILLING_HOUR_MS = 3_600_000;
export const BILLING_HOUR_SECONDS = BILLING_HOUR_MS / 1000;

/** The hour of an instance's life in progress at `atMs`: 0 during its first hour. */
export function hourIndexAt(createdAtMs: number, atMs: number): number {
  return Math.floor((atMs - createdAtMs) / BILLING_HOUR_MS);
}

/** When the hour after the one in progress at `nowMs` starts, and with it its charge. */
export function nextHourStartMs(createdAtMs: number, nowMs: number): number {
  return createdAtMs + (hourIndexAt(createdAtMs, nowMs) + 1) * BILLING_HOUR_MS;
}
