import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

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
 * Answers that are never an HTML page (API envelopes, files): their policy needs no nonce, and the
 * hot API reads skip making one. Everything else may be a page (the SPA, the sandbox pages).
 */
const NO_PAGE_PREFIXES = ['/api/', '/third-party/', '/assets/'];

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

/**
 * Security headers on every answer: the SPA's strict policy (no inline script, styles only from
 * our files or with this response's nonce; inline style attributes stay allowed, see README),
 * nosniff, no framing, a referrer policy, and HSTS only when the request came over HTTPS (behind a
 * proxy that says so with TRUST_PROXY=1). The API docs keep the policy @fastify/swagger-ui sets.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-xss-protection', XSS_PROTECTION);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
