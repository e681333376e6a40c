import { Gauge } from 'prom-client';
import type { Database } from '../db';
import type { Metrics } from './metrics';

/**
 * The PostgreSQL pool's use, read at scrape time. The embedded PGlite has one in-process connection
 * and no pool: nothing is registered for it.
 */
export function registerDbPoolMetrics(metrics: Metrics, database: Database): void {
  const stats = database.poolStats;
  if (!stats) return;
  const registers = [metrics.registry];
  new Gauge({
    name: 'gpucloud_db_pool_connections',
    help: 'Connections the PostgreSQL pool holds, by state: idle, or in use by a query or transaction.',
    labelNames: ['state'],
    registers,
    collect() {
      const now = stats();
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'in_use' }, now.total - now.idle);
    },
  });
  new Gauge({
    name: 'gpucloud_db_pool_max_connections',
    help: 'The most connections the PostgreSQL pool opens.',
    registers,
    collect() {
      this.set(stats().max);
    },
  });
  new Gauge({
    name: 'gpucloud_db_pool_waiting_clients',
    help: 'Queries waiting for a connection of the PostgreSQL pool (all of them in use).',
    registers,
    collect() {
      this.set(stats().waiting);
    },
  });
}
