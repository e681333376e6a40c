// scratch: profile the server under signed load (not committed)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exitAfterCleanup, trackTempDir } from './lib/cleanup.mjs';
import { loginDemo, startGpuCloud } from './lib/gpucloud-server.mjs';
import { loadRun } from './lib/load.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { makeBenchKey, presignedGets } from './lib/signed.mjs';

const tempDir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-prof-'));
trackTempDir(tempDir);
const database = process.env.BENCH_DATABASE_URL ? await createBenchDatabase(process.env.BENCH_DATABASE_URL) : null;
const extra = process.env.PROF ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/sr/prof' } : {};
const server = await startGpuCloud({ mainJs: path.resolve('apps/server/dist/main.js'), dataDir: path.join(tempDir, 'd'), databaseUrl: database?.url, env: extra });
const session = await loginDemo(server.baseUrl);
const key = await makeBenchKey(server.baseUrl, session);
const url = `${server.baseUrl}/openapi/v1/offers`;
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';
const TCK = 100;
const cpuOf = (pid) => { try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) / TCK; } catch { return 0; } };
const serverPids = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => { try { return readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('wt-signedread/apps/server/dist/main.js'); } catch { return false; } });
const admin = database ? new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL }) : null;
await admin?.connect();
async function pgPids() { if (!admin) return []; const r = await admin.query('select pid from pg_stat_activity where datname = $1', [database.name]); return r.rows.map((x) => x.pid); }
async function xacts() { if (!admin) return 0; await new Promise((r) => setTimeout(r, 1200)); const r = await admin.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [database.name]); return Number(r.rows[0].n); }
async function snap() { const pids = await pgPids(); const pgc = {}; for (const p of pids) pgc[p] = cpuOf(p); const u = process.cpuUsage(); return { server: serverPids.reduce((a, p) => a + cpuOf(p), 0), pgc, client: (u.user + u.system) / 1e6 }; }
function diff(a, b) { let pgs = 0; for (const p of Object.keys(b.pgc)) pgs += b.pgc[p] - (a.pgc[p] ?? 0); return { server: +(b.server - a.server).toFixed(2), pg: +pgs.toFixed(2), client: +(b.client - a.client).toFixed(2) }; }
console.log('server pids', serverPids);
const secs = Number(process.env.SECS ?? 5);
for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
  const h = presignedGets(key, url, 60000);
  const x0 = await xacts();
  const a = await snap();
  const r = await loadRun({ url, method: 'GET', connections: 10, seconds: secs, headersOf: h });
  const d = diff(a, await snap());
  const n = r.totalRequests;
  console.log('transactions per request', ((await xacts()) - x0) / n);
  console.log('signed', Math.round(r.requestsPerSecond), 'p99', r.p99Ms, JSON.stringify(r.failures), 'cpu s', JSON.stringify(d), 'us/req server', Math.round(d.server / n * 1e6), 'pg', Math.round(d.pg / n * 1e6), 'client', Math.round(d.client / n * 1e6));
  if (process.env.ONLY_SIGNED) continue;
  const s = await loadRun({ url: `${server.baseUrl}/api/get_user_info`, method: 'POST', body: JSON.stringify({ session }), connections: 10, seconds: secs });
  console.log('user_info', Math.round(s.requestsPerSecond));
  const a2 = await snap();
  const bare = await loadRun({ url: `${server.baseUrl}/api/health`, method: 'GET', connections: 10, seconds: secs });
  const d2 = diff(a2, await snap());
  console.log('health', Math.round(bare.requestsPerSecond), 'us/req server', Math.round(d2.server / bare.totalRequests * 1e6), 'pg', Math.round(d2.pg / bare.totalRequests * 1e6), 'client', Math.round(d2.client / bare.totalRequests * 1e6));
}
await admin?.end();
await exitAfterCleanup(0);
