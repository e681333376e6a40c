import type { AppDeps } from '../core/deps';
import { type JobRunner, jobMetrics } from '../core/metrics/job-metrics';
import type { Metrics } from '../core/metrics/metrics';
import { pruneAccessKeyRequests } from './access-key-requests.job';
import { runAutoStopJob } from './auto-stop.job';
import { runBalanceAlerts } from './balance-alerts.job';
import { runBillingTick } from './billing-tick.job';
import { settleCustomImages } from './custom-images.job';
import { runGpuWaitsJob } from './gpu-waits.job';
import { rollUpMetrics, sampleMetrics } from './metrics.job';
import { sweepOrphanFiles } from './orphan-files.job';
import { settlePartners } from './partner-settlement.job';
import { reconcileInstances } from './reconcile-instances.job';
import { reconcileTopUps } from './reconcile-top-ups.job';
import { settleTopUpRefunds } from './settle-top-up-refunds.job';
import { expireVerifications } from './verification-expiry.job';
import { runWebhookDeliveries } from './webhook-deliveries.job';
import { sweepWorkOrders } from './work-orders-sweep.job';

interface Job {
  name: string;
  everyMs: (deps: AppDeps) => number;
  /** Also run once as the scheduler starts (work a crash left behind). */
  atStart?: boolean;
  run: (deps: AppDeps) => Promise<unknown>;
}

const JOBS: Job[] = [
  { name: 'reconcile-top-ups', everyMs: () => 30_000, run: reconcileTopUps },
  { name: 'settle-top-up-refunds', everyMs: () => 30_000, atStart: true, run: settleTopUpRefunds },
  { name: 'billing-tick', everyMs: () => 60_000, atStart: true, run: runBillingTick },
  { name: 'balance-alerts', everyMs: () => 60_000, atStart: true, run: runBalanceAlerts },
  {
    name: 'reconcile-instances',
    everyMs: (deps) => deps.config.compute.reconcileSeconds * 1000,
    atStart: true,
    run: reconcileInstances,
  },
  { name: 'work-orders-sweep', everyMs: () => 10 * 60_000, atStart: true, run: sweepWorkOrders },
  { name: 'verification-expiry', everyMs: () => 10 * 60_000, atStart: true, run: expireVerifications },
  { name: 'partner-settlement', everyMs: () => 10 * 60_000, atStart: true, run: settlePartners },
  { name: 'custom-images', everyMs: () => 30_000, atStart: true, run: settleCustomImages },
  { name: 'orphan-files', everyMs: () => 60 * 60_000, atStart: true, run: sweepOrphanFiles },
  { name: 'access-key-requests', everyMs: () => 5 * 60_000, run: pruneAccessKeyRequests },
  {
    name: 'auto-stop',
    everyMs: (deps) => deps.config.autoStop.minuteSeconds * 1000,
    atStart: true,
    run: runAutoStopJob,
  },
  {
    name: 'gpu-waits',
    everyMs: (deps) => deps.config.gpuWaits.everySeconds * 1000,
    atStart: true,
    run: runGpuWaitsJob,
  },
  {
    name: 'metrics-sample',
    everyMs: (deps) => deps.config.monitoring.sampleSeconds * 1000,
    run: sampleMetrics,
  },
  { name: 'webhook-deliveries', everyMs: () => 5_000, atStart: true, run: runWebhookDeliveries },
  // Every 10 minutes: an hour is rolled up a few minutes after it ends, and after an outage at once.
  { name: 'metrics-rollup', everyMs: () => 10 * 60_000, atStart: true, run: rollUpMetrics },
];

/** Names of the jobs the scheduler runs (their `task` label in the metrics; Prometheus keeps `job` for the scrape job). */
export const JOB_NAMES: readonly string[] = JOBS.map((job) => job.name);

/**
 * Runs each job on its interval inside this process; a run never overlaps itself. Answers a stop
 * function that waits for running jobs to finish (graceful shutdown). With `metrics`, every run is
 * timed and its outcome counted (core/metrics/job-metrics.ts).
 */
export function startScheduler(deps: AppDeps, metrics: Metrics | null = null): () => Promise<void> {
  const running = new Map<string, Promise<unknown>>();
  const runJob: JobRunner = metrics ? jobMetrics(metrics, JOB_NAMES) : (_job, work) => work();
  const runOnce = (job: Job) => {
    if (running.has(job.name)) return;
    const run = runJob(job.name, () => job.run(deps))
      .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  };
  for (const job of JOBS) if (job.atStart) runOnce(job);
  const timers = JOBS.map((job) => setInterval(() => runOnce(job), job.everyMs(deps)));
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
