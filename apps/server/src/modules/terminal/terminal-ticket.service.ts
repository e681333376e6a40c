import { createHash, randomBytes } from 'node:crypto';
import { TERMINAL_REFUSALS, TERMINAL_TICKET_SECONDS, terminalEndpoints } from '@gpucloud/contracts';
import { canDo } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { type InstanceRecord, ownInstance } from '../ownership';
import { deleteTicketsExpiredBefore, insertTicket } from './terminal.repository';

/** Used tickets are kept this long past their expiry (a trace of what opened a terminal), then forgotten. */
const KEEP_EXPIRED_MS = 60 * 60_000;

export function ticketHash(ticket: string): string {
  return createHash('sha256').update(ticket, 'utf8').digest('hex');
}

/** The machine a terminal opens, or why it cannot: not running, or no engine the shell opens. */
export function terminalMachine(deps: Pick<AppDeps, 'shell'>, instance: InstanceRecord): string {
  const ref = instance.providerRef;
  if (!canDo(instance.status, 'access') || !ref) throw refused(TERMINAL_REFUSALS.notRunning);
  if (!deps.shell.serves(ref)) throw refused(TERMINAL_REFUSALS.needsEngine);
  return ref;
}

/**
 * A ticket for a terminal on the caller's running instance: random, single use, valid
 * TERMINAL_TICKET_SECONDS, bound to the instance and the caller; only its hash is stored.
 */
export async function issueTicket(
  deps: Pick<AppDeps, 'db' | 'clock' | 'shell'>,
  auth: AuthContext,
  instanceId: number,
) {
  const instance = await ownInstance(deps, auth, instanceId);
  terminalMachine(deps, instance);
  const now = deps.clock.now();
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TERMINAL_TICKET_SECONDS * 1000);
  await deleteTicketsExpiredBefore(deps.db, new Date(now.getTime() - KEEP_EXPIRED_MS));
  await insertTicket(deps.db, {
    hash: ticketHash(ticket),
    instanceId: instance.id,
    userId: auth.userId,
    subAccountId: auth.subAccountId,
    expiresAt,
  });
  return {
    Ticket: ticket,
    Path: terminalEndpoints.socket.path,
    ExpiresAt: expiresAt.toISOString(),
    InstanceName: instance.name,
  };
}
