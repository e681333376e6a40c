import type { AppDeps } from '../../core/deps';
import { findInstance, mayActOnInstance } from '../ownership';
import { consumeTicket, type TicketHolder } from './terminal.repository';
import { terminalMachine, ticketHash } from './terminal-ticket.service';

/** What a valid ticket opens: whose terminal, on which instance's machine. */
export interface TerminalGrant extends TicketHolder {
  instanceName: string;
  ref: string;
}

/**
 * Uses a ticket (once, in any process) and checks again what it was issued for: the holder still
 * may act on the instance, which still runs on a machine the shell opens. Null for every refusal
 * alike, so a caller cannot tell an unknown ticket from a used, expired or outdated one.
 */
export async function openTicket(
  deps: Pick<AppDeps, 'db' | 'clock' | 'shell'>,
  ticket: string,
): Promise<TerminalGrant | null> {
  const holder = await consumeTicket(deps.db, ticketHash(ticket), deps.clock.now());
  if (!holder) return null;
  const instance = await findInstance(deps.db, holder.instanceId);
  const caller = { sessionId: '', role: 'user' as const, ...holder };
  if (!instance || !mayActOnInstance(caller, instance)) return null;
  try {
    return { ...holder, instanceName: instance.name, ref: terminalMachine(deps, instance) };
  } catch {
    return null;
  }
}

/** Whether a terminal's instance is still the running machine it opened (the books decide). */
export async function stillOpen(deps: Pick<AppDeps, 'db' | 'shell'>, grant: TerminalGrant): Promise<boolean> {
  const instance = await findInstance(deps.db, grant.instanceId);
  if (!instance || instance.providerRef !== grant.ref) return false;
  try {
    terminalMachine(deps, instance);
    return true;
  } catch {
    return false;
  }
}
