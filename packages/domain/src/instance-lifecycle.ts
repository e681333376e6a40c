import {
  BILLABLE_STATES,
  INSTANCE_STATES,
  type InstanceState,
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
] as const;
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];

/** Where the compute provider reports a machine settled; `deleted` (after a release) changes no instance. */
export const MACHINE_STATES = ['running', 'stopped', 'failed', 'deleted'] as const;
export type MachineState = (typeof MACHINE_STATES)[number];

/** What the compute provider reports, and what the billing tick decides, about an instance. */
export const MACHINE_REPORTS = ['machineRunning', 'machineStopped', 'machineFailed', 'createFailed'] as const;
export const TICK_DECISIONS = ['periodEnded', 'retentionEnded', 'arrears'] as const;
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
  release: allTo([...SHUT_DOWN_STATES, 'failed'], 'released'),
  errorRefund: { creating: 'failed', failed: 'failed' },
  logs: stays(INSTANCE_STATES),
  note: stays(INSTANCE_STATES),
  machineRunning: allTo(['creating', 'starting', 'restarting', 'reinitializing'], 'running'),
  machineStopped: allTo(['running', 'stopping'], 'stopped'),
  machineFailed: allTo(['running', 'starting', 'restarting', 'reinitializing', 'stopping'], 'failed'),
  createFailed: { creating: 'failed' },
  periodEnded: allTo(PERIOD_STATES, 'expired'),
  retentionEnded: allTo(SHUT_DOWN_STATES, 'released'),
  arrears: allTo(BILLABLE_STATES, 'stopping'),
};

/**
 * The lifecycle event a provider's report is, or null for one that changes no instance. A failure
 * is first tried as `createFailed` (a machine never created is refunded), then as `machineFailed`.
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
