import { RECOVERY_FAILURES, recoveryOf, STATUS_DETAILS, type TransitionFailureEvent } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { type StoredNote, systemText } from '../../core/messaging/system-text';
import { restoreCouponUsedBy } from '../coupons';
import { notify } from '../notifications';
import { refundOrder } from '../wallet';
import { recordEvent } from './history.repository';
import {
  type InstanceRecord,
  lockInstance,
  moveStatus,
  releaseGpus,
  updateInstance,
} from './instances.repository';
import { applyRefund } from './prepaid.service';

/** Why an instance failed in the middle of a transition. */
export type TransitionFailure =
  /** The reconciler's deadline for the transition passed (it allowed `minutes`). */
  | { cause: 'deadline'; minutes: number }
  /** The compute provider reported the machine failed (its engine refused the command, a host down...). */
  | { cause: 'reported'; detail: string }
  /** The owner asked for the refund of a machine never created (`/instance/kvm_error_refund`). */
  | { cause: 'owner' };

/** What the instance's status detail says: a code the console translates, or the provider's words. */
function statusDetailOf(event: TransitionFailureEvent, failure: TransitionFailure): string {
  if (failure.cause === 'reported') return failure.detail;
  if (failure.cause === 'owner') return STATUS_DETAILS.refundRequested;
  return event === 'createFailed' ? RECOVERY_FAILURES.createFailed : RECOVERY_FAILURES.commandTimedOut;
}

/** The history line of the failure, for the owner's log and the staff. */
function historyOf(instance: InstanceRecord, failure: TransitionFailure): StoredNote {
  if (failure.cause === 'reported') return failure.detail;
  if (failure.cause === 'owner') return systemText('event.refund_requested', {});
  return instance.status === 'creating'
    ? systemText('event.not_created_in_time', { minutes: failure.minutes })
    : systemText('event.not_finished_in_time', { minutes: failure.minutes, status: instance.status });
}

/**
 * The one way an instance fails in the middle of a transition, whatever noticed it (the
 * reconciler's deadline, the provider's report by event or by inspection, the owner's error
 * refund), by the rules of its state (TRANSITIONAL_RECOVERY.onFailure):
 * - a create (`createFailed`): the whole order back to the pockets it came from, and the coupon;
 * - any other command (`commandFailed`: start or resume, stop, restart or a resize that recreates
 *   the container, reinitialisation): the whole prepaid hours left back (applyRefund), never
 *   charged again;
 * and either way the GPUs back to the host and the owner told. One transaction on the locked row
 * and a guarded move out of the transitional state: a second report, a second pass or another
 * process finds it failed and changes nothing, so the money moves once. Answers the event, or null.
 */
export async function failTransition(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  instanceId: number,
  failure: TransitionFailure,
): Promise<TransitionFailureEvent | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockInstance(tx, instanceId);
    const rule = locked && recoveryOf(locked.status);
    if (!locked || !rule) return null;
    const event = rule.onFailure;
    if (!(await moveStatus(tx, locked.id, event, statusDetailOf(event, failure)))) return null;
    const what = historyOf(locked, failure);
    const refundedFen =
      event === 'createFailed'
        ? await refundRental(tx, locked, what, now)
        : await refundUnusedPrepaid(tx, locked, what, now);
    if (locked.holdsGpus) await releaseGpus(tx, locked.hostId, locked.gpuCount);
    await updateInstance(tx, locked.id, { holdsGpus: false, stoppedAt: now });
    await notify(
      tx,
      { userId: locked.userId, subAccountId: locked.subAccountId },
      {
        kind: 'message',
        template: templateOf(event, failure),
        params: { name: locked.name, amount: refundedFen },
        link: '/console/dashboard',
        now,
      },
    );
    deps.log.warn(
      { instanceId: locked.id, status: locked.status, cause: failure.cause, refundedFen },
      'a transition failed: instance failed, GPUs released',
    );
    return event;
  });
}

function templateOf(event: TransitionFailureEvent, failure: TransitionFailure) {
  if (event === 'createFailed') return 'instance.create_failed' as const;
  return failure.cause === 'deadline'
    ? ('instance.command_failed' as const)
    : ('instance.transition_failed' as const);
}

/** A machine never created: its order refunded whole (once: the order moves from paid to refunded). */
async function refundRental(tx: Db, instance: InstanceRecord, what: StoredNote, now: Date): Promise<number> {
  await recordEvent(tx, instance.id, 'create_failed', what, now);
  const order = await refundOrder(tx, instance.orderNo, {
    note: systemText('ledger.machine_not_created', {}),
    now,
    machine: { hostId: instance.hostId, gpuHours: 0 },
  });
  if (!order) return 0;
  await recordEvent(
    tx,
    instance.id,
    'refunded',
    systemText('event.order_refunded', { order: order.orderNo, amount: order.amount }),
    now,
  );
  await restoreCouponUsedBy(tx, order.orderNo);
  return order.amount;
}

/** A command that failed: the whole prepaid hours left given back, the period ending now. */
async function refundUnusedPrepaid(
  tx: Db,
  instance: InstanceRecord,
  what: StoredNote,
  now: Date,
): Promise<number> {
  await recordEvent(tx, instance.id, 'failed', what, now);
  const prepaidLeft =
    instance.billingMode !== 'post_paid' && instance.expiresAt !== null && instance.expiresAt > now;
  if (!prepaidLeft) return 0;
  const plan = await applyRefund(tx, instance, now);
  await updateInstance(tx, instance.id, {
    expiresAt: plan.endsAtMs === null ? now : new Date(plan.endsAtMs),
  });
  if (plan.refundFen > 0)
    await recordEvent(
      tx,
      instance.id,
      'refunded',
      systemText('event.hours_refunded', { hours: plan.hours, amount: plan.refundFen }),
      now,
    );
  return plan.refundFen;
}
