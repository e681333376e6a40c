import { SIGNATURE_MAX_SKEW_SECONDS } from '@gpucloud/domain';
import { addMs, DAY_MS } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { pruneKeyRequests } from '../modules/openApi';

/**
 * Forgets open-API nonces once their timestamps are out of the window (a replay of them is
 * refused as stale anyway; the rate limit keeps its own bucket row) and Idempotency-Keys after 24 hours.
 */
export async function pruneAccessKeyRequests(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  await pruneKeyRequests(deps.db, addMs(now, -2 * SIGNATURE_MAX_SKEW_SECONDS * 1000), addMs(now, -DAY_MS));
}
