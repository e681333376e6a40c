import type { PublicInstance } from '@gpucloud/contracts';
import { ApiError, WaitForStatusError } from './errors';

export type InstanceStatus = PublicInstance['Status'];

export interface WaitOptions {
  /** Give up after this long (default 5 minutes). */
  timeoutMs?: number;
  /** Between two looks at the instance (default 3 seconds). */
  intervalMs?: number;
}

/** States an instance does not leave by itself: waiting for another one from here is pointless. */
const SETTLED: readonly InstanceStatus[] = ['failed', 'released'];

export interface WaitDeps {
  instance: (id: number | string) => Promise<PublicInstance>;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Looks at the instance until its Status is `wanted` and answers it then. Throws
 * WaitForStatusError when the time runs out or it settles in failed or released (unless that is
 * the one wanted); a rate-limited look waits its Retry-After, any other error is thrown as it is.
 */
export async function waitForStatus(
  deps: WaitDeps,
  id: number | string,
  wanted: InstanceStatus,
  { timeoutMs = 300_000, intervalMs = 3_000 }: WaitOptions = {},
): Promise<PublicInstance> {
  const deadline = deps.now().getTime() + timeoutMs;
  let lastStatus: InstanceStatus | undefined;
  for (;;) {
    let pause = intervalMs;
    try {
      const current = await deps.instance(id);
      lastStatus = current.Status;
      if (current.Status === wanted) return current;
      if (SETTLED.includes(current.Status)) throw new WaitForStatusError(id, wanted, lastStatus, false);
    } catch (error) {
      if (!(error instanceof ApiError && error.isRateLimited)) throw error;
      pause = Math.max(intervalMs, (error.retryAfterSeconds ?? 0) * 1000);
    }
    const left = deadline - deps.now().getTime();
    if (left <= 0) throw new WaitForStatusError(id, wanted, lastStatus, true);
    await deps.sleep(Math.min(pause, left));
  }
}
