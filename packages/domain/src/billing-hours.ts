/**
 * The hours of an instance's life (SPEC §9: pay-as-you-go is charged per started hour). Hour 0
 * starts when the instance is created and is paid by the order that created it; hour n starts n
 * whole hours later and is due from that moment. This file is the one definition: the services
 * call these functions and the billing tick's SQL is built from the same constants (and tested
 * against these functions on both engines).
 */
export const BILLING_HOUR_MS = 3_600_000;
export const BILLING_HOUR_SECONDS = BILLING_HOUR_MS / 1000;

/** Hour 0 is paid by the order; the billing tick charges hour 1 onwards. */
export const FIRST_TICK_HOUR = 1;

/** The hour of an instance's life in progress at `atMs`: 0 during its first hour. */
export function hourIndexAt(createdAtMs: number, atMs: number): number {
  return Math.floor((atMs - createdAtMs) / BILLING_HOUR_MS);
}

/** The hour the billing tick charges at `nowMs`, or null while the ordered first hour still runs. */
export function dueHourAt(createdAtMs: number, nowMs: number): number | null {
  const hour = hourIndexAt(createdAtMs, nowMs);
  return hour >= FIRST_TICK_HOUR ? hour : null;
}

/** When the hour after the one in progress at `nowMs` starts, and with it its charge. */
export function nextHourStartMs(createdAtMs: number, nowMs: number): number {
  return createdAtMs + (hourIndexAt(createdAtMs, nowMs) + 1) * BILLING_HOUR_MS;
}

/**
 * The first pay-as-you-go hour a machine that stopped at `stoppedAtMs` behind the product's back
 * never ran in: hours starting at that moment or later are not the owner's to pay. The hour in
 * progress when it stopped had started with the machine up and is kept, as after a stop the owner
 * asks for; hour 0 is the order's.
 */
export function firstHourNotRun(createdAtMs: number, stoppedAtMs: number): number {
  return Math.max(FIRST_TICK_HOUR, Math.ceil((stoppedAtMs - createdAtMs) / BILLING_HOUR_MS));
}
