import { type MachineCommand, NO_GPU_SHARE, recoveryOf } from '@gpucloud/domain';
import type { AppDeps, MachineDeps } from '../../core/deps';
import { EngineUnreachableError, type MachineSummary } from '../../providers/compute/compute-provider';
import { mountsOfInstance } from '../catalog';
import { engineAnswers, engineStillLost, settleDueOutages } from '../fleet';
import { notifyStaff } from '../notifications';
import { machineLaunchOf } from '../templates';
import type { InstanceDeps } from './instance-deps';
import { type InstanceRecord, setProviderRef } from './instances.repository';
import { applyMachineReport } from './lifecycle.service';
import {
  claimTransitional,
  countLiveInstances,
  findInstancesOfMachines,
  findMachineParts,
  listHostNames,
  markEngineBack,
  markEngineLost,
} from './reconcile.repository';
import { checkRunningMachines } from './reconcile-running.service';
import { imageToRun, machineSpecOf } from './rent.service';
import { failTransition } from './transition-failure.service';

/** Instances one pass looks at, at most; the rest wait for the next pass. */
const CLAIM_LIMIT = 100;

export interface ReconcileOutcome {
  examined: number;
  settled: number;
  reissued: number;
  timedOut: number;
  unknownStopped: number;
  deleted: number;
  /** Running instances whose machine was looked at, and those of them found lost (reconcile-running). */
  checked: number;
  lost: number;
  /** Hosts whose engine did not answer the sweep. */
  enginesLost: number;
}

/**
 * One pass of the reconciler (at start-up and every RECONCILE_SECONDS, in every process): each
 * instance in a transitional state is inspected at the provider and settled where its machine is,
 * or its command is re-issued (commands are idempotent), or past its deadline it fails with the
 * refund its state calls for. Then the machines of instances held as running are looked at, and
 * those lost behind our back settled (reconcile-running). Last, every host's machines are checked
 * against the books: machines of released instances are deleted, running machines of no instance
 * are stopped and reported to staff (once: a stopped one is left alone).
 */
export async function reconcileInstances(deps: InstanceDeps): Promise<ReconcileOutcome> {
  const now = deps.clock.now();
  const claimed = await claimTransitional(deps.db, {
    now,
    leaseUntil: new Date(now.getTime() + deps.config.compute.reconcileSeconds * 1000),
    deadlineOverrideSeconds: deps.config.compute.transitionDeadlineSeconds,
    limit: CLAIM_LIMIT,
  });
  const outcome: ReconcileOutcome = {
    examined: claimed.length,
    settled: 0,
    reissued: 0,
    timedOut: 0,
    unknownStopped: 0,
    deleted: 0,
    checked: 0,
    lost: 0,
    enginesLost: 0,
  };
  for (const instance of claimed) {
    try {
      const step = await reconcileInstance(deps, instance, now);
      if (step !== 'waiting') outcome[step] += 1;
    } catch (error) {
      deps.log.error({ err: error, instanceId: instance.id }, 'could not reconcile an instance');
    }
  }
  Object.assign(outcome, await checkRunningMachines(deps, now));
  await sweepFleet(deps, outcome);
  // Outages closed for their merge window are credited (issue 44, point 5).
  await settleDueOutages(deps);
  return outcome;
}

type Step = 'settled' | 'reissued' | 'timedOut' | 'waiting';

async function reconcileInstance(deps: InstanceDeps, instance: InstanceRecord, now: Date): Promise<Step> {
  const rule = recoveryOf(instance.status);
  if (!rule) return 'waiting';
  const ref = instance.providerRef ?? (await adoptMachine(deps, instance));
  const seen = ref ? await deps.compute.inspect(ref) : { state: 'unknown' as const, detail: '' };
  if (seen.state === rule.settlesAt || seen.state === 'failed') {
    await applyMachineReport(deps, instance.id, seen.state, seen.detail || 'settled on inspection');
    return 'settled';
  }
  if (instance.reconcileDeadline && instance.reconcileDeadline <= now) {
    await timeOut(deps, instance, ref);
    return 'timedOut';
  }
  if (seen.state === 'busy') return 'waiting';
  if (ref) await reissue(deps, instance, ref, rule.command);
  return 'reissued';
}

/**
 * The machine of an instance whose create was never acknowledged (a crash between the commit and
 * the answer, or a failed call): the create again, which answers the machine the first one made.
 */
/** What the provider is asked to create for an instance: its datasets and its template's start, as at the rental. */
async function specOf(
  deps: Pick<AppDeps, 'db' | 'vault'>,
  instance: InstanceRecord,
  parts: NonNullable<Awaited<ReturnType<typeof findMachineParts>>>,
) {
  const [mounts, launch] = await Promise.all([
    mountsOfInstance(deps.db, instance.id),
    machineLaunchOf(deps, instance.id),
  ]);
  return machineSpecOf(instance, parts.host, parts.image, mounts, launch);
}

async function adoptMachine(
  deps: Pick<AppDeps, 'db' | 'compute' | 'log' | 'vault'>,
  instance: InstanceRecord,
): Promise<string | null> {
  if (instance.status !== 'creating') return null;
  const parts = await findMachineParts(deps.db, instance);
  if (!parts) return null;
  try {
    const { ref } = await deps.compute.create(await specOf(deps, instance, parts));
    await setProviderRef(deps.db, instance.id, ref);
    return ref;
  } catch (error) {
    deps.log.warn({ err: error, instanceId: instance.id }, 'create not acknowledged: retried next pass');
    return null;
  }
}

async function reissue(
  deps: Pick<AppDeps, 'db' | 'compute' | 'vault'>,
  instance: InstanceRecord,
  ref: string,
  command: MachineCommand,
) {
  if (command === 'create' || command === 'reinitialise') {
    const parts = await findMachineParts(deps.db, instance);
    if (!parts) return;
    if (command === 'create') await deps.compute.create(await specOf(deps, instance, parts));
    else await deps.compute.reinitialise(ref, imageToRun(instance, parts.image));
    return;
  }
  // A start without GPUs lost before the machine took the small share takes it again (idempotent).
  if (command === 'start' && instance.gpuMode === 'none') await deps.compute.resize(ref, { ...NO_GPU_SHARE });
  await deps.compute[command](ref);
}

async function timeOut(deps: InstanceDeps, instance: InstanceRecord, ref: string | null): Promise<void> {
  const seconds =
    deps.config.compute.transitionDeadlineSeconds || (recoveryOf(instance.status)?.deadlineSeconds ?? 0);
  const minutes = Math.round((seconds / 60) * 10) / 10;
  const failed = await failTransition(deps, instance.id, { cause: 'deadline', minutes });
  // The machine may still come: one nobody pays for must not run (only if this pass failed it: a
  // machine that got there meanwhile settled its instance, and is left alone).
  if (ref && failed === 'createFailed') await bestEffort(deps, instance.id, () => deps.compute.delete(ref));
  else if (ref && failed === 'commandFailed')
    await bestEffort(deps, instance.id, () => deps.compute.stop(ref));
}

/**
 * Machines against the books, host by host. A host whose engine does not answer is recorded as such
 * (the fleet desk shows it, staff are told once) and skipped; one that answers again is cleared.
 */
async function sweepFleet(deps: InstanceDeps, outcome: ReconcileOutcome): Promise<void> {
  for (const host of await listHostNames(deps.db)) {
    const hostName = host.name;
    let machines: MachineSummary[];
    try {
      machines = await deps.compute.listMachines(hostName);
    } catch (error) {
      if (!(error instanceof EngineUnreachableError)) throw error;
      outcome.enginesLost += 1;
      await engineLost(deps, host.id, hostName);
      // Past the grace, an outage from the moment it stopped answering (issue 44, point 5).
      await engineStillLost(deps, host.id, host.engineLostAt ?? deps.clock.now());
      continue;
    }
    if (host.engineLostAt) {
      await engineBack(deps, host.id, hostName, host.engineLostAt);
      await engineAnswers(deps, host.id);
    }
    if (machines.length === 0) continue;
    const owners = await findInstancesOfMachines(
      deps.db,
      machines.map((m) => m.ref),
      machines.map((m) => m.key),
    );
    for (const machine of machines) {
      const owner = owners.find(
        (i) => i.providerRef === machine.ref || (!i.providerRef && i.name === machine.key),
      );
      if (owner?.status === 'released') {
        await bestEffort(deps, owner.id, () => deps.compute.delete(machine.ref));
        outcome.deleted += 1;
      } else if (owner?.status === 'failed' && machine.state === 'running') {
        // A failed instance is not paid for: its machine must not run (its disk stays until released).
        await bestEffort(deps, owner.id, () => deps.compute.stop(machine.ref));
      } else if (
        !owner &&
        machine.state === 'running' &&
        (await stopUnknownMachine(deps, machine.ref, hostName))
      ) {
        outcome.unknownStopped += 1;
      }
    }
  }
}

async function engineLost(deps: MachineDeps, hostId: number, host: string): Promise<void> {
  const now = deps.clock.now();
  if (!(await markEngineLost(deps.db, hostId, now))) return;
  deps.log.warn({ host }, 'a host engine does not answer: staff told');
  await notifyStaff(deps.db, {
    template: 'ops.engine_unreachable',
    params: { host, at: now, instances: await countLiveInstances(deps.db, hostId) },
    now,
  });
}

async function engineBack(deps: MachineDeps, hostId: number, host: string, lostAt: Date): Promise<void> {
  const now = deps.clock.now();
  if (!(await markEngineBack(deps.db, hostId, lostAt))) return;
  const minutes = Math.max(1, Math.round((now.getTime() - lostAt.getTime()) / 60_000));
  deps.log.info({ host, minutes }, 'a host engine answers again: staff told');
  await notifyStaff(deps.db, { template: 'ops.engine_back', params: { host, at: now, minutes }, now });
}

/** Stops a running machine of no instance and tells the staff; one its engine refuses is tried again next pass. */
async function stopUnknownMachine(deps: MachineDeps, ref: string, host: string): Promise<boolean> {
  try {
    await deps.compute.stop(ref);
  } catch (error) {
    deps.log.error({ err: error, ref, host }, 'could not stop a machine of no instance');
    return false;
  }
  deps.log.warn({ ref, host }, 'a machine of no instance was stopped: staff told');
  await notifyStaff(deps.db, {
    template: 'ops.unknown_machine_stopped',
    params: { ref, host },
    now: deps.clock.now(),
  });
  return true;
}

async function bestEffort(
  deps: Pick<AppDeps, 'log'>,
  instanceId: number,
  call: () => Promise<void>,
): Promise<void> {
  try {
    await call();
  } catch (error) {
    deps.log.error({ err: error, instanceId }, 'the compute provider refused a clean-up call');
  }
}
