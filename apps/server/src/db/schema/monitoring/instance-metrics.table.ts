import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { instances } from '../instances/instances.table';

/** One GPU's figures over a point's period (nvidia-smi's query mode on the engine's host). */
export interface GpuPoint {
  /** The GPU's index on its host, as nvidia-smi numbers it. */
  index: number;
  utilAvg: number;
  utilMin: number;
  utilMax: number;
  memoryUsedMiB: number;
  memoryTotalMiB: number;
  temperatureC: number;
}

export const METRIC_RESOLUTIONS = ['minute', 'hour'] as const;
export type MetricResolution = (typeof METRIC_RESOLUTIONS)[number];

/**
 * What an instance's machine did (issue 42): one point per minute (kept 24 hours) and, downsampled
 * from those, one per hour (kept 30 days), each with the minimum, average and maximum of its period.
 * `at` is the start of the period. Figures are the engine's: CPU in percent of the machine's own
 * cores (100 = all of them busy), memory and disk in bytes against what was rented, network bytes
 * received and sent during the period. `gpus` is null where the host has no GPU data, never invented;
 * `simulated` marks the simulated fleet's series.
 */
export const instanceMetrics = pgTable(
  'instance_metrics',
  {
    instanceId: integer()
      .notNull()
      .references(() => instances.id, { onDelete: 'cascade' }),
    resolution: text({ enum: METRIC_RESOLUTIONS }).notNull(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** How many raw samples the point stands for. */
    samples: integer().notNull(),
    cpuAvg: real().notNull(),
    cpuMin: real().notNull(),
    cpuMax: real().notNull(),
    memoryUsedAvg: bigint({ mode: 'number' }).notNull(),
    memoryUsedMax: bigint({ mode: 'number' }).notNull(),
    memoryLimit: bigint({ mode: 'number' }).notNull(),
    diskUsed: bigint({ mode: 'number' }).notNull(),
    diskSize: bigint({ mode: 'number' }).notNull(),
    networkIn: bigint({ mode: 'number' }).notNull(),
    networkOut: bigint({ mode: 'number' }).notNull(),
    gpus: jsonb().$type<GpuPoint[]>(),
    simulated: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.resolution, t.at] }),
    // The retention job deletes by age across instances.
    index('instance_metrics_resolution_at').on(t.resolution, t.at),
  ],
);
