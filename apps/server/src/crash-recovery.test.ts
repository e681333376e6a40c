import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HostOffer, InstanceRow, LoginData } from '@gpucloud/contracts';
import { TRANSITIONAL_STATES } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, executeRows, openPglite, openPostgres } from './core/db';
import { sqlList } from './db/sql-list';
import { onEmbeddedPass, onPostgresPass } from './testing/engine-pass';
import { call, freePort, type ServerProcess, startServer, waitForHealth } from './testing/server-process';

/**
 * Issue 25: the built server is killed with SIGKILL while rents, a stop, a restart and a
 * reinitialisation are in flight, then started again on the same data. Within one short
 * reconciliation period every acknowledged command has settled (running, stopped, or failed and
 * refunded), no GPU is lost or made up, and every balance equals its ledger. On the embedded
 * PGlite in CI's PGlite pass, on PostgreSQL in its PostgreSQL pass (a fresh database of its own;
 * testing/engine-pass.ts).
 */
const RECONCILE_SECONDS = 1;
const SIM_DELAY_MS = 1_500;
const SETTLED = ['running', 'stopped', 'failed'];

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

interface Engine {
  env: Record<string, string>;
  /** The database the server used, opened by the test once the server is down. */
  open(): Promise<Database>;
}

function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-crash-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '' }, open: () => openPglite(dataDir) };
}

async function postgresEngine(adminUrl: string): Promise<Engine> {
  const name = `gpucloud_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), SEED_DEMO: '1', DATA_DIR: os.tmpdir() },
    open: async () => openPostgres(url.toString()),
  };
}

function serverEnv(engine: Engine): Record<string, string> {
  return {
    ...engine.env,
    RECONCILE_SECONDS: String(RECONCILE_SECONDS),
    COMPUTE_SIM_DELAY_MS: String(SIM_DELAY_MS),
    PAYMENT_SANDBOX_SECRET: 'crash-test',
  };
}

async function stopGracefully(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

async function listInstances(server: ServerProcess, session: string) {
  const reply = await call<{ data: InstanceRow[] }>(server, '/get_container_by_token_with_page_v2', {
    session,
    page_size: 100,
  });
  expect(reply.status, reply.reason).toBe(0);
  return reply.data.data;
}

/** Polls until `done` holds, for at most `withinMs`: the only waiting this test does. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number) {
  const until = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

async function crashRound(engine: Engine, checkSecondProcess: boolean): Promise<void> {
  const port = await freePort();
  const env = serverEnv(engine);
  const first = startServer(port, env);
  cleanups.push(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
  });
  await waitForHealth(first);

  if (checkSecondProcess) {
    const second = startServer(await freePort(), env);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/in use by another server \(pid \d+\)/);
  }

  const login = await call<LoginData>(first, '/login', { phone: '13800000001', password: 'demo12345' });
  expect(login.status, login.reason).toBe(0);
  const session = login.data.token;
  const offers = await call<{ list: HostOffer[] }>(first, '/gpu_selector_detail', {
    session,
    min_free_gpus: 1,
  });
  const hosts = offers.data.list
    .filter((host) => host.PricePerGpuHour <= 5 && host.Kind !== 'bare_metal')
    .slice(0, 4);
  expect(hosts.length).toBeGreaterThan(0);
  const freeBefore = new Map(hosts.map((host) => [host.HostId, host.GpuFree]));
  const imageOf = new Map<number, number>();
  for (const host of hosts) {
    const spec = await call<{ Images: Array<{ ImageId: number; System: string }> }>(
      first,
      '/store/get_instance_specifications',
      { session, host_id: host.HostId },
    );
    imageOf.set(host.HostId, spec.data.Images.find((image) => image.System === 'linux')?.ImageId ?? 0);
  }
  const rent = (i: number) => {
    const host = hosts[i % hosts.length] as HostOffer;
    return call<{ InstanceId: number }>(first, '/instance/create', {
      session,
      host_id: host.HostId,
      image_id: imageOf.get(host.HostId),
      gpu_count: 1,
      mode: i % 2 === 0 ? 'post_paid' : 'hourly',
      count: 1,
    });
  };

  // Three machines up, then a stop, a restart and a reinitialisation sent to them: all in flight at
  // the kill.
  const [a, b, c] = await Promise.all([rent(0), rent(1), rent(2)]);
  const running = await eventually(
    () => listInstances(first, session),
    (rows) => rows.filter((row) => row.Status === 'running').length >= 3,
    SIM_DELAY_MS + 10_000,
  );
  expect(running.filter((row) => row.Status === 'running').length).toBeGreaterThanOrEqual(3);
  const acknowledged = [a, b, c].filter((r) => r.status === 0).map((r) => r.data.InstanceId);
  expect((await call(first, '/instance/stop', { session, instance_id: a.data.InstanceId })).status).toBe(0);
  expect((await call(first, '/restart_kvm', { session, instance_id: b.data.InstanceId })).status).toBe(0);
  const reinit = await call(first, '/instance/kvm/reinit_kvm_async', {
    session,
    instance_id: c.data.InstanceId,
    image_id: imageOf.get((hosts[2 % hosts.length] as HostOffer).HostId),
  });
  expect(reinit.status, reinit.reason).toBe(0);

  // Concurrent rents, acknowledged ones in flight at the provider, more being answered at the kill.
  const firstWave = await Promise.all(Array.from({ length: 6 }, (_, i) => rent(i + 3)));
  acknowledged.push(...firstWave.filter((r) => r.status === 0).map((r) => r.data.InstanceId));
  const secondWave = Array.from({ length: 6 }, (_, i) =>
    rent(i + 9).then(
      (r) => {
        if (r.status === 0) acknowledged.push(r.data.InstanceId);
      },
      () => undefined,
    ),
  );
  await Promise.race([...secondWave, new Promise((resolve) => setTimeout(resolve, 30))]);
  first.child.kill('SIGKILL');
  await first.exited;
  await Promise.all(secondWave);
  expect(acknowledged.length).toBeGreaterThanOrEqual(4);

  const restarted = startServer(port, env);
  cleanups.push(async () => {
    if (restarted.child.exitCode === null) restarted.child.kill('SIGKILL');
  });
  await waitForHealth(restarted);
  // One reconciliation period after the machines' own delay (plus a pass's margin) settles everything:
  // the acknowledged commands, and a rent committed but cut off before it answered.
  const rows = await eventually(
    () => listInstances(restarted, session),
    (list) =>
      acknowledged.every((id) => list.some((row) => row.InstanceId === id)) &&
      list.every((row) => SETTLED.includes(row.Status)),
    SIM_DELAY_MS + 3 * RECONCILE_SECONDS * 1000 + 2_000,
  );
  for (const id of acknowledged) {
    const row = rows.find((candidate) => candidate.InstanceId === id);
    expect(SETTLED, `instance ${id}: ${row?.Status} ${row?.StatusDetail}`).toContain(row?.Status);
  }
  await stopGracefully(restarted);

  const database = await engine.open();
  try {
    const transitional = await executeRows<{ id: number; status: string }>(
      database.db,
      sql`select id, status from instances where status in ${sqlList(TRANSITIONAL_STATES)}`,
    );
    expect(transitional).toEqual([]);
    const unbalanced = await executeRows<{ user_id: number }>(
      database.db,
      sql`select w.user_id from wallets w
          where w.money <> coalesce((select sum(l.amount) from wallet_ledger l where l.user_id = w.user_id and l.pocket = 'balance'), 0)
             or w.power_money <> coalesce((select sum(l.amount) from wallet_ledger l where l.user_id = w.user_id and l.pocket = 'vouchers'), 0)`,
    );
    expect(unbalanced).toEqual([]);
    const free = await executeRows<{ id: number; gpu_free: number; held: string }>(
      database.db,
      sql`select h.id, h.gpu_free, coalesce((select sum(i.gpu_count) from instances i where i.host_id = h.id and i.holds_gpus), 0) as held
          from hosts h`,
    );
    for (const host of free.filter((row) => freeBefore.has(row.id)))
      expect(host.gpu_free, `host ${host.id}`).toBe((freeBefore.get(host.id) ?? 0) - Number(host.held));
    // A failed create was refunded: its order is marked so, and nothing of it holds GPUs.
    const unrefunded = await executeRows<{ id: number }>(
      database.db,
      sql`select i.id from instances i join orders o on o.order_no = i.order_no
          where i.status = 'failed' and (i.holds_gpus or o.status <> 3)
            and exists (select 1 from instance_events e where e.instance_id = i.id and e.event = 'create_failed')`,
    );
    expect(unrefunded).toEqual([]);
  } finally {
    await database.close();
  }
}

describe('a kill -9 during rents, stops, restarts and reinitialisations', () => {
  it.runIf(onEmbeddedPass)(
    'on the embedded database: every acknowledged command settles and every fen is accounted for',
    async () => {
      await crashRound(pgliteEngine(), true);
    },
    300_000,
  );

  it.runIf(onPostgresPass)(
    'on PostgreSQL: the same',
    async () => {
      await crashRound(await postgresEngine(process.env.TEST_DATABASE_URL ?? ''), false);
    },
    300_000,
  );
});
