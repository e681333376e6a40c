import { terminalEndpoints as endpoints, opsTerminalEndpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { accountTerminalSessions } from './terminal-sessions.service';
import { registerTerminalSocket } from './terminal-socket.routes';
import { issueTicket } from './terminal-ticket.service';

/** The web terminal (issue 40): tickets, the socket they open, and staff's view of the sessions. */
export const terminalRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.ticket, async (request) =>
    ok(await issueTicket(deps, authOf(request), request.body.instance_id)),
  );
  registerTerminalSocket(app, deps);
  handle(app, opsTerminalEndpoints.sessions, async (request) =>
    ok(await accountTerminalSessions(deps, request.body.user_id)),
  );
};
