import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * This process's Prometheus metrics (docs/operations.md, "Metrics"): one registry per server, so
 * servers built side by side in tests never share figures. The process-level ones are here (HTTP,
 * jobs, messages); the database pool registers in db-pool-metrics.ts, the business figures in
 * modules/metrics.
 */
export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route'>;
  jobDuration: Histogram<'task'>;
  jobFailures: Counter<'task'>;
  jobLastSuccess: Gauge<'task'>;
  messageFailures: Counter<'channel'>;
}

/** Seconds; the API's answers are mostly milliseconds, its slow paths (uploads, machines) seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The billing tick and the reconcilers: a fraction of a second when healthy, up to minutes when not. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

const UNLINTED_DEFAULTS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

export function createMetrics(): Metrics {
  const registry = new Registry();
  // Process figures: CPU, memory, heap, event-loop lag (nodejs_eventloop_lag_seconds and percentiles).
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which `promtool check metrics` refuses; their per-type siblings
  // (nodejs_active_handles, nodejs_active_requests, nodejs_active_resources) stay and sum to them.
  for (const name of UNLINTED_DEFAULTS) registry.removeSingleMetric(name);
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'gpucloud_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status class (5xx are the errors).',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'gpucloud_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method and route template.',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'gpucloud_job_duration_seconds',
      help: 'How long a run of a scheduled job took (billing-tick, reconcile-instances, ...), failed or not.',
      labelNames: ['task'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    jobFailures: new Counter({
      name: 'gpucloud_job_failures_total',
      help: 'Runs of a scheduled job that ended with an error.',
      labelNames: ['task'],
      registers,
    }),
    jobLastSuccess: new Gauge({
      name: 'gpucloud_job_last_success_timestamp_seconds',
      help: 'When a scheduled job last completed without an error in this process (Unix time).',
      labelNames: ['task'],
      registers,
    }),
    messageFailures: new Counter({
      name: 'gpucloud_message_send_failures_total',
      help: 'SMS and emails the provider (the outbox or a real gateway) failed to take, by channel.',
      labelNames: ['channel'],
      registers,
    }),
  };
}
