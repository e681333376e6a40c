import { ErrorCode, Reason } from '@gpucloud/contracts';
import {
  type GpuMode,
  hourlyRateFen,
  nextState,
  pricedHostFor,
  STATUS_DETAILS,
  vipLevelFor,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { type SystemText, systemText } from '../../core/messaging/system-text';
import { lockHost } from '../fleet';
import { ownInstance } from '../ownership';
import { assertHostRentable, findHostWithRegion } from '../store';
import { lockWallet } from '../wallet';
import { noGpuStartFields, shapeForStart } from './gpu-mode.service';
import { recordEvent } from './history.repository';
import {
  type InstanceRecord,
  lockInstance,
  moveStatus,
  reserveGpus,
  setInstanceNote,
  updateInstance,
} from './instances.repository';
import { extrasHeldOnHost } from './resize.repository';
import { settleBeforeChange, settleOwedMinutes, settleRunMinutes } from './run-minutes.service';

type Status = InstanceRecord['status'];

interface PowerAction {
  call: (deps: Pick<AppDeps, 'compute'>, ref: string) => Promise<void>;
  refusal: string;
}

/** Stop and restart: each moves the instance only from the states the lifecycle allows it in, then asks the provider. */
export const POWER_ACTIONS = {
  stop: {
    call: (deps, ref) => deps.compute.stop(ref),
    refusal: 'only a running instance can be stopped',
  },
  restart: {
    call: (deps, ref) => deps.compute.restart(ref),
    refusal: 'only a running instance can be restarted',
  },
} satisfies Record<string, PowerAction>;

export async function runPowerAction(
  deps: Pick<AppDeps, 'db' | 'compute' | 'clock'>,
  auth: AuthContext,
  instanceId: number,
  action: keyof typeof POWER_ACTIONS,
): Promise<{ Status: Status }> {
  const rule: PowerAction = POWER_ACTIONS[action];
  const instance = await ownInstance(deps, auth, instanceId);
  const now = deps.clock.now();
  // The run's minutes are charged as it leaves `running`, in the move's transaction (issue 44).
  const moved = instance.providerRef
    ? await deps.db.transaction(async (tx) => {
        const locked = await lockInstance(tx, instance.id);
        // A stop always goes (minutes its payer cannot pay stay owed); a restart waits for them.
        if (locked && action === 'restart') await settleBeforeChange(tx, locked, now);
        else if (locked?.status === 'running') await settleRunMinutes(tx, locked, now);
        return moveStatus(tx, instance.id, action, action);
      })
    : null;
  if (!moved?.providerRef) throw refused(rule.refusal);
  await rule.call(deps, moved.providerRef);
  return { Status: moved.status };
}

/**
 * A stop the platform decides for the owner (auto-stop, issue 42): the owner's stop (the same
 * lifecycle move, so billing ends as it does for a manual stop) inside the caller's transaction,
 * beside the claim that decided it, with the reason as the stop's detail and an `auto_stopped`
 * history event. Null when the instance was not running. After the commit the caller tells the
 * machine with `sendStop`; a stop the provider did not take is sent again by the billing tick
 * (the instance is still `stopping`).
 */
export async function stopByRule(
  tx: Db,
  instanceId: number,
  reason: SystemText,
  now: Date,
): Promise<InstanceRecord | null> {
  const locked = await lockInstance(tx, instanceId);
  if (locked?.status === 'running') await settleRunMinutes(tx, locked, now);
  // The detail says an auto-stop rule stopped it; the rule's reason is the history's event.
  const moved = await moveStatus(tx, instanceId, 'stop', STATUS_DETAILS.autoStopped);
  if (moved) await recordEvent(tx, instanceId, 'auto_stopped', reason, now);
  return moved;
}

/** Tells the machine of an instance `stopByRule` moved to stop, as the owner's stop does. */
export async function sendStop(deps: Pick<AppDeps, 'compute'>, instance: InstanceRecord): Promise<void> {
  if (instance.providerRef) await POWER_ACTIONS.stop.call(deps, instance.providerRef);
}

/** Pay-as-you-go runs only while balance or credit is left (SPEC §9: both used up blocks renting). */
async function assertCanPayAsYouGo(tx: Db, userId: number) {
  const wallet = await lockWallet(tx, userId);
  if (wallet.money + wallet.creditQuota <= 0 && wallet.powerMoney <= 0) {
    throw new AppError(ErrorCode.REFUSED, Reason.INSUFFICIENT_BALANCE);
  }
  return wallet;
}

/**
 * Takes the GPUs back from the host for an instance that gave them up, possibly fewer of them
 * (/restartInstance); refuses with NO_FREE_GPU when the host has not enough free.
 */
async function regainGpus(
  tx: Db,
  instance: InstanceRecord,
  wanted: number | undefined,
  accumulatedMoney: number,
): Promise<Partial<InstanceRecord>> {
  const gpuCount = wanted ?? instance.gpuCount;
  if (instance.holdsGpus) {
    if (gpuCount !== instance.gpuCount) throw refused('this instance already holds its GPUs');
    return {};
  }
  if (gpuCount > instance.gpuCount) throw refused(`this instance was rented with ${instance.gpuCount} GPUs`);
  const found = await findHostWithRegion(tx, instance.hostId);
  if (!found) throw refused(Reason.NO_FREE_GPU);
  assertHostRentable(found.host);
  if (!(await reserveGpus(tx, instance.hostId, gpuCount))) throw refused(Reason.NO_FREE_GPU);
  return {
    holdsGpus: true,
    gpuCount,
    hourlyRate: hourlyRateFen(
      pricedHostFor(found.host, instance),
      { ...instance, gpuCount },
      vipLevelFor(accumulatedMoney),
    ),
  };
}

/**
 * How an instance starts: a stopped one (/restart_kvm_from_shutdown), an expired one from its kept
 * disk as pay-as-you-go (/run_kvm_from_keepped_instancee), a suspended one (/instance/resume).
 */
const STARTS = {
  stopped: { action: 'start', refusal: 'only a stopped instance can be started' },
  keptDisk: { action: 'startKept', refusal: 'only an expired instance starts from its kept disk' },
  suspended: { action: 'resume', refusal: 'only a suspended instance is resumed' },
} as const;
export type StartFrom = keyof typeof STARTS;

/**
 * Starts an instance (see STARTS). Any start may ask for fewer GPUs when the host has given the
 * rest away; a resumed instance also takes back the CPU and memory it added, if the host has them.
 */
export async function startInstance(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  input: { instance_id: number; gpu_count?: number; gpu_mode?: GpuMode },
  from: StartFrom,
): Promise<{ Status: Status }> {
  const mode = input.gpu_mode ?? 'gpu';
  const owned = await ownInstance(deps, auth, input.instance_id);
  const now = deps.clock.now();
  const rule = STARTS[from];
  const started = await deps.db.transaction(async (tx) => {
    // The payer's wallet before the instance's row: the one lock order (docs/architecture.md). An
    // on-demand rent on the same host locks the renter's wallet, then the interruptible instances it
    // stops; taking the instance first here deadlocked against it.
    await lockWallet(tx, owned.userId);
    const instance = await lockInstance(tx, owned.id);
    if (!instance?.providerRef) throw refused('the instance has no machine');
    const next = nextState(instance.status, rule.action);
    if (next === null) throw refused(rule.refusal);
    if (from === 'stopped' && instance.expiresAt && instance.expiresAt <= now)
      throw refused('the prepaid period has ended: renew first');
    // Minutes an earlier run could not pay are paid first, or the start is refused (issue 44).
    await settleOwedMinutes(tx, instance, now);
    const fromKeptDisk = from === 'keptDisk';
    const toPostPaid = fromKeptDisk || instance.billingMode === 'post_paid';
    const wallet = toPostPaid
      ? await assertCanPayAsYouGo(tx, instance.userId)
      : await lockWallet(tx, instance.userId);
    if (mode === 'none' && from !== 'stopped') throw refused('only a stopped instance starts without GPUs');
    const gpus =
      mode === 'none'
        ? await noGpuStartFields(tx, instance, input.gpu_count)
        : { ...(await regainGpus(tx, instance, input.gpu_count, wallet.accumulatedMoney)), gpuMode: mode };
    if (from === 'suspended') await assertExtrasRoom(tx, instance);
    const updated = await updateInstance(tx, instance.id, {
      ...gpus,
      ...(fromKeptDisk ? { billingMode: 'post_paid' as const, expiresAt: null } : {}),
      status: next,
      statusDetail: rule.action,
    });
    if (fromKeptDisk)
      await recordEvent(
        tx,
        instance.id,
        'billing_mode_changed',
        systemText('event.to_post_paid_kept_disk', {}),
        now,
      );
    if (from === 'suspended') await recordEvent(tx, instance.id, 'resumed', '', now);
    if (updated.gpuCount !== instance.gpuCount)
      await recordEvent(
        tx,
        instance.id,
        'resized',
        systemText('event.resized', {
          changes: [{ resource: 'gpuCount', before: instance.gpuCount, after: updated.gpuCount }],
        }),
        now,
      );
    const shape = await shapeForStart(tx, updated, instance.gpuMode, mode);
    return {
      updated,
      shape: shape ?? (updated.gpuCount !== instance.gpuCount ? { gpuCount: updated.gpuCount } : null),
    };
  });
  const ref = started.updated.providerRef as string;
  // The machine takes the mode's shape while stopped (a container made again without, or with, its GPUs).
  if (started.shape) await deps.compute.resize(ref, started.shape);
  if (from === 'suspended') await deps.compute.resume(ref);
  else await deps.compute.start(ref);
  return { Status: started.updated.status };
}

/** A resumed instance takes back the CPU and memory it added, within what the host has spare (its row is locked by the GPUs' reservation). */
async function assertExtrasRoom(tx: Db, instance: InstanceRecord): Promise<void> {
  if (instance.extraCpuCores === 0 && instance.extraMemoryGb === 0) return;
  const host = await lockHost(tx, instance.hostId);
  if (!host) throw refused(Reason.NO_FREE_GPU);
  const held = await extrasHeldOnHost(tx, host.id, instance.id);
  if (held.cpuCores + instance.extraCpuCores > host.spareCpuCores)
    throw refused(
      `the host has ${Math.max(0, host.spareCpuCores - held.cpuCores)} spare vCPUs of the ${instance.extraCpuCores} this instance added`,
    );
  if (held.memoryGb + instance.extraMemoryGb > host.spareMemoryGb)
    throw refused(
      `the host has ${Math.max(0, host.spareMemoryGb - held.memoryGb)} GB of spare memory of the ${instance.extraMemoryGb} GB this instance added`,
    );
}

export async function noteInstance(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  instanceId: number,
  note: string,
  kind?: InstanceRecord['kind'],
): Promise<void> {
  const instance = await ownInstance(deps, auth, instanceId);
  if (kind && instance.kind !== kind) throw refused('instance not found');
  await setInstanceNote(deps.db, instance.id, note);
}
