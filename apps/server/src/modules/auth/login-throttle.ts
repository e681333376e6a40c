import { Reason } from '@gpucloud/contracts';
import { addMs, MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { tooManyRequests } from '../../core/errors';
import { countLoginFailuresSince, insertLoginFailure } from './auth.repository';

/** Failed logins allowed in the window before further tries are refused, per subject and per IP. */
const WINDOW_MS = 15 * MINUTE_MS;
const MAX_FAILURES_PER_SUBJECT = 5;
const MAX_FAILURES_PER_IP = 30;

/**
 * Refuses a login while its subject or IP has too many recent failures. The subject is counted
 * whether or not the account exists, so the answer tells nothing about registration.
 */
export async function assertLoginAllowed(deps: AppDeps, subject: string, ip: string): Promise<void> {
  const since = addMs(deps.clock.now(), -WINDOW_MS);
  const [bySubject, byIp] = await Promise.all([
    countLoginFailuresSince(deps.db, { subject }, since),
    countLoginFailuresSince(deps.db, { ip }, since),
  ]);
  if (bySubject >= MAX_FAILURES_PER_SUBJECT || byIp >= MAX_FAILURES_PER_IP) {
    throw tooManyRequests(Reason.TOO_MANY_LOGIN_FAILURES);
  }
}

export async function recordLoginFailure(deps: AppDeps, subject: string, ip: string): Promise<void> {
  await insertLoginFailure(deps.db, subject, ip, deps.clock.now());
}
