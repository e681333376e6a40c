import type { InstanceRow } from '@gpucloud/contracts';

export type InstanceStatus = InstanceRow['Status'];
export type InstanceKind = InstanceRow['Kind'];

/** Everything a person can do to one instance from the console. */
export type InstanceAction =
  | 'access'
  | 'rdp'
  | 'start'
  | 'stop'
  | 'restart'
  | 'stopWithRefund'
  | 'renew'
  | 'changeMode'
  | 'password'
  | 'screenshot'
  | 'reinit'
  | 'release'
  | 'logs';

/** States the fleet is still moving through: they spin, and the list polls while any is shown. */
const TRANSITIONAL: readonly InstanceStatus[] = [
  'creating',
  'stopping',
  'starting',
  'restarting',
  'reinitializing',
];

export function isTransitional(status: InstanceStatus): boolean {
  return TRANSITIONAL.includes(status);
}

/** How often the list asks again while an instance is between states. */
export const TRANSITIONAL_POLL_MS = 3000;

export function isPrepaid(row: Pick<InstanceRow, 'BillingMode'>): boolean {
  return row.BillingMode !== 'post_paid';
}

/** True while a prepaid period is still running at `now`; such an instance cannot be released. */
export function inPrepaidPeriod(row: Pick<InstanceRow, 'BillingMode' | 'ExpiresAt'>, now: Date): boolean {
  return isPrepaid(row) && row.ExpiresAt !== null && new Date(row.ExpiresAt).getTime() > now.getTime();
}

/**
 * The actions an instance's status (and kind, system and billing) allow, in the order the row
 * offers them. The server guards each again; this only keeps refused buttons off the screen.
 */
export function allowedActions(row: InstanceRow, now: Date = new Date()): InstanceAction[] {
  const actions: InstanceAction[] = [];
  const prepaid = isPrepaid(row);
  const inPeriod = inPrepaidPeriod(row, now);
  // Containers have no screen or login password of their own; machines (cloud hosts, bare metal) do.
  const machine = row.Kind !== 'container';
  // Pay-as-you-go may turn prepaid; prepaid may turn pay-as-you-go only while its period runs (a refund).
  const canChangeMode = !prepaid || inPeriod;
  switch (row.Status) {
    case 'running':
      actions.push('access');
      if (row.System === 'windows') actions.push('rdp');
      actions.push('stop', 'restart');
      if (prepaid) actions.push('renew');
      if (inPeriod) actions.push('stopWithRefund');
      if (canChangeMode) actions.push('changeMode');
      if (machine) actions.push('password', 'screenshot', 'reinit');
      break;
    case 'stopped':
      actions.push('start');
      if (prepaid) actions.push('renew');
      if (inPeriod) actions.push('stopWithRefund');
      if (canChangeMode) actions.push('changeMode');
      if (machine && row.HoldsGpus && (!prepaid || inPeriod)) actions.push('reinit');
      if (!inPeriod) actions.push('release');
      break;
    case 'expired':
      actions.push('start', 'renew', 'release');
      break;
    case 'failed':
      actions.push('release');
      break;
    default:
      break;
  }
  actions.push('logs');
  return actions;
}

/** The renewal calls of a kind: containers have their own pair (SPEC §7). */
export function renewPaths(kind: InstanceKind): { quote: string; renew: string } {
  return kind === 'container'
    ? { quote: '/renew_container_v2_query_price', renew: '/renew_container_v2' }
    : { quote: '/renew_kvm_v2_query_price', renew: '/renew_kvm_v2' };
}

/** What comes next for an instance, for the row's billing column. */
export type NextEvent =
  | { kind: 'expires'; at: string }
  | { kind: 'nextCharge'; at: string; hourlyCost: number }
  | { kind: 'release'; at: string };

/**
 * The dates that matter next: a prepaid period's end, a running pay-as-you-go instance's next
 * charge with its hourly cost, and for a shut-down instance the day its disk is released.
 */
export function nextEvents(row: InstanceRow): NextEvent[] {
  if (row.Status === 'released' || row.Status === 'failed') return [];
  const events: NextEvent[] = [];
  if (isPrepaid(row) && row.ExpiresAt) events.push({ kind: 'expires', at: row.ExpiresAt });
  if (row.BillingMode === 'post_paid' && row.Status === 'running' && row.NextChargeAt) {
    events.push({ kind: 'nextCharge', at: row.NextChargeAt, hourlyCost: row.HourlyCost });
  }
  const shutDown = row.Status === 'stopped' || row.Status === 'expired';
  if (shutDown && row.ReleaseAt) events.push({ kind: 'release', at: row.ReleaseAt });
  return events;
}

/** The start call refuses with this when the host has too few free GPUs (→ /restartInstance). */
export function lacksFreeGpus(reason: string): boolean {
  return /no free GPU/i.test(reason);
}
