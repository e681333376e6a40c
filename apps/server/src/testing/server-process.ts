import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on right now, from the kernel. */
export function freePort(): Promise<number> {
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

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** The last few KB of its stderr, for failure messages. */
  stderr(): string;
  /** Resolves with the exit code once it has ended. */
  exited: Promise<number | null>;
}

/** The real entry point (src/main.ts through tsx) as a child process, with `env` on top of ours (simulated compute by default). */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // The simulated fleet unless a test says otherwise: COMPUTE_PROVIDER=auto would find this machine's engine.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      COMPUTE_PROVIDER: 'simulated',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, stderr: () => stderr, exited };
}

/**
 * Polls /api/health (or `path`, e.g. readiness); generous, for a cold start (tsx, database,
 * migrations, seed) on a busy machine.
 */
export async function waitForHealth(
  server: ServerProcess,
  timeoutMs = 120_000,
  path = '/api/health',
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) break;
    try {
      if ((await fetch(`${server.base}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy; its stderr:\n${server.stderr()}`);
}

/** A JSON POST to /api{path}, answering the envelope. */
export async function call<T>(
  server: ServerProcess,
  path: string,
  body: Record<string, unknown>,
): Promise<{ status: number; reason: string; data: T }> {
  const res = await fetch(`${server.base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; reason: string; data: T };
}
