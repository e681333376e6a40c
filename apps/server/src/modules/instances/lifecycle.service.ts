import type { InstanceEvent } from '@gpucloud/contracts';
import {
  isTransitional,
  type MachineState,
  nextState,
  REPORT_EVENTS,
  runStartMinute,
} from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import type { MachineListener } from '../../providers/compute/compute-provider';
import { recordEvent } from './history.repository';
import { type InstanceRecord, lockInstance, releaseGpus, updateInstance } from './instances.repository';
import { settleLostMachine } from './reconcile-lost.service';
import { failTransition } from './transition-failure.service';

/** The history event a machine reaching `running` means; a reinitialisation was logged when asked for. */
function runningEvent(from: InstanceRecord['status']): InstanceEvent | null {
  if (from === 'reinitializing') return null;
  return from === 'restarting' ? 'restarted' : 'started';
}

/**
 * Records what the compute provider reports, each in one transaction on the locked instance row,
 * where the lifecycle allows it (a late or repeated report changes nothing). A machine that fails
 * in the middle of a transition fails its instance by the rules a deadline would
 * (transition-failure.service); a running one that stops or fails unasked is settled as lost
 * (reconcile-lost.service). A pay-as-you-go instance that has stopped gives its GPUs back
 * to the host (it asks for them again when started); a prepaid one keeps them.
 */
export function instanceStateListener(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): MachineListener {
  return ({ instanceId, state, detail, since }) => applyMachineReport(deps, instanceId, state, detail, since);
}

/**
 * What a machine settled in means for its instance: the listener's events and the reconciler's
 * inspections both land here, so a report seen twice (or late) changes nothing the second time.
 */
export async function applyMachineReport(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  instanceId: number,
  state: MachineState,
  detail: string,
  /** When the machine got there, where the provider says (see settleLostMachine). */
  since?: Date,
): Promise<void> {
  const report = REPORT_EVENTS[state];
  if (!report) return;
  const now = deps.clock.now();
  if (state === 'failed' && (await failTransition(deps, instanceId, { cause: 'reported', detail }))) return;
  // A running machine that stopped or failed without a command of ours: its hours stop when it did.
  if (
    (state === 'stopped' || state === 'failed') &&
    (await settleLostMachine(deps, instanceId, { machine: state, detail, ...(since ? { since } : {}) }))
  )
    return;
  // Any other failure was a late or repeated report: the instance has settled already.
  if (state === 'failed') return;
  await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, instanceId);
    const next = instance && nextState(instance.status, report);
    if (!instance || !next) return;
    if (state === 'running') {
      // Pay-as-you-go runs are charged by the minute from the minute in progress (issue 44): the
      // minutes it was made, started or restarted in were not run, and were charged up to where it
      // left `running` (see settleRunMinutes).
      await updateInstance(tx, instance.id, {
        status: next,
        statusDetail: detail,
        machineSeenAt: now,
        chargedToMinute: runStartMinute(
          instance.createdAt.getTime(),
          now.getTime(),
          instance.chargedToMinute,
        ),
      });
      const event = runningEvent(instance.status);
      if (event) await recordEvent(tx, instance.id, event, detail, now);
    } else {
      const givesBack = instance.billingMode === 'post_paid' && instance.holdsGpus;
      // A stop that was asked for keeps its reason (arrears, stop with refund); one the machine made itself shows the provider's.
      const asked = isTransitional(instance.status);
      await updateInstance(tx, instance.id, {
        status: next,
        stoppedAt: now,
        holdsGpus: givesBack ? false : instance.holdsGpus,
        statusDetail: asked ? instance.statusDetail : detail,
      });
      if (givesBack) await releaseGpus(tx, instance.hostId, instance.gpuCount);
      // An asked-for stop's reason is its own event (auto-stopped, stopped with refund, arrears):
      // the stop itself says nothing more. One the machine made itself carries the provider's detail.
      await recordEvent(tx, instance.id, 'stopped', asked ? '' : detail, now);
    }
  });
}
