import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemEndpoints } from '@gpucloud/contracts';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Debian's HAProxy, installed by the project's script when missing (instant when present). */
export function ensureHaproxy(): string {
  execFileSync('bash', [path.join(repoRoot, 'scripts/haproxy.sh')], { stdio: 'inherit' });
  return execFileSync('bash', ['-c', 'command -v haproxy || echo /usr/sbin/haproxy']).toString().trim();
}

export interface ProxyOptions {
  port: number;
  statsPort: number;
  backends: number[];
}

/**
 * The configuration a real deployment would use in front of replicas: round robin, a health check on
 * readiness every 200 ms (down after 2 failures, so a draining replica is out within about 0.5 s,
 * well inside SHUTDOWN_DRAIN_MS), retries on a connection refused or closed without an answer,
 * redispatched to another replica.
 */
export function haproxyConfig({ port, statsPort, backends }: ProxyOptions): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend api
  bind 127.0.0.1:${port}
  default_backend replicas

backend replicas
  balance roundrobin
  option httpchk GET ${systemEndpoints.ready.path}
  http-check expect status 200
  default-server inter 200ms fastinter 100ms downinter 200ms fall 2 rise 2
${backends.map((backend, i) => `  server r${i} 127.0.0.1:${backend} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export interface Haproxy {
  base: string;
  /** Resolves once HAProxy's own table says the replica is UP (taking traffic again). */
  waitUp(index: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startHaproxy(binary: string, dir: string, options: ProxyOptions): Promise<Haproxy> {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(options));
  execFileSync(binary, ['-c', '-q', '-f', file]);
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const statusOf = async (index: number): Promise<string | null> => {
    try {
      const csv = await (await fetch(`http://127.0.0.1:${options.statsPort}/stats;csv`)).text();
      const row = csv.split('\n').find((line) => line.startsWith(`replicas,r${index},`));
      return row?.split(',')[17] ?? null;
    } catch {
      return null;
    }
  };
  const proxy: Haproxy = {
    base: `http://127.0.0.1:${options.port}`,
    async waitUp(index, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if ((await statusOf(index)) === 'UP') return;
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`HAProxy never saw r${index} UP; its stderr:\n${stderr}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return proxy;
}
