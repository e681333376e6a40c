import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-csp-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>GPU Cloud</title></head></html>',
  );
  app = await createTestApp({ webDistDir: dist, env: { TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(policy: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name ?? '', values.join(' ')]),
  );
}

function nonceInPolicy(policy: string | string[] | number | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(String(policy))?.[1];
}

describe('security headers', () => {
  it.each(['/', '/store', '/console/dashboard', '/index.html'])(
    'gives %s the strict SPA policy with a fresh style nonce that index.html carries',
    async (url) => {
      const [first, second] = await Promise.all([
        app.server.inject({ method: 'GET', url }),
        app.server.inject({ method: 'GET', url }),
      ]);
      const csp = directives(first.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data:");
      expect(csp.get('style-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/=]{24}'$/);
      expect(String(first.headers['content-security-policy'])).not.toContain('unsafe-inline');

      const nonce = nonceInPolicy(first.headers['content-security-policy']);
      expect(first.body).toContain(`<head><meta name="csp-nonce" content="${nonce}">`);
      expect(nonceInPolicy(second.headers['content-security-policy'])).not.toBe(nonce);
      expect(first.body).not.toContain('name="sandbox"');
    },
  );

  it.each(['/', '/api/health', '/api/get_notice_by_page', '/assets/missing-Aa11Bb22.js'])(
    'sends nosniff, no framing and the referrer policy on %s',
    async (url) => {
      const reply = await app.server.inject({ method: 'GET', url });
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-xss-protection']).toBe('1; mode=block');
      expect(directives(reply.headers['content-security-policy']).get('frame-ancestors')).toBe("'none'");
    },
  );

  it('gives API answers every header a page gets, with the same values but for the nonce', async () => {
    const page = await app.server.inject({ method: 'GET', url: '/' });
    const api = await app.server.inject({ method: 'GET', url: '/api/health' });
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            (name.startsWith('x-') && name !== 'x-request-id') ||
            name.startsWith('cross-origin') ||
            ['referrer-policy', 'origin-agent-cluster'].includes(name),
        ),
      );
    expect(Object.keys(securityHeaders(api.headers)).length).toBeGreaterThanOrEqual(9);
    expect(securityHeaders(api.headers)).toEqual(securityHeaders(page.headers));
    const pagePolicy = directives(page.headers['content-security-policy']);
    pagePolicy.set('style-src', "'self'");
    expect(directives(api.headers['content-security-policy'])).toEqual(pagePolicy);
  });

  it.each(['/api/health', '/openapi/v1/openapi.json'])(
    'makes no style nonce for API answers, which are never a page: %s',
    async (url) => {
      const reply = await app.server.inject({ method: 'GET', url });
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(directives(reply.headers['content-security-policy']).get('style-src')).toBe("'self'");
      expect(nonceInPolicy(reply.headers['content-security-policy'])).toBeUndefined();
    },
  );

  it('asks for HTTPS only of a request that came over HTTPS', async () => {
    const plain = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await app.server.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets the API docs keep a policy of their own', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/docs' });
    expect(reply.statusCode).toBe(200);
    // @fastify/swagger-ui's static policy: its scripts are files, its styles come from itself.
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('img-src')).toContain('validator.swagger.io');
    expect(csp.get('object-src')).toBe("'none'");
    expect(nonceInPolicy(reply.headers['content-security-policy'])).toBeUndefined();
  });

  it.each(['/sandbox/wechat/unknown-ticket-1', '/sandbox/pay/NO_SUCH_ORDER'])(
    'serves %s without script and with its style under the nonce of its policy',
    async (url) => {
      const reply = await app.server.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      const nonce = nonceInPolicy(reply.headers['content-security-policy']);
      expect(reply.body).toContain(`<style nonce="${nonce}">`);
      expect(reply.body).not.toMatch(/<script|\son\w+=/i);
    },
  );
});
