import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

const styleNonces = new WeakMap<ServerResponse, string>();

/** One nonce per response, made when the policy header is written and read again by the HTML. */
function nonceOf(res: ServerResponse): string {
  let nonce = styleNonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(res, nonce);
  }
  return nonce;
}

/**
 * Answers that are never an HTML page (API envelopes, the public API's JSON, files): their policy
 * needs no nonce, and the hot API reads skip making one. Everything else may be a page (the SPA, the
 * sandbox pages).
 */
const NO_PAGE_PREFIXES = ['/api/', '/openapi/', '/third-party/', '/assets/'];

function mayBePage(url: string | undefined): boolean {
  return !NO_PAGE_PREFIXES.some((prefix) => url?.startsWith(prefix));
}

/** The nonce this response's policy allows `<style>` elements with (antd's CSS-in-JS, sandbox pages). */
export function styleNonceOf(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/**
 * Current browsers ignore X-XSS-Protection (their XSS auditors are gone); the few old ones that
 * still filter are told to block the page rather than rewrite it (rewriting is what could be
 * abused). Scanners such as wapiti expect it on.
 */
const XSS_PROTECTION = '1; mode=block';

/** A year, the usual HSTS preload minimum. */
const HSTS = 'max-age=31536000; includeSubDomains';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware sets on an answer to `url`, read off a response that only records them. */
function headersSetBy(middleware: Middleware, url: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  middleware({ url, headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  headers['x-xss-protection'] = XSS_PROTECTION;
  return headers;
}

/**
 * Security headers on every answer: the SPA's strict policy (no inline script, styles only from
 * our files or with this response's nonce; inline style attributes stay allowed, see README),
 * nosniff, no framing, a referrer policy, and HSTS only when the request came over HTTPS (behind a
 * proxy that says so with TRUST_PROXY=1). The API docs keep the policy @fastify/swagger-ui sets.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: @fastify/helmet builds helmet's middleware (parsing every directive) again on every
  // request, which cost a hot API read a third of its time. The per-response part of the policy
  // (the style nonce) is a directive function, run per request by the middleware built here.
  const protect = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", (req, res) => (mayBePage(req.url) ? `'nonce-${nonceOf(res)}'` : '')],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: false,
    // Set below: `1; mode=block` rather than helmet's `0` (see XSS_PROTECTION).
    xXssProtection: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  // Answers that are never a page get the same headers every time: what the middleware sets for
  // one, recorded at start-up, is set in one step (no per-request policy to work out).
  const noPageHeaders = headersSetBy(protect, NO_PAGE_PREFIXES[0] ?? '/api/');
  app.addHook('onRequest', (request, reply, done) => {
    if (!mayBePage(request.url)) {
      reply.headers(noPageHeaders);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
      return;
    }
    protect(request.raw, reply.raw, (error?: unknown) => {
      if (error) {
        done(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      reply.header('x-xss-protection', XSS_PROTECTION);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });
  });
}
