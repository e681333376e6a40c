// A throw-away database on the PostgreSQL named by BENCH_DATABASE_URL, dropped when the bench ends.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { onCleanup } from './cleanup.mjs';

// pg is the server's dependency; resolve it the way the server does rather than rely on hoisting.
const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const pg = require('pg');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]', '']);

/** The bench only ever talks to this machine; a remote database is refused, not benchmarked. */
export function assertLoopback(connectionString) {
  const url = new URL(connectionString);
  if (!['postgres:', 'postgresql:'].includes(url.protocol)) {
    throw new Error(`BENCH_DATABASE_URL must be a postgres:// URL, got ${url.protocol}`);
  }
  const socketHost = url.searchParams.get('host');
  const loopback = LOOPBACK_HOSTS.has(url.hostname) && (!socketHost || socketHost.startsWith('/'));
  if (!loopback) throw new Error(`BENCH_DATABASE_URL must point at a loopback address, got ${url.hostname}`);
  return url;
}

async function withAdminClient(adminUrl, work) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates a fresh database and returns its URL; registers dropping it with the cleanup steps. */
export async function createBenchDatabase(adminUrl) {
  const url = assertLoopback(adminUrl);
  const name = `gpucloud_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  onCleanup(`drop database ${name}`, () =>
    withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  );
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}
