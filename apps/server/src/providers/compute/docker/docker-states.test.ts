import type { ContainerInspectInfo } from 'dockerode';
import { describe, expect, it } from 'vitest';
import { PlacementError } from './docker-placement';
import { inspectionOf, refusedByEngine, summaryState } from './docker-states';

type State = ContainerInspectInfo['State'];
const NEVER = '0001-01-01T00:00:00Z';

function container(state: Partial<State>): ContainerInspectInfo {
  const base: State = {
    Status: 'exited',
    Running: false,
    Paused: false,
    Restarting: false,
    OOMKilled: false,
    Dead: false,
    Pid: 0,
    ExitCode: 0,
    Error: '',
    StartedAt: NEVER,
    FinishedAt: NEVER,
  };
  return { State: { ...base, ...state } } as ContainerInspectInfo;
}

describe('inspectionOf', () => {
  it('reads running with its start, and an exit with its code and end', () => {
    expect(inspectionOf(container({ Status: 'running', StartedAt: '2026-11-27T10:00:00Z' }))).toEqual({
      state: 'running',
      detail: 'running',
      since: new Date('2026-11-27T10:00:00Z'),
    });
    expect(inspectionOf(container({ ExitCode: 137, FinishedAt: '2026-11-27T11:00:00Z' }))).toEqual({
      state: 'stopped',
      detail: 'exited with code 137',
      since: new Date('2026-11-27T11:00:00Z'),
    });
  });

  it('names an out-of-memory kill, a dead container as failed, and an unset time as unknown', () => {
    expect(inspectionOf(container({ OOMKilled: true, ExitCode: 137 })).detail).toBe('killed: out of memory');
    expect(inspectionOf(container({ Status: 'dead', Error: 'driver failed' }))).toEqual({
      state: 'failed',
      detail: 'driver failed',
      since: undefined,
    });
    expect(inspectionOf(container({ Status: 'created' }))).toEqual({
      state: 'stopped',
      detail: 'created, never started',
    });
  });

  it('answers busy while the engine is pausing, restarting or removing', () => {
    for (const Status of ['paused', 'restarting', 'removing'])
      expect(inspectionOf(container({ Status })).state).toBe('busy');
    expect(summaryState('removing')).toBe('busy');
    expect(summaryState('exited')).toBe('stopped');
  });
});

describe('refusedByEngine', () => {
  it('fails a machine on a 4xx or no room for its GPUs, not on a conflict or an engine away', () => {
    expect(refusedByEngine(Object.assign(new Error('no such image'), { statusCode: 404 }))).toBe(true);
    expect(refusedByEngine(new PlacementError('no GPUs'))).toBe(true);
    expect(refusedByEngine(Object.assign(new Error('name in use'), { statusCode: 409 }))).toBe(false);
    expect(refusedByEngine(Object.assign(new Error('engine error'), { statusCode: 500 }))).toBe(false);
    expect(refusedByEngine(new Error('connect ECONNREFUSED'))).toBe(false);
  });
});
