import { Reason } from '@gpucloud/contracts';
import { addMs, HOUR_MS, MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { tooManyRequests } from '../../core/errors';
import { countLoginFailures, insertLoginFailure } from './sessions.repository';

/**
 * Failed logins are weighed per (subject, client address) and per address, never per subject alone:
 * someone failing with a customer's phone elsewhere must not keep the customer out. Past a free
 * allowance every further try waits, the wait doubling with each failure up to a cap; failures older
 * than the window are forgotten. The subject is a phone or sub-account name, counted whether or not
 * it exists, so the answer tells nothing about registration.
 */
export const LOGIN_THROTTLE = {
  windowMs: HOUR_MS,
  /** Failures of one subject from one address before tries from there must wait. */
  freePerPair: 5,
  /** Failures from one address, any subjects, before every try from there must wait. */
  freePerAddress: 30,
  /**
   * Failures of one subject from all addresses that mark it as under attack: from then on each
   * address gets one free try for it. A new address still gets that try, so the owner is slowed at
   * worst, never shut out.
   */
  subjectCeiling: 50,
  firstWaitMs: MINUTE_MS,
  maxWaitMs: 15 * MINUTE_MS,
} as const;

/** How long after the latest failure the next try must wait: 0 within the allowance, then 1, 2, 4 … minutes, capped. */
export function waitAfterFailures(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_THROTTLE.firstWaitMs * 2 ** (failures - free), LOGIN_THROTTLE.maxWaitMs);
}

/** What the throttle reads and writes: the shared failures table and the clock. */
export type LoginThrottleDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * How long a try of a subject from an address must still wait (0: it may go ahead). The failures
 * live in the database, so every server process weighs the same ones. Other doors (staff logins,
 * the SSH gateway) share it with a prefixed subject; an address's failures count at every door.
 */
export async function loginWaitMs(deps: LoginThrottleDeps, subject: string, ip: string): Promise<number> {
  const now = deps.clock.now();
  const counts = await countLoginFailures(deps.db, { subject, ip }, addMs(now, -LOGIN_THROTTLE.windowMs));
  const freePerPair = counts.subject >= LOGIN_THROTTLE.subjectCeiling ? 1 : LOGIN_THROTTLE.freePerPair;
  const allowedAt = Math.max(
    (counts.pairLast?.getTime() ?? 0) + waitAfterFailures(counts.pair, freePerPair),
    (counts.addressLast?.getTime() ?? 0) + waitAfterFailures(counts.address, LOGIN_THROTTLE.freePerAddress),
  );
  return Math.max(0, allowedAt - now.getTime());
}

/** Refuses a try that comes before its wait is over, saying how long is left (Retry-After, in seconds). */
export async function assertLoginAllowed(
  deps: LoginThrottleDeps,
  subject: string,
  ip: string,
): Promise<void> {
  const leftMs = await loginWaitMs(deps, subject, ip);
  if (leftMs > 0) throw tooManyRequests(Reason.TOO_MANY_LOGIN_FAILURES, Math.ceil(leftMs / 1000));
}

export async function recordLoginFailure(
  deps: LoginThrottleDeps,
  subject: string,
  ip: string,
): Promise<void> {
  await insertLoginFailure(deps.db, subject, ip, deps.clock.now());
}
