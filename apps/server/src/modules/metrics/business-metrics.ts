import { Counter, Gauge } from 'prom-client';
import type { AppDeps } from '../../core/deps';
import type { Metrics } from '../../core/metrics/metrics';
import { type BusinessFigures, readBusinessFigures } from './business-figures.repository';
import { engineHealth } from './engine-health';

/** Scrapes within this long of a read share it: several Prometheus servers cost the database one read. */
const CACHE_MS = 5_000;

type Reader<T> = () => Promise<T>;

/** One read shared by every gauge of a scrape and by scrapes close together; a failed read is not kept. */
function cached<T>(read: Reader<T>, now: () => number, ttlMs: number): Reader<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (last && now() - last.at < ttlMs) return last.value;
    const value = read();
    const entry = { at: now(), value };
    last = entry;
    value.catch(() => {
      if (last === entry) last = null;
    });
    return value;
  };
}

/**
 * The business at scrape time (docs/operations.md, "Metrics"): GPUs, instances, the reconciler's
 * backlog, waiting top-ups, overdue work orders and the Docker engines, from cheap reads cached for a
 * few seconds. A read that fails leaves the gauges as they were and counts a failure, so a database
 * hiccup never fails the scrape itself.
 */
export function registerBusinessMetrics(
  metrics: Metrics,
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'log'>,
): void {
  const registers = [metrics.registry];
  const now = () => Date.now();
  const failures = new Counter({
    name: 'gpucloud_metrics_read_failures_total',
    help: 'Scrape-time reads of the business figures that failed (the gauges then keep their last values).',
    registers,
  });
  const figures = cached(() => readBusinessFigures(deps.db, deps.clock.now()), now, CACHE_MS);
  const engines = cached(engineHealth(deps.config), now, CACHE_MS);

  async function read<T>(reader: Reader<T>): Promise<T | null> {
    try {
      return await reader();
    } catch (error) {
      failures.inc();
      deps.log.warn({ err: error }, 'metrics: could not read the business figures');
      return null;
    }
  }
  const gauge = (
    name: string,
    help: string,
    labelNames: string[],
    fill: (g: Gauge, f: BusinessFigures) => void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const f = await read(figures);
        if (!f) return;
        if (labelNames.length > 0) this.reset();
        fill(this, f);
      },
    });

  gauge(
    'gpucloud_gpus',
    'GPUs of the catalogue hosts by model, region and state (free or held by instances).',
    ['model', 'region', 'state'],
    (g, f) => {
      for (const row of f.gpus) {
        g.set({ model: row.model, region: row.region, state: 'free' }, row.free);
        g.set({ model: row.model, region: row.region, state: 'held' }, row.held);
      }
    },
  );
  gauge('gpucloud_instances', 'Instances not yet released, by state.', ['state'], (g, f) => {
    for (const row of f.instancesByState) g.set({ state: row.state }, row.count);
  });
  gauge(
    'gpucloud_instance_transitional_oldest_age_seconds',
    'How long the instance longest in a transitional state (creating, starting, stopping, ...) has been in it; 0 when none is.',
    [],
    (g, f) => g.set(f.oldestTransitionalSeconds),
  );
  gauge(
    'gpucloud_reconciler_backlog_instances',
    'Instances in a transitional state that the reconciler may re-drive now (no lease, or its lease ended).',
    [],
    (g, f) => g.set(f.reconcileBacklog),
  );
  gauge('gpucloud_top_ups_waiting', 'Top-up orders waiting for their payment to be confirmed.', [], (g, f) =>
    g.set(f.topUpsWaiting),
  );
  gauge(
    'gpucloud_top_up_oldest_waiting_age_seconds',
    'Age of the oldest top-up order still waiting for its payment; 0 when none waits.',
    [],
    (g, f) => g.set(f.oldestTopUpWaitingSeconds),
  );
  gauge(
    'gpucloud_work_orders_past_first_reply',
    'Open work orders with no staff reply past their first-reply target (WORK_ORDER_FIRST_REPLY_HOURS business hours).',
    [],
    (g, f) => g.set(f.workOrdersPastFirstReply),
  );

  new Gauge({
    name: 'gpucloud_docker_engine_up',
    help: 'Whether a Docker engine answers a ping (1) or not (0), by the catalogue hosts it serves; docker provider only.',
    labelNames: ['engine'],
    registers,
    async collect() {
      const list = await read(engines);
      if (!list) return;
      this.reset();
      for (const { engine, up } of list) this.set({ engine }, up ? 1 : 0);
    },
  });
}
