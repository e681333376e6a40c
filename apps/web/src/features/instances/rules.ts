import { type InstanceRow, instancesRoutes } from '@gpucloud/contracts';
import {
  canDo,
  ENDED_STATES,
  isTransitional,
  type InstanceAction as LifecycleAction,
  mayReleaseWithinPeriod,
  resizeProblem,
  runsWithoutGpus as runsWithoutGpusRule,
} from '@gpucloud/domain';

export { isTransitional };
export type InstanceStatus = InstanceRow['Status'];
export type InstanceKind = InstanceRow['Kind'];

/** Everything a person can do to one instance from its row, in the order the row offers them. */
const ROW_ACTIONS = [
  'access',
  'rdp',
  'plugins',
  'start',
  'resume',
  'stop',
  'restart',
  'renew',
  'stopWithRefund',
  'changeMode',
  'resize',
  'addDisk',
  'bandwidth',
  'suspend',
  'saveImage',
  'password',
  'screenshot',
  'reinit',
  'release',
  'logs',
] as const satisfies readonly LifecycleAction[];
export type InstanceAction = (typeof ROW_ACTIONS)[number];

/**
 * No-GPU mode (issue 42): a stopped pay-as-you-go instance on a host that offers it may start
 * without its GPUs (the server answers its price, NoGpuHourlyCost, only where it may).
 */
export function offersStartWithoutGpus(row: Pick<InstanceRow, 'Status' | 'BillingMode' | 'NoGpuHourlyCost'>) {
  return row.Status === 'stopped' && row.BillingMode === 'post_paid' && row.NoGpuHourlyCost !== null;
}

/** Whether the machine is up (or on its way) without its GPUs (the domain's rule): the card says so. */
export function runsWithoutGpus(row: Pick<InstanceRow, 'Status' | 'GpuMode'>) {
  return runsWithoutGpusRule({ status: row.Status, gpuMode: row.GpuMode });
}

/** How often the list asks again while an instance is between states. */
export const TRANSITIONAL_POLL_MS = 3000;

/**
 * How often the list asks again while an instance runs: what the server does by itself (an
 * auto-stop, an expiry, a stop for arrears) shows within a minute, as the card's live figure does.
 */
export const RUNNING_POLL_MS = 60_000;

/** When the instance list asks again: often while one is between states, each minute while one runs. */
export function instanceListPollMs(rows: readonly Pick<InstanceRow, 'Status'>[]): number | false {
  if (rows.some((row) => isTransitional(row.Status))) return TRANSITIONAL_POLL_MS;
  return rows.some((row) => row.Status === 'running') ? RUNNING_POLL_MS : false;
}

export function isPrepaid(row: Pick<InstanceRow, 'BillingMode'>): boolean {
  return row.BillingMode !== 'post_paid';
}

/** True while a prepaid period is still running at `now`; such an instance cannot be released. */
export function inPrepaidPeriod(row: Pick<InstanceRow, 'BillingMode' | 'ExpiresAt'>, now: Date): boolean {
  return isPrepaid(row) && row.ExpiresAt !== null && new Date(row.ExpiresAt).getTime() > now.getTime();
}

/** The lifecycle's word on a button; Start also starts an expired instance from its kept disk. */
function stateAllows(status: InstanceStatus, action: InstanceAction): boolean {
  return canDo(status, action) || (action === 'start' && canDo(status, 'startKept'));
}

/** Whether the engine of the row's kind changes any of `resources` in its state (running or stopped). */
function engineChanges(row: InstanceRow, resources: Parameters<typeof resizeProblem>[2]): boolean {
  const state = row.Status === 'running' ? 'running' : 'stopped';
  return resources.some((resource) => resizeProblem(row.Kind, state, [resource]) === null);
}

/** What an action needs besides the state: the kind, the system, the billing and the period. */
function rowAllows(action: InstanceAction, row: InstanceRow, now: Date): boolean {
  const prepaid = isPrepaid(row);
  const inPeriod = inPrepaidPeriod(row, now);
  // Containers have no screen or login password of their own; machines (cloud hosts, bare metal) do.
  const machine = row.Kind !== 'container';
  switch (action) {
    case 'rdp':
      return row.System === 'windows';
    case 'plugins':
      return row.System === 'linux';
    // GPUs, vCPUs and memory: a running cloud host changes none of them, bare metal never.
    case 'resize':
      return engineChanges(row, ['gpuCount', 'cpuCores', 'memoryGb']);
    case 'addDisk':
      return engineChanges(row, ['dataDiskGb']);
    case 'bandwidth':
      return engineChanges(row, ['bandwidthMbps']);
    // Prepaid time is refunded before a suspension (the server says how); bare metal is a whole machine.
    case 'suspend':
      return !prepaid && row.Kind !== 'bare_metal';
    case 'password':
    case 'screenshot':
      return machine;
    case 'reinit':
      return machine && row.HoldsGpus && (!prepaid || inPeriod);
    case 'renew':
      return prepaid;
    case 'stopWithRefund':
      return inPeriod;
    // Pay-as-you-go may turn prepaid; prepaid may turn pay-as-you-go only while its period runs (a refund).
    case 'changeMode':
      return !prepaid || inPeriod;
    // While whole unused hours remain, a prepaid instance is stopped with refund first; the hour in
    // progress (all that is left after a refund) does not hold the release up.
    case 'release':
      return (
        !canDo(row.Status, 'stopWithRefund') ||
        !prepaid ||
        mayReleaseWithinPeriod(
          row.ExpiresAt === null ? null : new Date(row.ExpiresAt).getTime(),
          now.getTime(),
        )
      );
    default:
      return true;
  }
}

/**
 * The actions the lifecycle allows in an instance's state and its kind, system and billing allow,
 * in the order the row offers them. The server guards each again; this only keeps refused buttons
 * off the screen. Between states the row offers only the logs: the server would take a renewal
 * then, but the list polls and the buttons come back as soon as the state settles.
 */
export function allowedActions(row: InstanceRow, now: Date = new Date()): InstanceAction[] {
  const settled = !isTransitional(row.Status);
  return ROW_ACTIONS.filter(
    (action) =>
      (settled || action === 'logs') && stateAllows(row.Status, action) && rowAllows(action, row, now),
  );
}

/** The renewal calls of a kind: containers have their own pair (SPEC §7). */
export function renewRoutes(kind: InstanceKind) {
  return kind === 'container'
    ? { quote: instancesRoutes.renewContainerQuote, renew: instancesRoutes.renewContainer }
    : { quote: instancesRoutes.renewKvmQuote, renew: instancesRoutes.renewKvm };
}

/** Where a Linux instance's plugins (JupyterLab, TensorBoard, code-server, monitoring) are managed. */
export function pluginsPath(name: string): string {
  return `/console/instancePlugin/${encodeURIComponent(name)}`;
}

/** The start call refuses with this when the host has too few free GPUs (→ /restartInstance). */
export function lacksFreeGpus(reason: string): boolean {
  return /no free GPU|没有空闲的 GPU/i.test(reason);
}

/** Auto-stop is set on a settled instance that can still run (not failed or released, not moving). */
export function offersAutoStop(row: Pick<InstanceRow, 'Status'>): boolean {
  return !isTransitional(row.Status) && !ENDED_STATES.includes(row.Status);
}
