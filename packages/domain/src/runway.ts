import { addFen, type Fen } from './money';
import type { GpuMode } from './no-gpu-mode';

/**
 * The runway (issue 44, point 4): how long what an account can spend lasts at its current burn.
 * What it can spend is its balance, compute vouchers and credit line together (the pockets a
 * pay-as-you-go hour is paid from); the burn is the hourly price of every running pay-as-you-go
 * instance. Declared rounding: the runway is rounded down to the whole minute, so it never promises
 * a minute the money does not cover.
 */

/** The highest low-balance threshold a customer may set: ¥100,000 (0 turns the notice off). */
export const LOW_BALANCE_THRESHOLD_MAX_FEN: Fen = 10_000_000;

export interface SpendableFunds {
  balanceFen: Fen;
  vouchersFen: Fen;
  creditQuotaFen: Fen;
}

/** Balance + vouchers + credit quota, never below 0 (a balance may be negative down to the quota). */
export function spendableFen(funds: SpendableFunds): Fen {
  return Math.max(0, addFen(funds.balanceFen, funds.vouchersFen, funds.creditQuotaFen));
}

/** What a running pay-as-you-go instance costs an hour now: its no-GPU rate while it runs without GPUs. */
export function hourlyPriceFen(instance: {
  gpuMode: GpuMode;
  hourlyRateFen: Fen;
  noGpuHourlyRateFen: Fen | null;
}): Fen {
  return instance.gpuMode === 'none'
    ? (instance.noGpuHourlyRateFen ?? instance.hourlyRateFen)
    : instance.hourlyRateFen;
}

/** Minutes the spendable funds last at `burnPerHourFen`, rounded down; null with nothing burning. */
export function runwayMinutes(spendable: Fen, burnPerHourFen: Fen): number | null {
  if (burnPerHourFen <= 0) return null;
  return Math.floor((Math.max(0, spendable) * 60) / burnPerHourFen);
}

/** A runway in days, hours and minutes, for "about 2 days 5 hours". */
export function runwaySpan(minutes: number): { days: number; hours: number; minutes: number } {
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/** The low-balance notice is due while a threshold is set and the spendable funds are under it. */
export function isBelowThreshold(spendable: Fen, thresholdFen: Fen): boolean {
  return thresholdFen > 0 && spendable < thresholdFen;
}

/**
 * Instances are about to stop for lack of money while the funds cover less than one more hour of
 * the burn: the billing tick stops a pay-as-you-go instance whose hour it cannot charge.
 */
export function isAboutToStop(spendable: Fen, burnPerHourFen: Fen): boolean {
  return burnPerHourFen > 0 && spendable < burnPerHourFen;
}
