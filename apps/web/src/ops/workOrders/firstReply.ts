import type { OpsTicketRow } from '@gpucloud/contracts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Where a ticket stands against its first-reply target, as the queue and the ticket page show it. */
export type FirstReplyTimer =
  | { kind: 'left' | 'overdue'; ms: number }
  | { kind: 'met' | 'breached' | 'none' };

/**
 * The first-reply timer at `nowMs`. The server's `sla` was true when the list was read; while no
 * reply has come, the time left is counted here from the target so the clock keeps moving between
 * refreshes (and a ticket crosses into "overdue" on screen when its target passes).
 */
export function firstReplyTimer(
  ticket: Pick<OpsTicketRow, 'sla' | 'first_reply_due_at'>,
  nowMs: number,
): FirstReplyTimer {
  if (ticket.sla !== 'due' && ticket.sla !== 'overdue') return { kind: ticket.sla };
  const due = ticket.first_reply_due_at ? Date.parse(ticket.first_reply_due_at) : Number.NaN;
  // The server sets a target on every open ticket; without one only its word is known.
  if (Number.isNaN(due)) return ticket.sla === 'overdue' ? { kind: 'overdue', ms: 0 } : { kind: 'none' };
  const left = due - nowMs;
  return left > 0 ? { kind: 'left', ms: left } : { kind: 'overdue', ms: nowMs - due };
}

export type DurationUnit = 'days' | 'hours' | 'minutes';

/**
 * A length of time as people say it in a table: its two largest units ("2 d 3 h", "1 h 20 min"),
 * minutes rounded down, and at least one minute (a timer never reads "0").
 */
export function durationParts(ms: number): Array<{ unit: DurationUnit; count: number }> {
  const minutes = Math.max(1, Math.floor(Math.max(0, ms) / MINUTE_MS));
  const days = Math.floor(minutes / (DAY_MS / MINUTE_MS));
  const hours = Math.floor((minutes % (DAY_MS / MINUTE_MS)) / 60);
  const rest = minutes % 60;
  const all: Array<{ unit: DurationUnit; count: number }> = [
    { unit: 'days', count: days },
    { unit: 'hours', count: hours },
    { unit: 'minutes', count: rest },
  ];
  const first = all.findIndex((part) => part.count > 0);
  return all.slice(first, first + 2).filter((part) => part.count > 0);
}
