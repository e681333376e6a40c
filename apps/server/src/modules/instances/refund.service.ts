import { formatFen } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { addSubAccountSpending } from '../account/account.repository';
import { findOrder, markOrderRefunded } from '../billing/orders.repository';
import { restoreCouponUsedBy } from '../coupons/coupons.repository';
import { applyLedgerEntry } from '../wallet/wallet.repository';
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
    const failed = await moveStatus(tx, instanceId, ['creating'], 'failed', detail);
    if (!failed) return false;
    const now = deps.clock.now();
    await recordEvent(tx, instanceId, 'create_failed', detail, now);
    const order = await findOrder(tx, failed.orderNo);
    if (order && (await markOrderRefunded(tx, order.orderNo))) {
      await recordEvent(
        tx,
        instanceId,
        'refunded',
        `order ${order.orderNo}: ${formatFen(order.amount)}`,
        now,
      );
      const ledger = {
        userId: order.userId,
        subAccountId: order.subAccountId,
        kind: 'refund' as const,
        refType: 'order',
        refId: order.orderNo,
        note: 'machine could not be created',
        now,
      };
      if (order.paidVouchers > 0)
        await applyLedgerEntry(tx, { ...ledger, pocket: 'vouchers', amount: order.paidVouchers });
      if (order.paidBalance > 0)
        await applyLedgerEntry(tx, { ...ledger, pocket: 'balance', amount: order.paidBalance });
      if (order.subAccountId !== null) await addSubAccountSpending(tx, order.subAccountId, -order.amount);
      await restoreCouponUsedBy(tx, order.orderNo);
    }
    await releaseGpus(tx, failed.hostId, failed.gpuCount);
    await updateInstance(tx, instanceId, { holdsGpus: false, stoppedAt: now });
    return true;
  });
}
