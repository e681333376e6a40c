import type { AppDeps } from '../core/deps';
import { type QueueOutcome, serveGpuWaits } from '../modules/waits';

/**
 * The queue of GPU waits (issue 44, point 2), every GPU_WAIT_SECONDS: expires the ended waits and
 * serves the oldest waits that a host matches now (GPUs freed by a release, a stop, an expiry or a
 * reservation's end; the store refuses them to others meanwhile). Safe in many processes: each
 * wait is leased by one and ends once (modules/waits).
 */
export function runGpuWaitsJob(deps: AppDeps): Promise<QueueOutcome> {
  return serveGpuWaits(deps);
}
