import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onEmbeddedPass } from './testing/engine-pass';
import { freePort, type ServerProcess, startServer, waitForHealth } from './testing/server-process';

/**
 * The real entry point as `npm start` runs it: embedded database under DATA_DIR, migrations and
 * demo seed on first start, a clean stop on SIGTERM, and the same data after a restart; and a
 * production start on a sandbox provider that stops with its reason.
 */
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-main-'));
  dataDirs.push(dir);
  return dir;
}

function embedded(dataDir: string, port: number, env: Record<string, string> = {}): ServerProcess {
  return startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '', ...env });
}

function stop(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

async function demoLogin(server: ServerProcess): Promise<{ status: number }> {
  const res = await fetch(`${server.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'phone=13800000001&password=demo12345',
  });
  return (await res.json()) as { status: number };
}

describe.runIf(onEmbeddedPass)('npm start on the embedded database', () => {
  it('migrates and seeds on first start, stops cleanly on SIGTERM, and keeps its data', async () => {
    const port = await freePort();
    const dataDir = freshDataDir();
    const first = embedded(dataDir, port);
    await waitForHealth(first);
    expect((await demoLogin(first)).status).toBe(0);
    expect(await stop(first)).toBe(0);

    const second = embedded(dataDir, port);
    await waitForHealth(second);
    const res = await fetch(`${second.base}/api/gpu_selector_detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await res.json()) as { data: { total: number } };
    expect(body.data.total).toBe(14);
    expect((await demoLogin(second)).status).toBe(0);
    expect(await stop(second)).toBe(0);
  }, 300_000);

  it('refuses NODE_ENV=production on sandbox providers with a message naming them, no stack trace', async () => {
    const server = embedded(freshDataDir(), await freePort(), {
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(
      'GPU Cloud cannot start: NODE_ENV=production refuses sandbox providers',
    );
    expect(server.stderr()).toContain('payments provider "sandbox"');
    expect(server.stderr()).toContain('wechat login provider "sandbox"');
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('refuses NODE_ENV=production without DATA_ENCRYPTION_KEY, saying how to make one', async () => {
    const server = embedded(freshDataDir(), await freePort(), {
      NODE_ENV: 'production',
      DATA_ENCRYPTION_KEY: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(
      'GPU Cloud cannot start: NODE_ENV=production needs DATA_ENCRYPTION_KEY',
    );
    expect(server.stderr()).toContain('openssl rand -hex 32');
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('refuses PAYMENT_PROVIDER=wechatpay without its merchant settings, naming the first one missing', async () => {
    const server = embedded(freshDataDir(), await freePort(), { PAYMENT_PROVIDER: 'wechatpay' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain(
      'GPU Cloud cannot start: PAYMENT_PROVIDER=wechatpay needs WECHATPAY_MCH_ID',
    );
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  }, 120_000);
});
