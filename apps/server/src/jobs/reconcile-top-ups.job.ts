import { addMs, MINUTE_MS } from '../core/clock';
import type { AppDeps } from '../core/deps';
import { listStalePendingTopUps, queryAndSettle } from '../modules/wallet';

const BATCH = 100;

/**
 * Settles waiting top-ups whose notification never came: asks the gateway about every order
 * waiting for over a minute, credits the paid ones and closes the expired ones. Crediting is
 * exactly-once in SQL, so overlapping runs in several processes are harmless.
 */
export async function reconcileTopUps(
  deps: AppDeps,
): Promise<{ checked: number; paid: number; closed: number }> {
  const stale = await listStalePendingTopUps(deps.db, addMs(deps.clock.now(), -MINUTE_MS), BATCH);
  const result = { checked: stale.length, paid: 0, closed: 0 };
  for (const order of stale) {
    try {
      const outcome = await queryAndSettle(deps, order);
      if (outcome === 'paid') result.paid += 1;
      if (outcome === 'closed') result.closed += 1;
    } catch (error) {
      deps.log.error(
        { err: error, outTradeNo: order.outTradeNo },
        'top-up reconciliation failed for one order',
      );
    }
  }
  return result;
}
