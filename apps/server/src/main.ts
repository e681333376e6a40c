import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { type Config, loadConfig } from './core/config';
import { ConfigError } from './core/config-error';
import { DataDirLocked, lockDataDir } from './core/data-dir-lock';
import { type Database, openPglite, openPostgres } from './core/db';
import { type MetricsListener, startMetricsListener } from './core/metrics/metrics-listener';
import { SandboxRefused } from './core/sandbox-policy';
import { assertSftpApartFromGateway } from './core/sftp-config';
import { gracefulShutdown } from './core/shutdown';
import { startScheduler } from './jobs/scheduler';
import type { SshGateway } from './modules/ssh-gateway';
import { gatewayWanted, startProductSshGateway } from './modules/ssh-gateway';
import { type ComputeDecision, decideCompute } from './providers/compute/compute-auto';
import { seedDemoData } from './seed/demo-seed';

/**
 * A configuration the server cannot run with ends with its reason, not a stack trace.
 * COMPUTE_PROVIDER=auto becomes docker or simulated here, once, before anything runs machines.
 */
async function loadConfigOrStop(): Promise<{ config: Config; compute: ComputeDecision }> {
  try {
    const loaded = loadConfig(process.env, {
      migrationsDir: fileURLToPath(new URL('../drizzle', import.meta.url)),
      webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    });
    const compute = await decideCompute(loaded.compute);
    const config = { ...loaded, compute: { ...loaded.compute, provider: compute.provider } };
    assertSftpApartFromGateway(config);
    return { config, compute };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`GPU Cloud cannot start: ${error.message}\n`);
    process.exit(1);
  }
}
const { config, compute: computeDecision } = await loadConfigOrStop();

/** The embedded database is this process's alone: a second server on the same DATA_DIR stops here. */
function lockEmbedded(): () => void {
  mkdirSync(config.dataDir, { recursive: true });
  try {
    return lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    process.stderr.write(`GPU Cloud cannot start: ${error.message}\n`);
    process.exit(1);
  }
}
const releaseDataDir = config.databaseUrl ? () => undefined : lockEmbedded();
process.on('exit', releaseDataDir);

const database: Database = config.databaseUrl
  ? openPostgres(config.databaseUrl)
  : await openPglite(config.dataDir);
await database.migrate(config.migrationsDir);
/** A start-up the configuration forbids ends with its reason, not a stack trace. */
async function refuseToStart(reason: string): Promise<never> {
  process.stderr.write(`GPU Cloud cannot start: ${reason}\n`);
  await database.close();
  process.exit(1);
}
const { server, deps, metrics } = await buildApp({ config, database }).catch((error: unknown) =>
  error instanceof SandboxRefused ? refuseToStart(error.message) : Promise.reject(error),
);
server.log.info({ compute: computeDecision.provider }, computeDecision.reason);
if (config.seedDemo) {
  const seeded = await seedDemoData(deps);
  server.log.info({ seeded }, seeded ? 'demo data seeded' : 'demo data already present');
}

const stopJobs = config.runJobs ? startScheduler(deps, metrics) : async () => undefined;
let sshGateway: SshGateway | null = null;
let metricsListener: MetricsListener | null = null;

const shutdown = gracefulShutdown({
  lifecycle: deps.lifecycle,
  log: server.log,
  drainMs: config.shutdown.drainMs,
  timeoutMs: config.shutdown.timeoutMs,
  // Fastify stops accepting, closes idle keep-alive connections, says 1001 to every terminal socket,
  // and resolves once the requests in flight have been answered.
  closeHttp: async () => {
    await server.close();
    await metricsListener?.close();
  },
  forceCloseHttp: () => server.server.closeAllConnections(),
  stopJobs,
  closeSshGateway: async () => sshGateway?.close(),
  closeDatabase: () => database.close(),
});
const onSignal = (signal: string) =>
  void shutdown(signal).then((code) => {
    server.log.info({ signal, code }, 'exiting');
    process.exit(code);
  });
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);

await server.listen({ port: config.port, host: config.host });
if (metrics) {
  // Prometheus's own port, never the public one (docs/operations.md, "Metrics").
  const { host, port, token } = config.metrics;
  metricsListener = await startMetricsListener({ registry: metrics.registry, host, port, token }).catch(
    (error: unknown) => refuseToStart(`metrics: ${error instanceof Error ? error.message : String(error)}`),
  );
  server.log.info({ host, port }, 'metrics are served at /metrics');
}
if (gatewayWanted(config)) {
  // A gateway that cannot listen (its port taken) or read its host key stops start-up with the reason.
  sshGateway = await startProductSshGateway(deps, process.env).catch((error: unknown) =>
    refuseToStart(`SSH gateway: ${error instanceof Error ? error.message : String(error)}`),
  );
}
server.log.info(
  { engine: database.engine, dataDir: config.databaseUrl ? null : config.dataDir },
  `GPU Cloud is serving at http://${config.host}:${config.port}`,
);
