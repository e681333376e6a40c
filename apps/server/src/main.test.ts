import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The real entry point as `npm start` runs it: embedded database under DATA_DIR, migrations and
 * demo seed on first start, a clean stop on SIGTERM, and the same data after a restart.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-main-'));
let port = 0;
let base = '';
let stderr = '';

/** A port nothing listens on right now, from the kernel. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return child;
}

async function waitForHealth(): Promise<void> {
  // Generous: on a loaded two-core machine a cold start (tsx, PGlite, migrations, seed) takes a while.
  for (let i = 0; i < 800; i += 1) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy; its stderr:\n${stderr}`);
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function demoLogin(): Promise<{ status: number }> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'phone=13800000001&password=demo12345',
  });
  return (await res.json()) as { status: number };
}

describe('npm start on the embedded database', () => {
  it('migrates and seeds on first start, stops cleanly on SIGTERM, and keeps its data', async () => {
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const first = start();
    await waitForHealth();
    expect((await demoLogin()).status).toBe(0);
    expect(await stop(first)).toBe(0);

    const second = start();
    await waitForHealth();
    const res = await fetch(`${base}/api/gpu_selector_detail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const body = (await res.json()) as { data: { total: number } };
    expect(body.data.total).toBe(14);
    expect((await demoLogin()).status).toBe(0);
    expect(await stop(second)).toBe(0);
  }, 300_000);
});
