// Billing-tick benchmark (issue 5): 100k running pay-as-you-go instances, one tick, timed against one
// bulk SQL UPDATE over the same rows in the same run. Prints the ratio; the budget is 2x.
// Runs on PostgreSQL when BENCH_DATABASE_URL is set (a throw-away database is created and dropped),
// else on in-memory PGlite. BENCH_INSTANCES overrides the count.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { HOUR_MS } from '../apps/server/src/core/clock';
import { loadConfig } from '../apps/server/src/core/config';
import { type Database, executeRows, openPglite, openPostgres } from '../apps/server/src/core/db';
import { runBillingTick } from '../apps/server/src/jobs/billing-tick.job';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 100_000);
const USERS = Math.max(1, Math.round(INSTANCES / 100));
const BUDGET = 2;
const MIGRATIONS = fileURLToPath(new URL('../apps/server/drizzle', import.meta.url));

async function openDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim();
  if (!adminUrl) return { database: await openPglite(null), drop: async () => undefined };
  const host = new URL(adminUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host))
    throw new Error('BENCH_DATABASE_URL must be on loopback');
  const name = `gpucloud_tickbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: openPostgres(url.toString()),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const { database, drop } = await openDatabase();
try {
  await database.migrate(MIGRATIONS);
  const config = loadConfig(
    { LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') },
    { migrationsDir: MIGRATIONS, webDistDir: null },
  );
  const now = new Date();
  const { deps, server } = await buildApp({ config, database, clock: { now: () => now } });
  const { db } = deps;
  const createdAt = new Date(now.getTime() - HOUR_MS - 60_000).toISOString();
  console.log(
    `billing tick bench: ${INSTANCES} running pay-as-you-go instances of ${USERS} accounts on ${database.engine}`,
  );
  await db.execute(sql`insert into regions (code, name, name_en) values ('bench', 'bench', 'bench')`);
  await db.execute(
    sql`insert into images (name, label, system, short_display_name) values ('bench', 'bench', 'linux', 'bench')`,
  );
  await db.execute(sql`insert into hosts (region_id, name, kind, gpu_model, gpu_memory_gb, gpu_count, gpu_free, cpu_cores_per_gpu,
      memory_gb_per_gpu, system_disk_gb, data_disk_gb, bandwidth_mbps, price_per_gpu_hour)
    select r.id, 'bench-host', 'container', 'RTX 4090', 24, 8, 8, 8, 32, 50, 100, 100, 198 from regions r`);
  await db.execute(sql`insert into users (phone, name, password_hash)
    select '199' || lpad(g::text, 8, '0'), 'bench ' || g, 'x' from generate_series(1, ${USERS}) g`);
  await db.execute(sql`insert into wallets (user_id, money) select id, 100000000 from users`);
  await db.execute(sql`insert into instances (name, user_id, host_id, image_id, kind, gpu_count, billing_mode, hourly_rate,
      status, order_no, created_at)
    select 'bench-' || g, u.id, h.id, i.id, 'container', 1, 'post_paid', 198, 'running', 'P-bench-' || g, ${createdAt}::timestamptz
    from generate_series(1, ${INSTANCES}) g
    join users u on u.id = 1 + (g % ${USERS})
    cross join (select id from hosts limit 1) h cross join (select id from images limit 1) i`);
  await db.execute(sql`analyze`);

  const bulkMs = await timed(() =>
    db.execute(
      sql`update instances set hourly_rate = hourly_rate where status = 'running' and billing_mode = 'post_paid'`,
    ),
  );
  const tickMs = await timed(() => runBillingTick(deps));
  const secondTickMs = await timed(() => runBillingTick(deps));
  const [charges] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from instance_charges`,
  );
  const ratio = tickMs / bulkMs;
  console.log(`  one bulk UPDATE over the same rows: ${bulkMs.toFixed(0)} ms`);
  console.log(
    `  billing tick: ${tickMs.toFixed(0)} ms (ratio ${ratio.toFixed(2)}x, budget ${BUDGET}x: ${ratio <= BUDGET ? 'meets' : 'NO'})`,
  );
  console.log(
    `  re-run of the same tick: ${secondTickMs.toFixed(0)} ms, charges written: ${charges?.n ?? '?'}`,
  );
  await server.close();
} finally {
  await database.close();
  await drop();
}
