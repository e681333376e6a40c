import type { InstanceMetrics, LatestMetric, MetricPoint, MetricRange } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { MetricResolution } from '../../db/schema/monitoring/instance-metrics.table';
import { findInstance, type InstanceRecord, ownInstance } from '../ownership';
import { latestPoints, type MetricRecord, readSeries } from './series.repository';

type SeriesDeps = Pick<AppDeps, 'db' | 'clock' | 'compute' | 'config'>;

/** What each range reads: 1h and 24h the minute points, 7d the hour points. */
const RANGES: Record<MetricRange, { ms: number; resolution: MetricResolution }> = {
  '1h': { ms: HOUR_MS, resolution: 'minute' },
  '24h': { ms: DAY_MS, resolution: 'minute' },
  '7d': { ms: 7 * DAY_MS, resolution: 'hour' },
};

/** The card's figure is live: a last sample older than this is no figure. */
const LATEST_WITHIN_MS = 5 * MINUTE_MS;

function pointOf(row: MetricRecord): MetricPoint {
  return {
    At: row.at.toISOString(),
    Samples: row.samples,
    CpuAvg: row.cpuAvg,
    CpuMin: row.cpuMin,
    CpuMax: row.cpuMax,
    MemoryUsedAvg: row.memoryUsedAvg,
    MemoryUsedMax: row.memoryUsedMax,
    MemoryLimit: row.memoryLimit,
    DiskUsed: row.diskUsed,
    DiskSize: row.diskSize,
    NetworkIn: row.networkIn,
    NetworkOut: row.networkOut,
    Gpus:
      row.gpus?.map((gpu) => ({
        Index: gpu.index,
        UtilAvg: gpu.utilAvg,
        UtilMin: gpu.utilMin,
        UtilMax: gpu.utilMax,
        MemoryUsedMiB: gpu.memoryUsedMiB,
        MemoryTotalMiB: gpu.memoryTotalMiB,
        TemperatureC: gpu.temperatureC,
      })) ?? null,
    Simulated: row.simulated,
  };
}

async function seriesOf(
  deps: SeriesDeps,
  instance: InstanceRecord,
  range: MetricRange,
): Promise<InstanceMetrics> {
  const { ms, resolution } = RANGES[range];
  const now = deps.clock.now();
  const from = addMs(now, -ms);
  const rows = await readSeries(deps.db, instance.id, resolution, from);
  return {
    Instance: {
      InstanceId: instance.id,
      Name: instance.name,
      Status: instance.status,
      GpuCount: instance.gpuCount,
      Simulated: deps.compute.isSimulated({ ref: instance.providerRef, kind: instance.kind }),
    },
    Range: range,
    Resolution: resolution,
    From: from.toISOString(),
    To: now.toISOString(),
    SampleSeconds: deps.config.monitoring.sampleSeconds,
    Points: rows.map(pointOf),
  };
}

/** An instance of the caller's figures over a range (the own-instance policy: another's is "not found"). */
export async function getInstanceMetrics(
  deps: SeriesDeps,
  auth: AuthContext,
  input: { instance_id: number; range: MetricRange },
): Promise<InstanceMetrics> {
  return seriesOf(deps, await ownInstance(deps, auth, input.instance_id), input.range);
}

/** Any instance's figures, for staff. */
export async function getInstanceMetricsForStaff(
  deps: SeriesDeps,
  input: { instance_id: number; range: MetricRange },
): Promise<InstanceMetrics> {
  const instance = await findInstance(deps.db, input.instance_id);
  if (!instance) throw refused('instance not found');
  return seriesOf(deps, instance, input.range);
}

/** The last figures of the caller's instances among those asked (others' are left out), in one query. */
export async function getLatestMetrics(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { instance_ids: readonly number[] },
): Promise<{ list: LatestMetric[] }> {
  const since = addMs(deps.clock.now(), -LATEST_WITHIN_MS);
  const rows = await latestPoints(deps.db, auth, [...new Set(input.instance_ids)], since);
  return {
    list: rows.map((row) => ({
      InstanceId: row.instanceId,
      At: row.at.toISOString(),
      CpuPercent: row.cpuAvg,
      MemoryUsed: row.memoryUsedAvg,
      MemoryLimit: row.memoryLimit,
      GpuUtilPercent:
        row.gpus && row.gpus.length > 0
          ? row.gpus.reduce((sum, gpu) => sum + gpu.utilAvg, 0) / row.gpus.length
          : null,
      Simulated: row.simulated,
    })),
  };
}
