import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, sessionField } from './fields';

/**
 * The web terminal (issue 40): a single-use ticket asked for with the session, then a WebSocket at
 * `Path?ticket=…` carrying the terminal's bytes both ways (binary frames; text frames are taken as
 * UTF-8 input too) and one JSON control message, `{"type":"resize","cols":…,"rows":…}`.
 */

/** How long a ticket opens a socket; it opens one socket once. */
export const TERMINAL_TICKET_SECONDS = 60;

export const terminalTicketRequest = z.object({ session: sessionField, instance_id: idField });

export const terminalTicketResponse = envelopeSchema(
  z.object({
    Ticket: z.string().describe('single use, bound to the instance and the caller; never logged'),
    Path: z.string().describe('the WebSocket path to open with `?ticket=`'),
    ExpiresAt: z.string().describe('when the ticket stops opening a socket (ISO 8601)'),
    InstanceName: z.string(),
  }),
);

const terminalCells = intRangeField(1, 1000);

export const terminalSocketRequest = z.object({
  ticket: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
  cols: terminalCells.default(80).describe("the terminal's first width (a resize message changes it)"),
  rows: terminalCells.default(24),
});

/** A terminal size in characters, as xterm.js measures it. */
export const terminalResize = z.object({
  type: z.literal('resize'),
  cols: z.number().int().min(1).max(1000),
  rows: z.number().int().min(1).max(1000),
});
export type TerminalResize = z.infer<typeof terminalResize>;

/**
 * Why the server closed a terminal, as the WebSocket close reason (the web shows it in the reader's
 * language); each with its close code (4000-4999 are the application's, 1001 is "going away").
 */
export const TERMINAL_CLOSE = {
  exited: 4000,
  instance_stopped: 4001,
  ticket_refused: 4002,
  machine_unavailable: 4003,
  bad_message: 4004,
  server_closing: 1001,
} as const;
export type TerminalCloseReason = keyof typeof TERMINAL_CLOSE;

export function isTerminalCloseReason(reason: string): reason is TerminalCloseReason {
  return Object.hasOwn(TERMINAL_CLOSE, reason);
}

/** One terminal session as staff see it (never its content). */
export const terminalSessionRow = z.object({
  Id: z.number().int(),
  InstanceId: z.number().int(),
  InstanceName: z.string(),
  SubAccountId: z.number().int().nullable(),
  Ip: z.string(),
  UserAgent: z.string(),
  OpenedAt: z.string(),
  ClosedAt: z.string().nullable(),
  CloseReason: z.string().nullable(),
});
export type TerminalSessionRow = z.infer<typeof terminalSessionRow>;

export const opsTerminalSessionsResponse = envelopeSchema(
  z.object({
    open: z.array(terminalSessionRow).describe('open sessions, newest first'),
    closed: z.array(terminalSessionRow).describe('the 20 most recently closed sessions'),
  }),
);

export { TERMINAL_REFUSALS } from './terminal-refusals';
