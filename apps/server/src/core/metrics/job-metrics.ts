import { Gauge } from 'prom-client';
import type { Metrics } from './metrics';

/** Times one run of a scheduled job and records how it ended. */
export type JobRunner = <T>(job: string, work: () => Promise<T>) => Promise<T>;

/**
 * The scheduler's figures: each run's duration, failures, the last success, and the lag of every
 * job this process schedules (seconds since its last success, or since the scheduler started when
 * none has completed yet): a billing tick that hangs or keeps failing shows as a growing lag.
 */
export function jobMetrics(metrics: Metrics, jobs: readonly string[], now = () => Date.now()): JobRunner {
  const startedAt = now();
  const lastSuccess = new Map<string, number>();
  new Gauge({
    name: 'gpucloud_job_lag_seconds',
    help: 'Seconds since a scheduled job last completed in this process (since the scheduler started, before its first success).',
    labelNames: ['task'],
    registers: [metrics.registry],
    collect() {
      const at = now();
      for (const job of jobs) this.set({ task: job }, (at - (lastSuccess.get(job) ?? startedAt)) / 1000);
    },
  });
  return async (job, work) => {
    const stop = metrics.jobDuration.startTimer({ task: job });
    try {
      const result = await work();
      lastSuccess.set(job, now());
      metrics.jobLastSuccess.set({ task: job }, now() / 1000);
      return result;
    } catch (error) {
      metrics.jobFailures.inc({ task: job });
      throw error;
    } finally {
      stop();
    }
  };
}
