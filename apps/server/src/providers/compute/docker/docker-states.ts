import { type MachineFailure, machineFailureDetail } from '@gpucloud/domain';
import type { ContainerInspectInfo } from 'dockerode';
import { EngineUnreachableError, type MachineInspection, type MachineState } from '../compute-provider';
import { statusOf } from './docker-engine';
import { PlacementError } from './docker-placement';

/** What the engine's state of a container means for the machine. */
export function inspectionOf(info: ContainerInspectInfo): MachineInspection {
  const state = info.State;
  const at = (text: string) => (text && !text.startsWith('0001-') ? new Date(text) : undefined);
  switch (state.Status) {
    case 'running':
      return { state: 'running', detail: 'running', since: at(state.StartedAt) };
    case 'created':
      return { state: 'stopped', detail: 'created, never started' };
    case 'exited':
      return {
        state: 'stopped',
        detail: state.OOMKilled ? 'killed: out of memory' : `exited with code ${state.ExitCode}`,
        since: at(state.FinishedAt),
      };
    case 'dead':
      return { state: 'failed', detail: state.Error || 'the container is dead', since: at(state.FinishedAt) };
    default:
      return { state: 'busy', detail: state.Status };
  }
}

export const summaryState = (state: string): MachineState | 'busy' =>
  state === 'running'
    ? 'running'
    : state === 'exited' || state === 'created'
      ? 'stopped'
      : state === 'dead'
        ? 'failed'
        : 'busy';

/**
 * A 4xx from the engine, or no room for the machine's GPUs: the command cannot succeed as asked
 * (a missing image, a bad option), so the machine is reported failed. A conflict (409: the name is
 * taken, the container is being removed) is another command at work on the same machine, left for
 * the reconciler to look at again.
 */
export const refusedByEngine = (error: unknown) => {
  if (error instanceof PlacementError) return true;
  const code = statusOf(error);
  return code !== null && code >= 400 && code < 500 && code !== 409;
};

/** Errors of a connection to an engine that is not there (no socket, nothing listening, no route). */
const UNREACHABLE_CODES: readonly string[] = [
  'ENOENT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'EPIPE',
];

/** Whether an engine call failed because the engine does not answer (not because it refused). */
export function engineUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNREACHABLE_CODES.includes(code);
}

/** An engine call's error as the compute layer states it: EngineUnreachableError where the engine is not there. */
export function engineErrorOf(hostName: string, error: unknown): unknown {
  return engineUnreachable(error) ? new EngineUnreachableError(hostName, error) : error;
}

/**
 * What kind of refusal an engine's error is, for the owner: an image the engine does not have, a
 * machine it cannot hold as asked (cores, memory, GPUs), or any other refusal.
 */
export function failureOf(error: unknown): MachineFailure {
  const text = error instanceof Error ? error.message : String(error);
  if (/no such image|pull access denied|repository does not exist/i.test(text)) return 'image_missing';
  if (error instanceof PlacementError || /range of cpus|memory|cpuset|device/i.test(text))
    return 'resources_refused';
  return 'engine_refused';
}

/** The detail of a refused command: its code, then what the engine said (for staff). */
export function failureDetail(what: string, error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return machineFailureDetail(failureOf(error), `${what}: ${text}`);
}
