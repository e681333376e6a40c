import { MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import type { MachineSample } from '../../providers/compute/machine-sample';
import { insertPoints, type MetricRow, runningMachines } from './points.repository';

type SamplingDeps = Pick<AppDeps, 'db' | 'clock' | 'compute' | 'log'>;

interface Counters {
  inTotal: number;
  outTotal: number;
  /** The minute they were read in: the first sample of a minute is the reference of the next. */
  minute: number;
}

/**
 * The network counters each machine had at this process's previous sample, per database (a test
 * process runs many): a minute's traffic is the difference of two counters a minute apart (the first
 * sample of each minute is kept, whatever the interval). A process's first sample of a machine has no
 * previous one, so its traffic is counted from the next minute on.
 */
const previousCounters = new WeakMap<object, Map<number, Counters>>();

function countersOf(deps: SamplingDeps): Map<number, Counters> {
  let counters = previousCounters.get(deps.db);
  if (!counters) {
    counters = new Map();
    previousCounters.set(deps.db, counters);
  }
  return counters;
}

/** Bytes since the previous counter; a counter that went down (the machine started again) counts from 0. */
const growth = (now: number, before: number | undefined) =>
  before === undefined ? 0 : now >= before ? now - before : now;

/** A sample as a minute point: one sample, its figure as minimum, average and maximum. */
export function minutePointOf(
  instanceId: number,
  minute: Date,
  sample: MachineSample,
  before: Pick<Counters, 'inTotal' | 'outTotal'> | undefined,
): MetricRow {
  return {
    instanceId,
    resolution: 'minute',
    at: minute,
    samples: 1,
    cpuAvg: sample.cpuPercent,
    cpuMin: sample.cpuPercent,
    cpuMax: sample.cpuPercent,
    memoryUsedAvg: sample.memoryUsed,
    memoryUsedMax: sample.memoryUsed,
    memoryLimit: sample.memoryLimit,
    diskUsed: sample.diskUsed,
    diskSize: sample.diskSize,
    networkIn: growth(sample.networkInTotal, before?.inTotal),
    networkOut: growth(sample.networkOutTotal, before?.outTotal),
    gpus:
      sample.gpus?.map((gpu) => ({
        index: gpu.index,
        utilAvg: gpu.utilPercent,
        utilMin: gpu.utilPercent,
        utilMax: gpu.utilPercent,
        memoryUsedMiB: gpu.memoryUsedMiB,
        memoryTotalMiB: gpu.memoryTotalMiB,
        temperatureC: gpu.temperatureC,
      })) ?? null,
    simulated: sample.simulated,
  };
}

/** The start of the minute an instant falls in. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);

/**
 * Samples every running instance's machine through the compute provider and writes one minute point
 * each, in one multi-row INSERT ... ON CONFLICT DO NOTHING: with several server processes (or a
 * sample interval under a minute) the first sample of a minute is kept and the others dropped.
 * Answers how many machines were sampled and how many points written.
 */
export async function sampleRunningInstances(
  deps: SamplingDeps,
): Promise<{ sampled: number; written: number }> {
  const machines = await runningMachines(deps.db);
  if (machines.length === 0) return { sampled: 0, written: 0 };
  const samples = await deps.compute.sample(machines.map((machine) => machine.ref));
  const minute = minuteOf(deps.clock.now());
  const counters = countersOf(deps);
  const rows: MetricRow[] = [];
  for (const machine of machines) {
    const sample = samples.get(machine.ref);
    if (!sample) continue;
    const before = counters.get(machine.instanceId);
    // A later sample of the same minute is dropped by the table; the minute's reference stays.
    if (before?.minute === minute.getTime()) continue;
    rows.push(minutePointOf(machine.instanceId, minute, sample, before));
    counters.set(machine.instanceId, {
      inTotal: sample.networkInTotal,
      outTotal: sample.networkOutTotal,
      minute: minute.getTime(),
    });
  }
  const written = await insertPoints(deps.db, rows);
  return { sampled: rows.length, written };
}
