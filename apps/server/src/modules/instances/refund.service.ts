import { formatFen } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { restoreCouponUsedBy } from '../coupons/coupons.repository';
import { refundOrder } from '../wallet/money-movements.service';
import { recordEvent } from './history.repository';
import { moveStatus, releaseGpus, updateInstance } from './instances.repository';

/**
 * Gives everything back for a machine that was never created (`/instance/kvm_error_refund`): the
 * money to the pockets it came from, the coupon, the sub-account's limit and the GPUs. The move to
 * `failed` happens once, so the refund happens once however often it is asked for.
 */
export async function refundFailedRental(
  deps: AppDeps,
  instanceId: number,
  detail: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const failed = await moveStatus(tx, instanceId, 'createFailed', detail);
    if (!failed) return false;
    const now = deps.clock.now();
    await recordEvent(tx, instanceId, 'create_failed', detail, now);
    const order = await refundOrder(tx, failed.orderNo, { note: 'machine could not be created', now });
    if (order) {
      await recordEvent(
        tx,
        instanceId,
        'refunded',
        `order ${order.orderNo}: ${formatFen(order.amount)}`,
        now,
      );
      await restoreCouponUsedBy(tx, order.orderNo);
    }
    await releaseGpus(tx, failed.hostId, failed.gpuCount);
    await updateInstance(tx, instanceId, { holdsGpus: false, stoppedAt: now });
    return true;
  });
}
