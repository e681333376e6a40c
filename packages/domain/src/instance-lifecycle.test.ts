import { describe, expect, it } from 'vitest';
import {
  AWAITING_STOP_STATES,
  allowedActions,
  canDo,
  INSTANCE_ACTIONS,
  type InstanceAction,
  type LifecycleEvent,
  MACHINE_REPORTS,
  MACHINE_STATES,
  mayReleaseWithinPeriod,
  nextState,
  RECOVERY_STATES,
  REPORT_EVENTS,
  recoveryOf,
  statesFor,
  TICK_DECISIONS,
  targetOf,
} from './instance-lifecycle';
import {
  BILLABLE_STATES,
  ENDED_STATES,
  INSTANCE_STATES,
  type InstanceState,
  isInstanceState,
  isTransitional,
  LISTED_STATES,
  PERIOD_STATES,
  SHUT_DOWN_STATES,
  TRANSITIONAL_STATES,
} from './instance-states';

const ALWAYS: InstanceAction[] = ['logs', 'note'];
const WHILE_MOVING: InstanceAction[] = ['renew', ...ALWAYS];

/** The written rule: what each state lets the owner do. Anything not named here is refused. */
const ACTIONS_BY_STATE: Record<InstanceState, InstanceAction[]> = {
  creating: ['errorRefund', ...ALWAYS],
  // Everything but starting, moving, releasing and the refund of a machine never created.
  running: INSTANCE_ACTIONS.filter(
    (action) =>
      !['start', 'startKept', 'migrate', 'release', 'errorRefund', 'suspend', 'resume', 'saveImage'].includes(
        action,
      ),
  ),
  stopping: WHILE_MOVING,
  stopped: [
    'start',
    'reinit',
    'renew',
    'changeMode',
    'stopWithRefund',
    'migrate',
    'release',
    ...ALWAYS,
    'resize',
    'addDisk',
    'bandwidth',
    'suspend',
    'saveImage',
  ],
  starting: WHILE_MOVING,
  restarting: WHILE_MOVING,
  reinitializing: WHILE_MOVING,
  failed: ['release', 'errorRefund', ...ALWAYS],
  expired: ['startKept', 'renew', 'release', ...ALWAYS],
  suspended: ['release', ...ALWAYS, 'resume'],
  released: ALWAYS,
};

/** Every change of state, as [from, event, to]. An allowed action not listed keeps the state. */
const MOVES: Array<[InstanceState, LifecycleEvent, InstanceState]> = [
  ['stopped', 'start', 'starting'],
  ['expired', 'startKept', 'starting'],
  ['running', 'stop', 'stopping'],
  ['running', 'restart', 'restarting'],
  ['running', 'reinit', 'reinitializing'],
  ['stopped', 'reinit', 'reinitializing'],
  ['expired', 'renew', 'stopped'],
  ['running', 'stopWithRefund', 'stopping'],
  ['stopped', 'release', 'released'],
  ['stopped', 'suspend', 'suspended'],
  ['suspended', 'resume', 'starting'],
  ['suspended', 'release', 'released'],
  ['suspended', 'storageArrears', 'stopped'],
  ['expired', 'release', 'released'],
  ['failed', 'release', 'released'],
  ['creating', 'errorRefund', 'failed'],
  ['creating', 'machineRunning', 'running'],
  ['starting', 'machineRunning', 'running'],
  ['restarting', 'machineRunning', 'running'],
  ['reinitializing', 'machineRunning', 'running'],
  ['running', 'machineStopped', 'stopped'],
  ['stopping', 'machineStopped', 'stopped'],
  ['running', 'machineFailed', 'failed'],
  ['creating', 'createFailed', 'failed'],
  ['starting', 'commandFailed', 'failed'],
  ['stopping', 'commandFailed', 'failed'],
  ['restarting', 'commandFailed', 'failed'],
  ['reinitializing', 'commandFailed', 'failed'],
  ['running', 'periodEnded', 'expired'],
  ['stopping', 'periodEnded', 'expired'],
  ['stopped', 'periodEnded', 'expired'],
  ['starting', 'periodEnded', 'expired'],
  ['restarting', 'periodEnded', 'expired'],
  ['reinitializing', 'periodEnded', 'expired'],
  ['stopped', 'retentionEnded', 'released'],
  ['expired', 'retentionEnded', 'released'],
  ['running', 'arrears', 'stopping'],
];

const EVENTS: LifecycleEvent[] = [...INSTANCE_ACTIONS, ...MACHINE_REPORTS, ...TICK_DECISIONS];

describe('which actions each state allows', () => {
  for (const state of INSTANCE_STATES) {
    it(`${state}: allows exactly its actions and refuses every other`, () => {
      for (const action of INSTANCE_ACTIONS) {
        expect(canDo(state, action), `${state} × ${action}`).toBe(ACTIONS_BY_STATE[state].includes(action));
      }
      expect(allowedActions(state)).toEqual(
        INSTANCE_ACTIONS.filter((a) => ACTIONS_BY_STATE[state].includes(a)),
      );
    });
  }
});

describe('which transitions follow', () => {
  it('moves as the written table says, keeps the state for other allowed actions, refuses the rest', () => {
    for (const state of INSTANCE_STATES) {
      for (const event of EVENTS) {
        const move = MOVES.find(([from, on]) => from === state && on === event);
        const stays = (INSTANCE_ACTIONS as readonly string[]).includes(event)
          ? ACTIONS_BY_STATE[state].includes(event as InstanceAction)
          : false;
        const expected = move ? move[2] : stays ? state : null;
        expect(nextState(state, event), `${state} --${event}-->`).toBe(expected);
      }
    }
  });

  it('refuses illegal transitions: no start while running, no stop once stopped, nothing but the logs once released', () => {
    expect(nextState('running', 'start')).toBeNull();
    expect(nextState('stopped', 'stop')).toBeNull();
    expect(nextState('expired', 'start')).toBeNull();
    expect(nextState('stopped', 'startKept')).toBeNull();
    expect(nextState('creating', 'stop')).toBeNull();
    expect(nextState('released', 'machineRunning')).toBeNull();
    expect(nextState('failed', 'periodEnded')).toBeNull();
    expect(nextState('stopped', 'arrears')).toBeNull();
    expect(allowedActions('released')).toEqual(['logs', 'note']);
  });

  it('leads every action that asks the provider to a state waiting for its report, which a report settles', () => {
    for (const action of ['start', 'startKept', 'stop', 'restart', 'reinit'] as const) {
      for (const from of statesFor(action))
        expect(isTransitional(targetOf(action)), `${from} ${action}`).toBe(true);
    }
    for (const state of TRANSITIONAL_STATES) {
      const settles = MACHINE_REPORTS.some((report) => {
        const to = nextState(state, report);
        return to !== null && !isTransitional(to);
      });
      expect(settles, state).toBe(true);
    }
  });
});

describe('reports of the compute provider', () => {
  it('settle a machine on its way: running after a start, stopped after a stop, failed when running', () => {
    expect(REPORT_EVENTS.deleted).toBeNull();
    const after = (state: InstanceState, machine: (typeof MACHINE_STATES)[number]) => {
      const event = REPORT_EVENTS[machine];
      return event ? nextState(state, event) : null;
    };
    expect(after('starting', 'running')).toBe('running');
    expect(after('stopping', 'stopped')).toBe('stopped');
    expect(after('running', 'failed')).toBe('failed');
    expect(after('stopped', 'running')).toBeNull();
    expect(after('expired', 'stopped')).toBeNull();
    expect(after('released', 'deleted')).toBeNull();
    for (const machine of MACHINE_STATES) {
      const event = REPORT_EVENTS[machine];
      if (event) expect(MACHINE_REPORTS).toContain(event);
    }
  });

  it('fail a transition only by its own failure event, the one a deadline is too (one path, one refund)', () => {
    for (const state of TRANSITIONAL_STATES) {
      expect(nextState(state, 'machineFailed'), state).toBeNull();
      expect(nextState(state, recoveryOf(state)?.onFailure ?? 'machineFailed'), state).toBe('failed');
    }
    expect(recoveryOf('creating')?.onFailure).toBe('createFailed');
    expect(recoveryOf('restarting')?.onFailure).toBe('commandFailed');
  });
});

describe('single targets for guarded and set-based updates', () => {
  it('names the one state an event leads to', () => {
    expect(targetOf('stop')).toBe('stopping');
    expect(targetOf('restart')).toBe('restarting');
    expect(targetOf('createFailed')).toBe('failed');
    expect(targetOf('periodEnded')).toBe('expired');
    expect(targetOf('retentionEnded')).toBe('released');
    expect(targetOf('arrears')).toBe('stopping');
  });

  it('refuses to name one for an event whose target depends on the state', () => {
    expect(() => targetOf('renew')).toThrow(/renew/);
    expect(() => targetOf('stopWithRefund')).toThrow(/stopWithRefund/);
  });
});

describe('named groups', () => {
  it('are the states the tick and the rules act on', () => {
    expect(statesFor('periodEnded')).toEqual([...PERIOD_STATES].sort(byOrder));
    expect(statesFor('retentionEnded')).toEqual([...SHUT_DOWN_STATES]);
    expect(statesFor('arrears')).toEqual([...BILLABLE_STATES]);
    expect(AWAITING_STOP_STATES).toEqual(['stopping']);
    expect(TRANSITIONAL_STATES).toEqual(['creating', 'stopping', 'starting', 'restarting', 'reinitializing']);
    expect(ENDED_STATES).toEqual(['failed', 'released']);
    expect(LISTED_STATES).not.toContain('released');
    expect(LISTED_STATES).toHaveLength(INSTANCE_STATES.length - 1);
  });

  it('draws every group from the states', () => {
    const groups = [TRANSITIONAL_STATES, BILLABLE_STATES, PERIOD_STATES, SHUT_DOWN_STATES, ENDED_STATES];
    for (const group of groups) for (const state of group) expect(isInstanceState(state)).toBe(true);
    expect(isInstanceState('deleted')).toBe(false);
  });

  it('ends nothing that still has a machine or a period', () => {
    for (const state of ENDED_STATES) {
      expect(PERIOD_STATES).not.toContain(state);
      expect(SHUT_DOWN_STATES).not.toContain(state);
      expect(BILLABLE_STATES).not.toContain(state);
    }
  });
});

function byOrder(a: InstanceState, b: InstanceState): number {
  return INSTANCE_STATES.indexOf(a) - INSTANCE_STATES.indexOf(b);
}

describe('recovery of transitional states', () => {
  it('declares a command, a settled state, a deadline and a timeout event for exactly the transitional states', () => {
    expect([...RECOVERY_STATES].sort()).toEqual([...TRANSITIONAL_STATES].sort());
    for (const state of INSTANCE_STATES) expect(recoveryOf(state) !== null).toBe(isTransitional(state));
  });

  it('settles where the machine report leads, and a failure (deadline or report) always ends failed', () => {
    for (const state of TRANSITIONAL_STATES) {
      const rule = recoveryOf(state);
      if (!rule) throw new Error(`${state} has no recovery`);
      const report = REPORT_EVENTS[rule.settlesAt];
      expect(report && nextState(state, report), state).not.toBeNull();
      expect(nextState(state, rule.onFailure), state).toBe('failed');
      expect(rule.deadlineSeconds).toBeGreaterThanOrEqual(60);
    }
  });
});

describe('mayReleaseWithinPeriod', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  it('holds a stopped instance back while a whole unused hour of its period is left', () => {
    expect(mayReleaseWithinPeriod(now + 60 * 60_000, now)).toBe(false);
    expect(mayReleaseWithinPeriod(now + 24 * 60 * 60_000, now)).toBe(false);
  });

  it('lets it go with less than an hour left (as after stop with refund), or with no period', () => {
    expect(mayReleaseWithinPeriod(now + 59 * 60_000, now)).toBe(true);
    expect(mayReleaseWithinPeriod(now - 1, now)).toBe(true);
    expect(mayReleaseWithinPeriod(null, now)).toBe(true);
  });
});
