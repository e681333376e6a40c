import { WORK_ORDER_AUTO_CLOSE_DAYS } from '@gpucloud/domain';
import type { AppDeps } from '../core/deps';
import { closeResolvedBefore, removeStaleWaitingFiles } from '../modules/workOrders';

/**
 * Closes resolved work orders whose customer neither confirmed nor reopened them within 7 days
 * (one set-based update), and removes uploads that waited a day without being sent.
 */
export async function sweepWorkOrders(deps: AppDeps): Promise<{ closed: number; filesRemoved: number }> {
  const now = deps.clock.now();
  const before = new Date(now.getTime() - WORK_ORDER_AUTO_CLOSE_DAYS * 86_400_000);
  const closed = await closeResolvedBefore(deps.db, before, now);
  const filesRemoved = await removeStaleWaitingFiles(deps);
  return { closed, filesRemoved };
}
