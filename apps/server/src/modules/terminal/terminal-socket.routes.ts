import type {} from '@fastify/websocket';
import {
  type EndpointBody,
  ErrorCode,
  type TerminalCloseReason,
  terminalEndpoints,
} from '@gpucloud/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { closeSession, insertSession, touchSession } from './terminal.repository';
import { type Bridge, bridgeTerminal } from './terminal-bridge';
import { openTicket, stillOpen, type TerminalGrant } from './terminal-open.service';

const endpoint = terminalEndpoints.socket;
type SocketQuery = EndpointBody<typeof endpoint>;

/** How often an open terminal checks that its instance still runs (the SSH gateway's pace). */
const RECHECK_MS = 5_000;
const TERM = 'xterm-256color';

/**
 * GET /api/terminal?ticket=…: the ticket is used before the upgrade, so a bad, used or expired one
 * is an HTTP 401 (the same for each) and no socket opens. An open terminal closes with its reason
 * when its process exits, its instance stops or goes (the compute provider's report in this process,
 * the books every RECHECK_MS in any), or the server shuts down.
 */
export function registerTerminalSocket(app: FastifyInstance, deps: AppDeps): void {
  const grants = new WeakMap<FastifyRequest, TerminalGrant>();
  const live = new Set<{ ref: string; bridge: Bridge }>();
  deps.compute.onStateChange(async (event) => {
    if (event.state === 'running') return;
    for (const terminal of live) if (terminal.ref === event.ref) terminal.bridge.close('instance_stopped');
  });
  app.addHook('preClose', async () => {
    for (const terminal of live) terminal.bridge.close('server_closing');
  });

  async function open(socket: WebSocket, request: FastifyRequest): Promise<void> {
    const grant = grants.get(request);
    if (!grant) return void socket.close(1011);
    const { cols, rows } = request.query as SocketQuery;
    // Keystrokes sent while the process starts wait in the socket rather than being lost.
    socket.pause();
    const started = await deps.shell
      .spawn(grant.ref, { command: null, terminal: { cols, rows, term: TERM } })
      .catch((error: unknown) => {
        deps.log.warn(
          { err: error, instanceId: grant.instanceId },
          'terminal: the machine did not start a shell',
        );
        return null;
      });
    if (!started) {
      const why: TerminalCloseReason = 'machine_unavailable';
      return void socket.close(4003, why);
    }
    const bridge = bridgeTerminal(socket, started, async () =>
      (await stillOpen(deps, grant).catch(() => true)) ? 'exited' : 'instance_stopped',
    );
    socket.resume();
    const terminal = { ref: grant.ref, bridge };
    live.add(terminal);
    const opened = {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      instanceId: grant.instanceId,
      userId: grant.userId,
      subAccountId: grant.subAccountId,
    };
    deps.log.info({ ...opened, outcome: 'accepted' }, 'terminal opened');
    const session = await insertSession(deps.db, { ...opened, openedAt: deps.clock.now() }).catch(
      (error: unknown) => {
        deps.log.error({ err: error, instanceId: grant.instanceId }, 'terminal: session not recorded');
        return null;
      },
    );
    const watch = setInterval(() => {
      stillOpen(deps, grant).then(
        async (running) => {
          if (!running) return bridge.close('instance_stopped');
          // Seen alive: a row this process stops touching (killed) is closed as lost when read.
          if (session !== null) await touchSession(deps.db, session, deps.clock.now());
        },
        // The books did not answer: the terminal stays until they can say otherwise.
        (error: unknown) =>
          deps.log.warn({ err: error, instanceId: grant.instanceId }, 'terminal: check failed'),
      );
    }, RECHECK_MS);
    watch.unref();
    const reason = await bridge.closed;
    clearInterval(watch);
    live.delete(terminal);
    deps.log.info({ instanceId: grant.instanceId, userId: grant.userId, reason }, 'terminal closed');
    if (session !== null)
      await closeSession(deps.db, session, deps.clock.now(), reason).catch((error: unknown) =>
        deps.log.warn({ err: error, instanceId: grant.instanceId }, 'terminal: close not recorded'),
      );
  }

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      hide: true,
      querystring: endpoint.request,
      response: { 200: endpoint.response },
    } as object,
    preHandler: async (request) => {
      if (!request.ws) throw refused('expected a WebSocket upgrade: open this address with a ticket');
      const grant = await openTicket(deps, (request.query as SocketQuery).ticket);
      if (!grant) throw new AppError(ErrorCode.REFUSED, 'the terminal ticket is not valid', 401);
      grants.set(request, grant);
    },
    handler: async () => {
      throw refused('expected a WebSocket upgrade: open this address with a ticket');
    },
    wsHandler: (socket, request) => {
      void open(socket, request).catch((error: unknown) => {
        deps.log.error({ err: error }, 'terminal failed');
        socket.terminate();
      });
    },
  });
}
