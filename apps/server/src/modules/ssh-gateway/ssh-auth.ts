import { createHash, timingSafeEqual } from 'node:crypto';
import { canDo } from '@gpucloud/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db';
import type { ComputeProvider } from '../../providers/compute/compute-provider';
import type { MachineShell } from '../../providers/compute/machine-shell';
import { findInstanceByName } from './ssh-gateway.repository';
import type { SshLoginThrottle } from './ssh-throttle';

/** What the gateway runs on: the books, the compute provider's passwords and a shell into machines. */
export interface SshGatewayDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  compute: Pick<ComputeProvider, 'accessDetails'>;
  shell: MachineShell;
}

/** The instance a login opened; `ref` is its machine. */
export interface SshLogin {
  instanceId: number;
  name: string;
  ref: string;
}

type Refusal = 'throttled' | 'unknown_instance' | 'not_running' | 'wrong_password';
export type LoginOutcome = { ok: true; login: SshLogin } | { ok: false; reason: Refusal };

/** Equal-length digests, so neither the length nor the content of the password shows in the timing. */
function samePassword(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function check(deps: SshGatewayDeps, username: string, password: string): Promise<LoginOutcome> {
  const instance = await findInstanceByName(deps.db, username);
  if (!instance) {
    samePassword(password, username);
    return { ok: false, reason: 'unknown_instance' };
  }
  if (!canDo(instance.status, 'access') || !instance.providerRef) return { ok: false, reason: 'not_running' };
  const access = await deps.compute.accessDetails(instance.providerRef);
  if (!samePassword(password, access.password)) return { ok: false, reason: 'wrong_password' };
  return { ok: true, login: { instanceId: instance.id, name: instance.name, ref: instance.providerRef } };
}

/**
 * An SSH password login: the login name is an instance's name, the password the one its machine
 * keeps (what /get_vnc_and_ssh shows). Every refusal looks the same to the client; the log says
 * which it was (never the password). A throttled try is refused before anything is looked up.
 */
export async function authenticate(
  deps: SshGatewayDeps,
  throttle: SshLoginThrottle,
  attempt: { ip: string; username: string; password: string },
): Promise<LoginOutcome> {
  const { ip, username } = attempt;
  const outcome = (await throttle.waiting(ip, username))
    ? ({ ok: false, reason: 'throttled' } as const)
    : await check(deps, username, attempt.password);
  if (outcome.ok) {
    deps.log.info({ ip, username, instanceId: outcome.login.instanceId, outcome: 'accepted' }, 'ssh login');
    return outcome;
  }
  if (outcome.reason !== 'throttled') await throttle.recordFailure(ip, username);
  deps.log.warn({ ip, username, outcome: 'refused', reason: outcome.reason }, 'ssh login');
  return outcome;
}
