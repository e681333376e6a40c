import { endpoint } from '../endpoint';
import { errorEnvelopeSchema } from '../envelope';
import { opsUserRequest } from '../ops-users';
import {
  opsTerminalSessionsResponse,
  TERMINAL_TICKET_SECONDS,
  terminalSocketRequest,
  terminalTicketRequest,
  terminalTicketResponse,
} from '../terminal';

const tag = 'terminal';

/** The web terminal (issue 40): a ticket with the session, then the socket it opens once. */
export const terminalEndpoints = {
  ticket: endpoint({
    method: 'POST',
    path: '/api/instance/terminal/ticket',
    access: 'session',
    tag,
    summary: `A single-use ticket (valid ${TERMINAL_TICKET_SECONDS} s) that opens a terminal in a running instance of the caller`,
    description:
      'Sub-accounts only on the instances they may use. Refused when the instance is not running, or when its machine has no engine the terminal can open (the simulated fleet, KVM and bare metal).',
    request: terminalTicketRequest,
    response: terminalTicketResponse,
  }),
  /**
   * The WebSocket itself. Hidden from the OpenAPI document, which cannot describe an upgrade and its
   * frames (docs/api/terminal.md does); kept in the map so access, the malformed-input sweep and the
   * route list still cover it. A plain GET (no upgrade) answers a refusal envelope.
   */
  socket: endpoint({
    method: 'GET',
    path: '/api/terminal',
    access: 'public',
    tag,
    summary: 'The terminal WebSocket, opened with a ticket (a plain GET is refused)',
    hidden: true,
    request: terminalSocketRequest,
    response: errorEnvelopeSchema,
  }),
};

/** Staff (support, finance: the roles that see a customer's instances) see, never open, a customer's terminals. */
export const opsTerminalEndpoints = {
  sessions: endpoint({
    method: 'POST',
    path: '/api/ops/get_user_terminal_sessions',
    access: 'staff',
    staffRoles: ['support', 'finance'],
    tag: 'Operator console: users',
    summary:
      "An account's web terminal sessions (its sub-accounts' included): open ones, then recently closed",
    request: opsUserRequest,
    response: opsTerminalSessionsResponse,
  }),
};
