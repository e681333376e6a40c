import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>GPU Cloud</title><div id="root"></div>',
  );
  writeFileSync(
    path.join(dist, 'assets', 'index-Ab12Cd34.js'),
    `console.log(${JSON.stringify('x'.repeat(20_000))});`,
  );
  app = await createTestApp({ webDistDir: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  it.each(['/', '/store', '/console/dashboard', '/informDetail/12'])(
    'answers index.html for %s',
    async (url) => {
      const reply = await app.server.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('text/html');
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<div id="root">');
    },
  );

  it('caches hashed assets for a year and compresses them', async () => {
    const reply = await app.server.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(Number(reply.headers['content-length'] ?? reply.rawPayload.length)).toBeLessThan(20_000);
  });

  it("sends the build's own brotli or gzip file of an asset when there is one, as it is", async () => {
    const source = `console.log(${JSON.stringify(randomBytes(4_000).toString('hex'))});`;
    // Made with other settings than the server's own compression would use: the bytes tell them apart.
    const brFile = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    const gzFile = gzipSync(source, { level: 1 });
    writeFileSync(path.join(dist, 'assets', 'pre-Qq11Rr22.js'), source);
    writeFileSync(path.join(dist, 'assets', 'pre-Qq11Rr22.js.br'), brFile);
    writeFileSync(path.join(dist, 'assets', 'pre-Qq11Rr22.js.gz'), gzFile);
    const brotli = await app.server.inject({
      method: 'GET',
      url: '/assets/pre-Qq11Rr22.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(brFile)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(source);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await app.server.inject({
      method: 'GET',
      url: '/assets/pre-Qq11Rr22.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzFile)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(source);
    const plain = await app.server.inject({ method: 'GET', url: '/assets/pre-Qq11Rr22.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/assets/index-Gone1234.js' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('<div id="root">');
  });

  it('serves files added after start, as a rebuilt SPA has', async () => {
    writeFileSync(path.join(dist, 'assets', 'late-Zz99Yy88.js'), 'console.log(1);');
    const reply = await app.server.inject({ method: 'GET', url: '/assets/late-Zz99Yy88.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('console.log(1);');
  });

  it('keeps unknown API paths as 404 envelopes instead of the page', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/missing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ status: 100022 });
  });

  it('reports database reachability at /api/health', async () => {
    const reply = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(reply.json()).toMatchObject({ status: 0, data: { database: 'up' } });
  });
});
