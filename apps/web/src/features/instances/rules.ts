import { type InstanceRow, instancesRoutes } from '@gpucloud/contracts';
import {
  BILLABLE_STATES,
  canDo,
  ENDED_STATES,
  isTransitional,
  type InstanceAction as LifecycleAction,
  mayReleaseWithinPeriod,
  SHUT_DOWN_STATES,
} from '@gpucloud/domain';

export { isTransitional };
export type InstanceStatus = InstanceRow['Status'];
export type InstanceKind = InstanceRow['Kind'];

/** Everything a person can do to one instance from its row, in the order the row offers them. */
const ROW_ACTIONS = [
  'access',
  'rdp',
  'start',
  'stop',
  'restart',
  'renew',
  'stopWithRefund',
  'changeMode',
  'password',
  'screenshot',
  'reinit',
  'release',
  'logs',
] as const satisfies readonly LifecycleAction[];
export type InstanceAction = (typeof ROW_ACTIONS)[number];

/** How often the list asks again while an instance is between states. */
export const TRANSITIONAL_POLL_MS = 3000;

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

/** What an action needs besides the state: the kind, the system, the billing and the period. */
function rowAllows(action: InstanceAction, row: InstanceRow, now: Date): boolean {
  const prepaid = isPrepaid(row);
  const inPeriod = inPrepaidPeriod(row, now);
  // Containers have no screen or login password of their own; machines (cloud hosts, bare metal) do.
  const machine = row.Kind !== 'container';
  switch (action) {
    case 'rdp':
      return row.System === 'windows';
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
  if (ENDED_STATES.includes(row.Status)) return [];
  const events: NextEvent[] = [];
  if (isPrepaid(row) && row.ExpiresAt) events.push({ kind: 'expires', at: row.ExpiresAt });
  if (row.BillingMode === 'post_paid' && BILLABLE_STATES.includes(row.Status) && row.NextChargeAt) {
    events.push({ kind: 'nextCharge', at: row.NextChargeAt, hourlyCost: row.HourlyCost });
  }
  const shutDown = SHUT_DOWN_STATES.includes(row.Status);
  if (shutDown && row.ReleaseAt) events.push({ kind: 'release', at: row.ReleaseAt });
  return events;
}

/** The start call refuses with this when the host has too few free GPUs (→ /restartInstance). */
export function lacksFreeGpus(reason: string): boolean {
  return /no free GPU/i.test(reason);
}
