import { nextState, RECOVERY_FAILURES, runEndMinute } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { systemText } from '../../core/messaging/system-text';
import { lockBillingTick } from '../../db/advisory-lock';
import { notify, notifyStaff } from '../notifications';
import { refundHoursNotRun } from '../wallet';
import { recordEvent } from './history.repository';
import {
  findInstance,
  type InstanceRecord,
  lockInstance,
  releaseGpus,
  updateInstance,
} from './instances.repository';
import { applyRefund } from './prepaid.service';
import { hostNameOf } from './reconcile-running.repository';
import { settleRunMinutes } from './run-minutes.service';

/** The history's words for a machine found stopped, failed or gone without a command. */
const FOUND = {
  stopped: 'event.machine_found_stopped',
  failed: 'event.machine_found_failed',
  unknown: 'event.machine_found_gone',
} as const;

/** What was found of a running instance's machine that nobody told to stop. */
export interface LostMachine {
  /** `stopped`: it can start again with its disk; `failed` or `unknown` (gone): it cannot. */
  machine: 'stopped' | 'failed' | 'unknown';
  detail: string;
  /** When it stopped, where its engine says. */
  since?: Date;
}

/**
 * When a lost machine stopped: what its engine says, else the last time it was seen running, else
 * now; never before the instance was made nor after now.
 */
export function lostSince(instance: InstanceRecord, loss: LostMachine, now: Date): Date {
  const said = loss.since ?? instance.machineSeenAt ?? now;
  const ms = Math.min(now.getTime(), Math.max(instance.createdAt.getTime(), said.getTime()));
  return new Date(ms);
}

/**
 * Settles an instance the books hold as running whose machine stopped, failed or vanished behind
 * the product's back (a lost event, a container killed on its host, a host restarted). The books
 * follow the machine from the moment it stopped:
 * - a stopped machine leaves the instance `stopped` with its disk, to be started again (as on
 *   AutoDL); a failed or vanished one leaves it `failed`, with its GPUs back to the host and the
 *   prepaid whole hours unused since it stopped refunded (the rule of a failed command);
 * - pay-as-you-go hours that started after it stopped are given back, and none is charged again
 *   (a stopped one gives its GPUs back and is charged from the hour it starts again);
 * - the owner and the staff are told.
 * One transaction under the billing tick's lock (no tick charges an hour between the refund and the
 * move) and the instance's row lock; only from `running`, so a second look, another process or an
 * engine event arriving late changes nothing. Answers the state it moved to, or null.
 */
export async function settleLostMachine(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  instanceId: number,
  loss: LostMachine,
): Promise<'stopped' | 'failed' | null> {
  // Most reports are of machines we told to stop: those need neither lock.
  if ((await findInstance(deps.db, instanceId))?.status !== 'running') return null;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockBillingTick(tx);
    const locked = await lockInstance(tx, instanceId);
    const stops = loss.machine === 'stopped';
    const next = locked && nextState(locked.status, stops ? 'machineStopped' : 'machineFailed');
    if (!locked || !next || locked.status !== 'running') return null;
    const since = lostSince(locked, loss, now);
    const postPaid = locked.billingMode === 'post_paid';
    // Pay-as-you-go (issue 44): charges past the minute it stopped in are given back, and the
    // minutes up to it not charged yet are charged.
    const endMinute = runEndMinute(locked.createdAt.getTime(), since.getTime());
    const hours = postPaid ? await refundHoursNotRun(tx, locked, { fromMinute: endMinute, now }) : null;
    if (postPaid) await settleRunMinutes(tx, locked, since, now);
    const prepaidLeft = !stops && !postPaid && locked.expiresAt !== null && locked.expiresAt > since;
    const plan = prepaidLeft ? await applyRefund(tx, locked, now, since) : null;
    // A prepaid instance that stopped keeps its GPUs for its period, as after a stop it asked for.
    const givesBack = locked.holdsGpus && (!stops || postPaid);
    if (givesBack) await releaseGpus(tx, locked.hostId, locked.gpuCount);
    await updateInstance(tx, locked.id, {
      status: next,
      statusDetail: stops ? RECOVERY_FAILURES.machineStopped : RECOVERY_FAILURES.machineLost,
      stoppedAt: since,
      holdsGpus: givesBack ? false : locked.holdsGpus,
      ...(plan ? { expiresAt: plan.endsAtMs === null ? now : new Date(plan.endsAtMs) } : {}),
    });
    const found = { since: since.toISOString(), detail: loss.detail };
    await recordEvent(
      tx,
      locked.id,
      stops ? 'stopped' : 'failed',
      systemText(FOUND[loss.machine], found),
      now,
    );
    const refundedFen = (hours?.amountFen ?? 0) + (plan?.refundFen ?? 0);
    // A post-paid machine gets its hours not run back, a prepaid one its unused hours: never both.
    if (refundedFen > 0)
      await recordEvent(
        tx,
        locked.id,
        'refunded',
        plan
          ? systemText('event.refund_unused', { hours: plan.hours, amount: refundedFen })
          : systemText('event.refund_not_run', { hours: hours?.hours ?? 0, amount: refundedFen }),
        now,
      );
    await notify(
      tx,
      { userId: locked.userId, subAccountId: locked.subAccountId },
      {
        kind: 'message',
        template: stops ? 'instance.machine_stopped' : 'instance.machine_lost',
        params: { name: locked.name, at: since, amount: refundedFen },
        link: '/console/dashboard',
        now,
      },
    );
    await notifyStaff(tx, {
      template: 'ops.instance_machine_lost',
      params: {
        name: locked.name,
        ref: locked.providerRef ?? '',
        host: await hostNameOf(tx, locked.hostId),
        state: loss.machine,
        at: since,
      },
      now,
    });
    deps.log.warn(
      { instanceId: locked.id, machine: loss.machine, since, refundedFen },
      'a running instance lost its machine: instance marked',
    );
    return stops ? 'stopped' : 'failed';
  });
}
