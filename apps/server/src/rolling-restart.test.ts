import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemEndpoints } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, executeRows } from './core/db';
import { ensureHaproxy, type Haproxy, startHaproxy } from './testing/haproxy';
import { type ServerProcess, startServer, waitForHealth } from './testing/server-process';
import { openTestDatabase } from './testing/test-database';

/**
 * Issue 41: three real server processes on one PostgreSQL behind Debian's HAProxy (health checks on
 * readiness), a steady load of reads and writes through the proxy, and each replica in turn SIGTERMed
 * (it must exit 0), started again and awaited UP in the proxy. Not one request fails, every write
 * acknowledged is in the database exactly once and nothing unacknowledged is, and every balance equals
 * its ledger. PostgreSQL only: the embedded PGlite belongs to one process.
 */
const PROXY_PORT = 8700;
const STATS_PORT = 8704;
const REPLICA_PORTS = [8701, 8702, 8703];
const CLIENTS = 6;
const DEMO = { phone: '13800000001', password: 'demo12345' };

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

interface Answer {
  status: number;
  reason: string;
  data: unknown;
}

async function post(
  base: string,
  apiPath: string,
  body: Record<string, unknown>,
): Promise<Answer & { http: number }> {
  const res = await fetch(`${base}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { http: res.status, ...(JSON.parse(text) as Answer) };
  } catch {
    return { http: res.status, status: -1, reason: text.slice(0, 200), data: null };
  }
}

/** Steady load until stopped: each client alternates a read (user info) and a write (a top-up order). */
function startLoad(base: string, session: string) {
  const failures: string[] = [];
  const acknowledged: string[] = [];
  let requests = 0;
  let running = true;
  const one = async (apiPath: string, body: Record<string, unknown>) => {
    requests++;
    try {
      const answer = await post(base, apiPath, { session, ...body });
      if (answer.http !== 200 || answer.status !== 0) {
        failures.push(`${apiPath}: HTTP ${answer.http} status ${answer.status} ${answer.reason}`);
        return null;
      }
      return answer.data;
    } catch (error) {
      failures.push(
        `${apiPath}: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : error}`,
      );
      return null;
    }
  };
  const client = async () => {
    while (running) {
      await one('/get_user_info', {});
      const order = (await one('/create_qrcode', { amount: '1', pay_type: 1 })) as {
        out_trade_no: string;
      } | null;
      if (order) acknowledged.push(order.out_trade_no);
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  return {
    failures,
    acknowledged,
    requests: () => requests,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

function replica(index: number, url: string, seed: boolean): ServerProcess {
  return startServer(REPLICA_PORTS[index] as number, {
    DATABASE_URL: url,
    DATA_DIR: os.tmpdir(),
    SEED_DEMO: seed ? '1' : '',
    PAYMENT_SANDBOX_SECRET: 'rolling-restart',
    // Longer than HAProxy's inter × fall (200 ms × 2) with room for a busy machine.
    SHUTDOWN_DRAIN_MS: '1500',
    SHUTDOWN_TIMEOUT_MS: '15000',
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a rolling restart behind HAProxy (PostgreSQL)', () => {
  it('restarts three replicas one by one under load with zero failed requests and every invariant holding', async () => {
    const binary = ensureHaproxy();
    const database: Database = await openTestDatabase();
    cleanups.push(() => database.close());
    const url = database.connectionString as string;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-rolling-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));

    // The database comes migrated (the run's template); the first replica alone seeds the demo account.
    const replicas: ServerProcess[] = [replica(0, url, true), replica(1, url, false), replica(2, url, false)];
    cleanups.push(async () => {
      for (const server of replicas) server.child.kill('SIGKILL');
    });
    await Promise.all(replicas.map((server) => waitForHealth(server, 120_000, systemEndpoints.ready.path)));

    const proxy: Haproxy = await startHaproxy(binary, dir, {
      port: PROXY_PORT,
      statsPort: STATS_PORT,
      backends: REPLICA_PORTS,
    });
    cleanups.push(() => proxy.stop());
    await Promise.all(REPLICA_PORTS.map((_, index) => proxy.waitUp(index)));

    const login = await post(proxy.base, '/login', DEMO);
    expect(login.status, login.reason).toBe(0);
    const session = (login.data as { token: string }).token;
    const load = startLoad(proxy.base, session);
    const restarts: Array<{
      replica: number;
      stopMs: number;
      readyMs: number;
      upMs: number;
      exit: number | null;
    }> = [];
    try {
      for (let index = 0; index < replicas.length; index++) {
        const old = replicas[index] as ServerProcess;
        const began = Date.now();
        old.child.kill('SIGTERM');
        const exit = await old.exited;
        const stopMs = Date.now() - began;
        const fresh = replica(index, url, false);
        replicas[index] = fresh;
        await waitForHealth(fresh, 120_000, systemEndpoints.ready.path);
        const readyMs = Date.now() - began;
        await proxy.waitUp(index);
        restarts.push({ replica: index, stopMs, readyMs, upMs: Date.now() - began, exit });
        expect(exit, old.stderr()).toBe(0);
      }
    } finally {
      await load.stop();
    }

    const requests = load.requests();
    process.stdout.write(
      `rolling restart: ${requests} requests (${load.acknowledged.length} writes acknowledged) through HAProxy, ${load.failures.length} failed; restarts ${JSON.stringify(restarts)}\n`,
    );
    expect(load.failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);

    const orders = await executeRows<{ out_trade_no: string }>(
      database.db,
      sql`select out_trade_no from top_up_orders o join users u on u.id = o.user_id where u.phone = ${DEMO.phone}`,
    );
    expect(orders.map((row) => row.out_trade_no).sort()).toEqual([...load.acknowledged].sort());
    const unbalanced = await executeRows<{ user_id: number }>(
      database.db,
      sql`select w.user_id from wallets w
          where w.money <> coalesce((select sum(l.amount) from wallet_ledger l where l.user_id = w.user_id and l.pocket = 'balance'), 0)
             or w.power_money <> coalesce((select sum(l.amount) from wallet_ledger l where l.user_id = w.user_id and l.pocket = 'vouchers'), 0)`,
    );
    expect(unbalanced).toEqual([]);

    for (const server of replicas) server.child.kill('SIGTERM');
    expect(await Promise.all(replicas.map((server) => server.exited))).toEqual([0, 0, 0]);
    // Only a guard against a hang: every wait above has its own bound (a start 120 s, a drain 15 s),
    // and on a busy CI machine four starts and three drains took more than the 180 s it had before.
  }, 600_000);
});
