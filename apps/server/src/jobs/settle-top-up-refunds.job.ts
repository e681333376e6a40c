import { addMs, SECOND_MS } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { listUnsettledTopUpRefunds, queryTopUpRefund } from '../modules/wallet';

const BATCH = 100;
/** A refund this fresh may still be waiting for its first answer. */
const SETTLE_AFTER_MS = 30 * SECOND_MS;
/** How often one refund is asked about. */
const ASK_EVERY_MS = 30 * SECOND_MS;

/**
 * Settles top-up refunds still processing (the gateway took them without a final answer, or could
 * not be reached): asks each refund's gateway how it stands, at most every 30 s, until it succeeds
 * or fails. Settling is one guarded move in SQL, so overlapping runs in several processes are
 * harmless; a refund the gateway never heard of is sent again under the same number.
 */
export async function settleTopUpRefunds(
  deps: AppDeps,
): Promise<{ checked: number; succeeded: number; failed: number }> {
  const now = deps.clock.now();
  const due = await listUnsettledTopUpRefunds(
    deps.db,
    { requestedBefore: addMs(now, -SETTLE_AFTER_MS), queriedBefore: addMs(now, -ASK_EVERY_MS) },
    BATCH,
  );
  const result = { checked: due.length, succeeded: 0, failed: 0 };
  for (const refund of due) {
    try {
      const status = await queryTopUpRefund(deps, refund);
      if (status === 'succeeded') result.succeeded += 1;
      if (status === 'failed') result.failed += 1;
    } catch (error) {
      deps.log.error({ err: error, refundId: refund.id }, 'top-up refund settling failed for one refund');
    }
  }
  return result;
}
