// `npm run bench`: hot authenticated reads of the real server against a bare node:http JSON server
// measured in the same run, printed as ratios (ARCHITECTURE.md "Performance budgets"). The exit code
// says whether the bench ran cleanly (no crash, every answer HTTP 2xx with status 0), never whether
// a budget was met: timings depend on the machine, ratios much less so.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToCompletion, startChild } from './lib/children.mjs';
import { exitAfterCleanup, trackTempDir } from './lib/cleanup.mjs';
import { loginDemo, requestForSuccess, startGpuCloud } from './lib/gpucloud-server.mjs';
import { describeFailures, failureCount, loadRun } from './lib/load.mjs';
import { assertLoopback, createBenchDatabase } from './lib/postgres.mjs';
import { RESULT_HEADER, renderTable, resultRows } from './lib/report.mjs';
import { makeBenchKey } from './lib/signed.mjs';
import { TARGETS, verifyTarget } from './lib/targets.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN_JS = path.join(ROOT, 'apps/server/dist/main.js');

function positiveNumberFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

/**
 * The concurrencies every target and the baseline are loaded at (BENCH_CONNECTIONS, comma-separated):
 * a rate is its best over them, so each ratio compares capacities. At 10 connections the bare server
 * is already at its peak, while a target waiting on a round trip per batch (the signed read's store)
 * answers at what its latency allows, with its process partly idle; 64 shows what it can carry.
 */
function connectionLevelsFromEnv() {
  const raw = process.env.BENCH_CONNECTIONS?.trim() || '10,64';
  const levels = raw.split(',').map((part) => Number(part.trim()));
  if (levels.some((level) => !Number.isInteger(level) || level < 1))
    throw new Error(`BENCH_CONNECTIONS must be positive whole numbers, comma-separated, got "${raw}"`);
  return [...new Set(levels)];
}

/** Settings from the environment; a bad value ends the bench before it starts anything. */
function readSettings() {
  try {
    return {
      seconds: Math.max(1, positiveNumberFromEnv('BENCH_SECONDS', 5)),
      warmupSeconds: positiveNumberFromEnv('BENCH_WARMUP_SECONDS', 1),
      connectionLevels: connectionLevelsFromEnv(),
      databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || null,
      redisUrl: process.env.BENCH_REDIS_URL?.trim() || null,
      skipBuild: process.env.BENCH_SKIP_BUILD === '1',
      only: (process.env.BENCH_TARGETS ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    };
  } catch (error) {
    console.error(`bench: ${error.message}`);
    process.exit(1);
  }
}

const settings = readSettings();

/**
 * How many requests to sign before a run of a signed target: what the bare server answered in as
 * long (the target cannot be faster), with a margin.
 */
function poolSize(seconds, bareRps) {
  return Math.ceil(seconds * bareRps * 1.2) + 1_000;
}

/** One load run at `connections` after its warm-up; prints its rate. */
async function measureAt(label, { url, method, requestBody, presigned }, bareRps, connections) {
  const options = { url, method, body: requestBody, connections };
  const requestsFor = (seconds) => (presigned ? { nextRequest: presigned(poolSize(seconds, bareRps)) } : {});
  if (settings.warmupSeconds > 0) {
    const warm = await loadRun({
      ...options,
      ...requestsFor(settings.warmupSeconds),
      seconds: settings.warmupSeconds,
    });
    if (failureCount(warm) > 0) throw new Error(`${label} failed during warm-up: ${describeFailures(warm)}`);
  }
  const measured = requestsFor(settings.seconds);
  const run = await loadRun({ ...options, ...measured, seconds: settings.seconds });
  const failed = failureCount(run) > 0 ? `  FAILURES: ${describeFailures(run)}` : '';
  const late = measured.nextRequest?.signedLate
    ? `  (${measured.nextRequest.signedLate} signed during the run)`
    : '';
  console.log(
    `  ${label} (${connections} connections): ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99Ms} ms${failed}${late}`,
  );
  return { ...run, connections };
}

/**
 * The target's capacity: its best run over the connection levels, with the failures of every run
 * (a failure at any level fails the bench).
 */
async function measure(label, target, bareRps = 0) {
  const runs = [];
  for (const connections of settings.connectionLevels)
    runs.push(await measureAt(label, target, bareRps, connections));
  const best = runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  const failures = { errors: 0, timeouts: 0, non2xx: 0, notStatus0: 0 };
  for (const run of runs) for (const kind of Object.keys(failures)) failures[kind] += run.failures[kind];
  return { ...best, failures };
}

async function startServer() {
  if (!settings.skipBuild) {
    console.log('bench: building the server (npm run build -w @gpucloud/server)');
    await runToCompletion('server build', 'npm', ['run', 'build', '-w', '@gpucloud/server'], {
      cwd: ROOT,
      timeoutMs: 300_000,
    });
  }
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'gpucloud-bench-'));
  trackTempDir(tempDir);
  const database = settings.databaseUrl ? await createBenchDatabase(settings.databaseUrl) : null;
  if (database) console.log(`bench: created database ${database.name}`);
  const dataDir = path.join(tempDir, 'data');
  const server = await startGpuCloud({
    mainJs: MAIN_JS,
    dataDir,
    databaseUrl: database?.url,
    // Keys of its own in Redis: a fresh database's key ids start again at 1, and must not meet
    // an earlier run's buckets.
    env: settings.redisUrl
      ? { REDIS_URL: settings.redisUrl, REDIS_KEY_PREFIX: `gpucloud-bench-${process.pid}-${Date.now()}` }
      : {},
  });
  console.log(`bench: server healthy at ${server.baseUrl}`);
  return { ...server, engine: database ? 'PostgreSQL' : 'PGlite' };
}

/** The baseline answers the same envelope get_user_info gave, so both send the same bytes. */
async function startBaseline(userInfoAnswer, session) {
  const script = path.join(ROOT, 'bench/lib/bare-server.mjs');
  const bare = startChild('bare node:http server', process.execPath, [script], {
    env: { ...process.env, BARE_PAYLOAD: userInfoAnswer },
  });
  const [, port] = await bare.waitForLine(/listening on port (\d+)/, 10_000);
  const target = { url: `http://127.0.0.1:${port}/api/get_user_info`, method: 'POST' };
  target.requestBody = JSON.stringify({ session });
  const check = await requestForSuccess(target.url, {
    body: target.requestBody,
    contentType: 'application/json',
  });
  return { ...target, bytes: Buffer.byteLength(check.text) };
}

async function main() {
  console.log(
    `bench: node ${process.version}, ${os.cpus().length} CPUs, ${settings.connectionLevels.join(' and ')} connections (the best counts), ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per run, ` +
      `database ${settings.databaseUrl ? 'PostgreSQL (fresh database)' : 'embedded PGlite (fresh DATA_DIR)'}, ` +
      `open-API nonces in ${settings.redisUrl ? `Redis (${settings.redisUrl})` : 'the database'}`,
  );
  if (settings.databaseUrl) assertLoopback(settings.databaseUrl);
  const server = await startServer();
  const session = await loginDemo(server.baseUrl);
  const key = await makeBenchKey(server.baseUrl, session);
  const targets = [];
  for (const target of TARGETS) {
    // The first target stays: the baseline answers its bytes.
    const wanted = settings.only.length === 0 || target === TARGETS[0];
    if (!wanted && !settings.only.some((part) => target.name.includes(part))) continue;
    const verified = await verifyTarget(server.baseUrl, target, session, key);
    if (verified) targets.push(verified);
    else console.log(`  skipping ${target.name}: the route does not exist yet`);
  }
  const baseline = await startBaseline(targets[0].text, session);

  // The baseline runs before the first target and after each one, so every ratio is against the
  // baseline measured right around it; a machine whose load drifts then skews ratios much less.
  console.log('bench: measuring (the baseline runs between targets; each ratio uses the two runs around it)');
  const baselineRuns = [await measure('bare node:http', baseline)];
  const targetRuns = [];
  for (const target of targets) {
    const previous = baselineRuns.at(-1);
    const run = await measure(target.name, target, previous.requestsPerSecond);
    const next = await measure('bare node:http', baseline);
    baselineRuns.push(next);
    targetRuns.push({
      ...target,
      run,
      baselineRps: (previous.requestsPerSecond + next.requestsPerSecond) / 2,
    });
  }

  console.log(`\nHot reads vs a bare node:http JSON server (gpucloud server on ${server.engine})\n`);
  const rows = resultRows({ baselineRuns, baselineBytes: baseline.bytes, targetRuns });
  console.log(renderTable(RESULT_HEADER, rows));
  const rates = baselineRuns.map((run) => run.requestsPerSecond);
  const drift = (Math.max(...rates) - Math.min(...rates)) / Math.max(...rates);
  if (drift > 0.2) {
    console.log(
      `\nnote: baseline runs differ by up to ${Math.round(drift * 100)}%: the machine is busy; ratios are rough.`,
    );
  }

  const failed = [...baselineRuns.map((run) => ({ name: 'bare node:http', run })), ...targetRuns].filter(
    ({ run }) => failureCount(run) > 0,
  );
  for (const { name, run } of failed)
    console.error(`bench: ${name} had failed answers: ${describeFailures(run)}`);
  return failed.length > 0 ? 1 : 0;
}

// Bounded in time whatever happens: the build, the start-up and each run have their own limits, and
// this one catches anything that still hangs.
const runsSeconds =
  (2 * TARGETS.length + 1) * settings.connectionLevels.length * (settings.seconds + settings.warmupSeconds);
const deadline = setTimeout(
  () => {
    console.error('bench: exceeded its overall time limit');
    void exitAfterCleanup(1);
  },
  (600 + runsSeconds * 2) * 1000,
);
deadline.unref();

try {
  await exitAfterCleanup(await main());
} catch (error) {
  console.error(`bench: failed: ${error.stack ?? error.message}`);
  await exitAfterCleanup(1);
}
