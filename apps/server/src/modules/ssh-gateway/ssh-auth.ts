import { createHash, timingSafeEqual } from 'node:crypto';
import { canDo } from '@gpucloud/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db';
import type { ComputeProvider } from '../../providers/compute/compute-provider';
import type { MachineShell } from '../../providers/compute/machine-shell';
import { keyOpeningInstance, type OfferedKey, recordKeyUse, sshFingerprint } from '../sshKeys';
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

/** A password, or a public key (with its signature, or without: the "would you take this key" probe). */
export type SshCredential =
  | { method: 'password'; password: string }
  | { method: 'publickey'; key: OfferedKey };

type Refusal =
  | 'throttled'
  | 'unknown_instance'
  | 'not_running'
  | 'wrong_password'
  | 'password_login_off'
  | 'unknown_key';
export type LoginOutcome =
  | { ok: true; login: SshLogin; keyId?: number }
  | { ok: false; reason: Refusal; passwordAllowed: boolean };

/** Equal-length digests, so neither the length nor the content of the password shows in the timing. */
function samePassword(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

async function check(
  deps: SshGatewayDeps,
  username: string,
  credential: SshCredential,
): Promise<LoginOutcome> {
  const instance = await findInstanceByName(deps.db, username);
  if (!instance) {
    if (credential.method === 'password') samePassword(credential.password, username);
    return { ok: false, reason: 'unknown_instance', passwordAllowed: true };
  }
  const passwordAllowed = instance.passwordLogin;
  if (!canDo(instance.status, 'access') || !instance.providerRef)
    return { ok: false, reason: 'not_running', passwordAllowed };
  const login = { instanceId: instance.id, name: instance.name, ref: instance.providerRef };
  if (credential.method === 'publickey') {
    const key = await keyOpeningInstance(deps.db, instance, credential.key);
    if (!key) return { ok: false, reason: 'unknown_key', passwordAllowed };
    return { ok: true, login, keyId: key.id };
  }
  if (!passwordAllowed) return { ok: false, reason: 'password_login_off', passwordAllowed };
  const access = await deps.compute.accessDetails(instance.providerRef);
  if (!samePassword(credential.password, access.password))
    return { ok: false, reason: 'wrong_password', passwordAllowed };
  return { ok: true, login };
}

/**
 * An SSH login: the login name is an instance's name; the credential its password (what
 * /get_vnc_and_ssh shows, unless the instance turned password login off) or a key of the account
 * that may use the instance (the owner's, or the renting sub-account's own). Every refusal looks
 * the same to the client; the log says which it was (never the password; a key by its fingerprint).
 * A throttled try is refused before anything is looked up. A key probe without a signature proves
 * nothing: it is answered but neither logged as a login nor counted as a failure (clients offer
 * each of their keys in turn).
 */
export async function authenticate(
  deps: SshGatewayDeps,
  throttle: SshLoginThrottle,
  attempt: { ip: string; username: string; credential: SshCredential },
): Promise<LoginOutcome> {
  const { ip, username, credential } = attempt;
  const outcome = (await throttle.waiting(ip, username))
    ? ({ ok: false, reason: 'throttled', passwordAllowed: true } as const)
    : await check(deps, username, credential);
  const probe = credential.method === 'publickey' && !credential.key.signature;
  if (probe) return outcome;
  const method = credential.method;
  const fingerprint = credential.method === 'publickey' ? sshFingerprint(credential.key.blob) : undefined;
  if (outcome.ok) {
    if (outcome.keyId !== undefined) await recordKeyUse(deps.db, outcome.keyId, deps.clock.now());
    deps.log.info(
      { ip, username, method, fingerprint, instanceId: outcome.login.instanceId, outcome: 'accepted' },
      'ssh login',
    );
    return outcome;
  }
  if (outcome.reason !== 'throttled') await throttle.recordFailure(ip, username);
  deps.log.warn(
    { ip, username, method, fingerprint, outcome: 'refused', reason: outcome.reason },
    'ssh login',
  );
  return outcome;
}
