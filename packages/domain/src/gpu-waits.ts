/**
 * Waiting for a GPU (issue 44, point 2): when no host matches what a customer wants, a wait holds
 * their place in a first-come-first-served queue until a matching host has the GPUs free. It then
 * either tells them (notify) or rents for them (auto_rent) at a list price no higher than their cap.
 */
export const GPU_WAIT_STATES = ['waiting', 'fulfilled', 'expired', 'cancelled', 'failed'] as const;
export type GpuWaitState = (typeof GPU_WAIT_STATES)[number];

export const GPU_WAIT_MODES = ['notify', 'auto_rent'] as const;
export type GpuWaitMode = (typeof GPU_WAIT_MODES)[number];

/** Why an auto_rent wait failed: the money was not there, or the order was refused for another reason. */
export const GPU_WAIT_FAILURES = ['insufficient_funds', 'rent_refused'] as const;
export type GpuWaitFailure = (typeof GPU_WAIT_FAILURES)[number];

export const GPU_WAIT_LIMITS = {
  /** A wait lasts at most this many days (and at least one hour). */
  maxDays: 7,
  minHours: 1,
  /** Waits in the `waiting` state per account (a main account and its sub-accounts together). */
  perAccount: 5,
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a wait asks for. `regionId` null: any region. `capFen` is per GPU-hour, list price. */
export interface GpuWaitCriteria {
  gpuModel: string;
  gpuCount: number;
  regionId: number | null;
  kind: 'kvm' | 'container' | 'bare_metal';
  capFen: number;
}

/** What the store offers on one host right now. */
export interface HostOffer {
  gpuModel: string;
  gpuFree: number;
  regionId: number;
  kind: 'kvm' | 'container' | 'bare_metal';
  pricePerGpuHourFen: number;
  online: boolean;
}

/**
 * A host matches a wait when it is online, of the wait's GPU model and kind (and region, when the
 * wait names one), has at least the wait's GPUs free, and its list price per GPU-hour is at most
 * the cap (VIP discounts only lower what is charged).
 */
export function hostMatchesWait(wait: GpuWaitCriteria, host: HostOffer): boolean {
  return (
    host.online &&
    host.gpuModel === wait.gpuModel &&
    host.kind === wait.kind &&
    (wait.regionId === null || host.regionId === wait.regionId) &&
    host.gpuFree >= wait.gpuCount &&
    host.pricePerGpuHourFen <= wait.capFen
  );
}

/** Only a waiting wait moves; every other state is final. */
export function canLeaveWaiting(state: GpuWaitState): boolean {
  return state === 'waiting';
}

/** When a wait made at `now` for `hours` hours ends; the hours are clamped to 1 h..7 days. */
export function gpuWaitExpiry(now: Date, hours: number): Date {
  const clamped = Math.min(Math.max(hours, GPU_WAIT_LIMITS.minHours), GPU_WAIT_LIMITS.maxDays * 24);
  return new Date(now.getTime() + clamped * HOUR_MS);
}

/** The longest a wait may last, in hours (the request field's maximum). */
export const GPU_WAIT_MAX_HOURS = (GPU_WAIT_LIMITS.maxDays * DAY_MS) / HOUR_MS;

/** Whether an account with `waiting` open waits may add one more. */
export function mayAddGpuWait(waiting: number): boolean {
  return waiting < GPU_WAIT_LIMITS.perAccount;
}

/**
 * First come, first served: a wait is served before another when it was made earlier (its id
 * breaks ties of the same instant).
 */
export function servedBefore(
  a: { createdAt: Date; id: number },
  b: { createdAt: Date; id: number },
): boolean {
  const diff = a.createdAt.getTime() - b.createdAt.getTime();
  return diff < 0 || (diff === 0 && a.id < b.id);
}
