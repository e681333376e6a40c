import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import type { AppDeps } from '../../core/deps';
import { sha256 } from '../../core/tokens';
import {
  cookieValue,
  passCookie,
  SERVICE_COOKIE,
  serviceCookieKey,
  signServicePass,
  verifyServicePass,
  withoutServiceCookie,
} from './service-cookie';
import { type Admission, createServiceGate } from './service-gate';
import { parseServiceHost, type ServiceTarget } from './service-host';
import { renderServicePage, type ServicePage } from './service-pages';
import { useServiceCode } from './services.repository';
import { ENTER_PATH, startPathOf } from './services.service';

type GatewayDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'compute' | 'vault' | 'log'>;

/**
 * Serves the service origins from the console's own server and port, ahead of Fastify: a request
 * or upgrade whose Host is `<instance>-<port>.<SERVICE_DOMAIN>` is answered here (the one-time
 * entry, the pages, or the proxy to the machine), so no console hook, cookie or CSP applies there;
 * every other one goes on to Fastify (and to any WebSocket listener) as before.
 */
export function attachServiceGateway(server: Server, deps: GatewayDeps): { close(): void } {
  const key = serviceCookieKey(deps.config.dataKey);
  const gate = createServiceGate(deps);
  const secure = deps.config.services.scheme === 'https';
  const proxy = createProxyServer({ xfwd: true, ws: true, proxyTimeout: 0 });
  // A proxied WebSocket's own errors (a browser that resets it) come here; with no listener of ours
  // the proxy throws them, which would end the process.
  proxy.on('error', (error, _req, out) => {
    deps.log.debug({ err: error }, 'proxied connection error');
    if (out && 'destroy' in out) out.destroy();
  });
  const domain = deps.config.services.domain;
  // Proxied WebSockets (Jupyter's kernels) leave the HTTP server's bookkeeping once upgraded: they are
  // kept here so that a shutdown can end them, as it ends the terminal's sockets.
  const upgraded = new Set<Duplex>();

  function page(res: ServerResponse, req: IncomingMessage, which: ServicePage, status: number, port: number) {
    const { html, headers } = renderServicePage(which, port, req.headers['accept-language']);
    res.writeHead(status, headers).end(html);
  }

  async function enter(req: IncomingMessage, res: ServerResponse, target: ServiceTarget, url: URL) {
    const code = url.searchParams.get('code') ?? '';
    const used =
      code.length > 0 && code.length < 100
        ? await useServiceCode(deps.db, sha256(code), deps.clock.now())
        : null;
    const instanceMatches = used && used.port === target.port;
    if (!used || !instanceMatches) return page(res, req, 'code_used', 403, target.port);
    const cookie = signServicePass(key, {
      instanceId: used.instanceId,
      port: used.port,
      sessionId: used.sessionId,
    });
    const admission = await gate.admit(
      target,
      { instanceId: used.instanceId, port: used.port, sessionId: used.sessionId },
      cookie,
    );
    if (!admission.ok) return page(res, req, admission.page, admission.status, target.port);
    res
      .writeHead(302, {
        location: await startPathOf(deps, used.instanceId, used.port),
        'set-cookie': passCookie(cookie, secure),
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
      .end();
  }

  async function admitted(req: IncomingMessage, target: ServiceTarget): Promise<Admission> {
    const cookie = cookieValue(req.headers.cookie, SERVICE_COOKIE);
    const pass = verifyServicePass(key, cookie);
    if (!pass || !cookie) return { ok: false, page: 'enter', status: 403 };
    return gate.admit(target, pass, cookie);
  }

  /** Forgets a request's admission once its address did not answer, for the next one to look it up again. */
  function onUnreachable(req: IncomingMessage, target: ServiceTarget): () => void {
    const cookie = cookieValue(req.headers.cookie, SERVICE_COOKIE);
    return () => {
      if (cookie) gate.forget(target, cookie);
    };
  }

  function forwardable(req: IncomingMessage) {
    const cookie = withoutServiceCookie(req.headers.cookie);
    if (cookie === undefined) delete req.headers.cookie;
    else req.headers.cookie = cookie;
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse, target: ServiceTarget) {
    const url = new URL(req.url ?? '/', 'http://service');
    if (url.pathname === ENTER_PATH) return enter(req, res, target, url);
    const admission = await admitted(req, target);
    if (!admission.ok) return page(res, req, admission.page, admission.status, target.port);
    const forget = onUnreachable(req, target);
    forwardable(req);
    proxy.web(req, res, { target: { host: admission.address, port: target.port } }, (error) => {
      deps.log.debug({ err: error, service: target }, 'service unreachable');
      forget();
      if (!res.headersSent) page(res, req, 'nothing_listening', 503, target.port);
      else res.destroy();
    });
  }

  async function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, target: ServiceTarget) {
    const admission = await admitted(req, target);
    if (!admission.ok) {
      socket.end(`HTTP/1.1 ${admission.status} Refused\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    const forget = onUnreachable(req, target);
    forwardable(req);
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    proxy.ws(req, socket, head, { target: { host: admission.address, port: target.port } }, () => {
      forget();
      socket.destroy();
    });
  }

  // Node hands upgrades to 'upgrade' only while something listens there (else they arrive as plain
  // requests): this listener keeps them upgrades, and closes those no other listener takes.
  server.on('upgrade', (_req: IncomingMessage, socket: Duplex) => {
    if (server.listenerCount('upgrade') === 1) socket.destroy();
  });
  const emit = server.emit.bind(server) as (event: string, ...args: unknown[]) => boolean;
  // Ahead of every listener ('request' is Fastify's; 'upgrade' may be @fastify/websocket's).
  server.emit = ((event: string, ...args: unknown[]) => {
    if (event !== 'request' && event !== 'upgrade') return emit(event, ...args);
    const req = args[0] as IncomingMessage;
    const target = parseServiceHost(req.headers.host, domain);
    if (!target) return emit(event, ...args);
    const failed = (error: unknown) => {
      deps.log.error({ err: error, service: target }, 'service request failed');
      const out = args[1] as ServerResponse | Duplex;
      if ('writeHead' in out && !out.headersSent) page(out, req, 'nothing_listening', 503, target.port);
      else out.destroy();
    };
    if (event === 'request') {
      onRequest(req, args[1] as ServerResponse, target).catch(failed);
      return true;
    }
    // Node takes its own error listener off a socket before it hands it to 'upgrade': until the proxy
    // has one on it (after the admission's awaits), a browser that drops it must not end the process.
    const socket = args[1] as Duplex;
    socket.on('error', (error) => deps.log.debug({ err: error, service: target }, 'service socket error'));
    onUpgrade(req, socket, args[2] as Buffer, target).catch(failed);
    return true;
  }) as Server['emit'];
  return {
    close() {
      for (const socket of upgraded) socket.destroy();
    },
  };
}
