import { formatFen, RECOVERY_FAILURES } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { restoreCouponUsedBy } from '../coupons/coupons.repository';
import { notify } from '../notifications/notification.service';
import { refundOrder } from '../wallet/money-movements.service';
import { recordEvent } from './history.repository';
import { lockInstance, moveStatus, releaseGpus, updateInstance } from './instances.repository';
import { applyRefund } from './prepaid.service';

/**
 * Gives everything back for a machine that was never created (`/instance/kvm_error_refund`, a
 * failure the provider reports, or a create the reconciler gave up on): the money to the pockets
 * it came from, the coupon, the sub-account's limit and the GPUs, and tells the owner. The move to
 * `failed` happens once, so the refund happens once however often it is asked for.
 */
export async function refundFailedRental(
  deps: AppDeps,
  instanceId: number,
  detail: string,
  /** What the instance's status detail says, when not `detail` itself (a RECOVERY_FAILURES code). */
  statusDetail: string = detail,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const failed = await moveStatus(tx, instanceId, 'createFailed', statusDetail);
    if (!failed) return false;
    const now = deps.clock.now();
    await recordEvent(tx, instanceId, 'create_failed', detail, now);
    const order = await refundOrder(tx, failed.orderNo, {
      note: 'machine could not be created',
      now,
      machine: { hostId: failed.hostId, gpuHours: 0 },
    });
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
    await notify(
      tx,
      { userId: failed.userId, subAccountId: failed.subAccountId },
      {
        kind: 'message',
        template: 'instance.create_failed',
        params: { name: failed.name, amount: order?.amount ?? 0 },
        link: '/console/dashboard',
        now,
      },
    );
    return true;
  });
}

/**
 * Ends an instance whose start, stop, restart or reinitialisation never finished (the reconciler's
 * deadline): `failed`, the unused prepaid hours back to their pockets, its GPUs back to the host
 * (a failed instance is never charged again), and the owner told. Once, under the row lock.
 */
export async function failTimedOutCommand(
  deps: AppDeps,
  instanceId: number,
  detail: string,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockInstance(tx, instanceId);
    if (!locked) return false;
    const failed = await moveStatus(tx, instanceId, 'commandTimedOut', RECOVERY_FAILURES.commandTimedOut);
    if (!failed) return false;
    const prepaidLeft =
      locked.billingMode !== 'post_paid' && locked.expiresAt !== null && locked.expiresAt > now;
    const plan = prepaidLeft ? await applyRefund(tx, locked, now) : null;
    if (locked.holdsGpus) await releaseGpus(tx, locked.hostId, locked.gpuCount);
    await updateInstance(tx, instanceId, {
      holdsGpus: false,
      stoppedAt: now,
      ...(plan ? { expiresAt: plan.endsAtMs === null ? now : new Date(plan.endsAtMs) } : {}),
    });
    await recordEvent(tx, instanceId, 'failed', detail, now);
    if (plan && plan.refundFen > 0)
      await recordEvent(tx, instanceId, 'refunded', `${plan.hours} h: ${formatFen(plan.refundFen)}`, now);
    await notify(
      tx,
      { userId: locked.userId, subAccountId: locked.subAccountId },
      {
        kind: 'message',
        template: 'instance.command_failed',
        params: { name: locked.name, amount: plan?.refundFen ?? 0 },
        link: '/console/dashboard',
        now,
      },
    );
    return true;
  });
}
