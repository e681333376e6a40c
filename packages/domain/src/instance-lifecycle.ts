import { BILLING_HOUR_MS } from './billing-hours';
import {
  BILLABLE_STATES,
  INSTANCE_STATES,
  type InstanceState,
  isTransitional,
  PERIOD_STATES,
  SHUT_DOWN_STATES,
  TRANSITIONAL_STATES,
} from './instance-states';

/**
 * What an owner may ask of an instance. The console's buttons use the same names; `startKept`
 * starts an expired instance from its kept disk, `errorRefund` refunds a machine never created.
 */
export const INSTANCE_ACTIONS = [
  'access',
  'rdp',
  'password',
  'screenshot',
  'start',
  'startKept',
  'stop',
  'restart',
  'reinit',
  'renew',
  'changeMode',
  'stopWithRefund',
  'migrate',
  'release',
  'errorRefund',
  'logs',
  'note',
  'resize',
  'addDisk',
  'bandwidth',
  'suspend',
  'resume',
  'saveImage',
  'plugins',
] as const;
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];

/** Where the compute provider reports a machine settled; `deleted` (after a release) changes no instance. */
export const MACHINE_STATES = ['running', 'stopped', 'failed', 'deleted'] as const;
export type MachineState = (typeof MACHINE_STATES)[number];

/** What the compute provider reports, and what the billing tick decides, about an instance. */
export const MACHINE_REPORTS = [
  'machineRunning',
  'machineStopped',
  'machineFailed',
  'createFailed',
  'commandFailed',
] as const;
export const TICK_DECISIONS = ['periodEnded', 'retentionEnded', 'arrears', 'storageArrears'] as const;
export type MachineReport = (typeof MACHINE_REPORTS)[number];
export type TickDecision = (typeof TICK_DECISIONS)[number];
export type LifecycleEvent = InstanceAction | MachineReport | TickDecision;

type Moves = Partial<Record<InstanceState, InstanceState>>;

const stays = (states: readonly InstanceState[]): Moves =>
  Object.fromEntries(states.map((state) => [state, state]));
const allTo = (states: readonly InstanceState[], to: InstanceState): Moves =>
  Object.fromEntries(states.map((state) => [state, to]));

/**
 * The whole lifecycle as data: for each event, the states it may happen in and the state each
 * leads to. An event missing for a state is refused there. Actions that call the provider lead to
 * a transitional state, which the provider's report settles.
 */
const TRANSITIONS: Record<LifecycleEvent, Moves> = {
  access: stays(['running']),
  rdp: stays(['running']),
  password: stays(['running']),
  screenshot: stays(['running']),
  start: { stopped: 'starting' },
  startKept: { expired: 'starting' },
  stop: { running: 'stopping' },
  restart: { running: 'restarting' },
  reinit: allTo(['running', 'stopped'], 'reinitializing'),
  // Money, not the machine: a prepaid period can be extended whatever the machine is doing.
  renew: { ...stays(PERIOD_STATES), expired: 'stopped' },
  changeMode: stays(['running', 'stopped']),
  stopWithRefund: { running: 'stopping', stopped: 'stopped' },
  migrate: stays(['stopped']),
  release: allTo([...SHUT_DOWN_STATES, 'suspended', 'failed'], 'released'),
  errorRefund: { creating: 'failed', failed: 'failed' },
  logs: stays(INSTANCE_STATES),
  note: stays(INSTANCE_STATES),
  // Resources change on a running or stopped machine; which changes a running one takes is the
  // engine's rule (liveResizeProblem); GPUs of a running container change by recreating it.
  resize: stays(['running', 'stopped']),
  addDisk: stays(['running', 'stopped']),
  bandwidth: stays(['running', 'stopped']),
  suspend: { stopped: 'suspended' },
  resume: { suspended: 'starting' },
  saveImage: stays(['stopped']),
  plugins: stays(['running']),
  machineRunning: allTo(['creating', 'starting', 'restarting', 'reinitializing'], 'running'),
  machineStopped: allTo(['running', 'stopping'], 'stopped'),
  // A running machine that fails unasked (reconcile-lost). One that fails mid-transition is
  // `createFailed` or `commandFailed`, whether its deadline passed or the provider reported it.
  machineFailed: { running: 'failed' },
  createFailed: { creating: 'failed' },
  commandFailed: allTo(['starting', 'stopping', 'restarting', 'reinitializing'], 'failed'),
  periodEnded: allTo(PERIOD_STATES, 'expired'),
  retentionEnded: allTo(SHUT_DOWN_STATES, 'released'),
  arrears: allTo(BILLABLE_STATES, 'stopping'),
  // A suspended instance whose storage day could not be paid is an ordinary stopped one again:
  // its disk is kept for the retention days and then released.
  storageArrears: { suspended: 'stopped' },
};

/**
 * The lifecycle event a provider's report is, or null for one that changes no instance. A failure
 * is first tried as its transitional state's `onFailure` (TRANSITIONAL_RECOVERY), then as
 * `machineFailed` (a running machine lost).
 */
export const REPORT_EVENTS: Record<MachineState, MachineReport | null> = {
  running: 'machineRunning',
  stopped: 'machineStopped',
  failed: 'machineFailed',
  deleted: null,
};

/** The state `event` leads to from `state`, or null where the lifecycle does not allow it. */
export function nextState(state: InstanceState, event: LifecycleEvent): InstanceState | null {
  return TRANSITIONS[event][state] ?? null;
}

export function canDo(state: InstanceState, action: InstanceAction): boolean {
  return nextState(state, action) !== null;
}

/** The actions a state allows, in the order of INSTANCE_ACTIONS. */
export function allowedActions(state: InstanceState): InstanceAction[] {
  return INSTANCE_ACTIONS.filter((action) => canDo(state, action));
}

/** The states `event` may happen in, in the order of INSTANCE_STATES: the `from` of a guarded UPDATE. */
export function statesFor(event: LifecycleEvent): InstanceState[] {
  return INSTANCE_STATES.filter((state) => nextState(state, event) !== null);
}

/**
 * The one state `event` leads to from every state it may happen in, for set-based and guarded
 * updates; throws for an event whose target depends on the state (renew, stop with refund).
 */
export function targetOf(event: LifecycleEvent): InstanceState {
  const targets = new Set(Object.values(TRANSITIONS[event]));
  const [only] = targets;
  if (targets.size !== 1 || !only) throw new Error(`${event} has no single target state`);
  return only;
}

/** Told to stop and not yet reported stopped: the billing tick sends their stop again. */
export const AWAITING_STOP_STATES: readonly InstanceState[] = statesFor('machineStopped').filter((state) =>
  TRANSITIONAL_STATES.includes(state),
);

/** The states of TRANSITIONAL_STATES, as a type (instance-lifecycle.test.ts keeps the two equal). */
export type TransitionalState = Extract<
  InstanceState,
  'creating' | 'starting' | 'stopping' | 'restarting' | 'reinitializing'
>;

/** The provider command that drives an instance out of a transitional state (re-issued after a crash). */
export type MachineCommand = 'create' | 'start' | 'stop' | 'restart' | 'reinitialise';

/** How a transition that fails ends, and what it gives back (see TRANSITIONAL_RECOVERY). */
export type TransitionFailureEvent = Extract<MachineReport, 'createFailed' | 'commandFailed'>;

/**
 * How each transitional state is recovered: the command the reconciler re-issues while the machine
 * has not got there, the machine state that settles it, how long it may take before it is given
 * up, and the event a failure is, whether the deadline passed or the provider reported the machine
 * failed (the same rules either way). A create that fails is refunded in full (`createFailed`);
 * any other command that fails fails the instance (`commandFailed`: the prepaid hours left are
 * refunded, its GPUs go back to the host). A resize that recreates a running container is a
 * restart; a resume is a start.
 */
export const TRANSITIONAL_RECOVERY: Record<
  TransitionalState,
  {
    command: MachineCommand;
    settlesAt: MachineState;
    deadlineSeconds: number;
    onFailure: TransitionFailureEvent;
  }
> = {
  creating: { command: 'create', settlesAt: 'running', deadlineSeconds: 600, onFailure: 'createFailed' },
  starting: { command: 'start', settlesAt: 'running', deadlineSeconds: 300, onFailure: 'commandFailed' },
  stopping: { command: 'stop', settlesAt: 'stopped', deadlineSeconds: 300, onFailure: 'commandFailed' },
  restarting: {
    command: 'restart',
    settlesAt: 'running',
    deadlineSeconds: 300,
    onFailure: 'commandFailed',
  },
  reinitializing: {
    command: 'reinitialise',
    settlesAt: 'running',
    deadlineSeconds: 600,
    onFailure: 'commandFailed',
  },
};

/**
 * What an instance's status detail says when the reconciler gave it up, or found its machine lost
 * behind the product's back: codes, so that the console can tell its owner in their language
 * (anything else in the detail is the provider's text). A machine that stopped (a container killed
 * or exited, a host restarted) leaves the instance stopped with its disk, to be started again, as
 * on AutoDL; one that failed or vanished leaves it failed, with what it had not used refunded.
 */
export const RECOVERY_FAILURES = {
  createFailed: 'create_timed_out',
  commandTimedOut: 'command_timed_out',
  machineStopped: 'machine_stopped',
  machineLost: 'machine_lost',
} as const;
export type RecoveryFailure = (typeof RECOVERY_FAILURES)[keyof typeof RECOVERY_FAILURES];

export function isRecoveryFailure(detail: string): detail is RecoveryFailure {
  return (Object.values(RECOVERY_FAILURES) as string[]).includes(detail);
}

/** The states TRANSITIONAL_RECOVERY covers: the same as TRANSITIONAL_STATES. */
export const RECOVERY_STATES = Object.keys(TRANSITIONAL_RECOVERY) as TransitionalState[];

/** The recovery rule of a transitional state, or null for a settled one. */
export function recoveryOf(state: InstanceState): (typeof TRANSITIONAL_RECOVERY)[TransitionalState] | null {
  return isTransitional(state) ? TRANSITIONAL_RECOVERY[state as TransitionalState] : null;
}

/**
 * Whether the owner may release a stopped instance now. Not while its prepaid period still holds a
 * whole unused hour: that is money to take back with stop-with-refund first. Less than an hour left
 * (as right after stop-with-refund) is the hour in progress, which is never refunded, so the
 * instance is released at once and that part-hour is forgone.
 */
export function mayReleaseWithinPeriod(expiresAtMs: number | null, nowMs: number): boolean {
  return expiresAtMs === null || expiresAtMs - nowMs < BILLING_HOUR_MS;
}
