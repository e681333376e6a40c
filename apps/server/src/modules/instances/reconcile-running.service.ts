import type {} from '../../core/deps';
import { EngineUnreachableError, type MachineInspection } from '../../providers/compute/compute-provider';
import type { InstanceDeps } from './instance-deps';
import { type LostMachine, settleLostMachine } from './reconcile-lost.service';
import { claimRunning, markMachinesSeen } from './reconcile-running.repository';

/** Running instances one pass looks at, at most; the rest take their turn in the next passes. */
const CHECK_LIMIT = 100;

/**
 * What an inspection of a running instance's machine says about it: seen running, lost (stopped,
 * failed, deleted or unknown to its engine: nothing of ours asked for that, or the instance would
 * not be running), or nothing to act on (busy with a command of ours, such as a resize).
 */
export function verdictOf(seen: MachineInspection): 'running' | 'wait' | LostMachine {
  if (seen.state === 'running') return 'running';
  if (seen.state === 'busy') return 'wait';
  const machine = seen.state === 'stopped' || seen.state === 'failed' ? seen.state : 'unknown';
  return { machine, detail: seen.detail, ...(seen.since ? { since: seen.since } : {}) };
}

/**
 * The reconciler's look at the instances the books hold as running (a bounded batch per pass, the
 * longest unlooked-at first): a machine seen running is recorded as seen; one found stopped,
 * failed or gone is settled by settleLostMachine, so its owner pays for no hour it could not run.
 * An engine that does not answer changes nothing (the next pass looks again).
 */
export async function checkRunningMachines(
  deps: InstanceDeps,
  now: Date,
): Promise<{ checked: number; lost: number }> {
  const claimed = await claimRunning(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + deps.config.compute.reconcileSeconds * 1000),
    limit: CHECK_LIMIT,
  });
  const seen: number[] = [];
  let lost = 0;
  for (const instance of claimed) {
    if (!instance.providerRef) continue;
    try {
      const verdict = verdictOf(await deps.compute.inspect(instance.providerRef));
      if (verdict === 'running') seen.push(instance.id);
      else if (verdict !== 'wait' && (await settleLostMachine(deps, instance.id, verdict))) lost += 1;
    } catch (error) {
      // An engine that does not answer is recorded once per host by the sweep (reconcile.service.ts).
      if (error instanceof EngineUnreachableError) continue;
      deps.log.error({ err: error, instanceId: instance.id }, 'could not check a running machine');
    }
  }
  await markMachinesSeen(deps.db, seen, now);
  return { checked: claimed.length, lost };
}
