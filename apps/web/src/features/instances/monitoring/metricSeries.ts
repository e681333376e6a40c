import type { MetricPoint, MetricRange } from '@gpucloud/contracts';

const GIB = 1024 ** 3;

/** The chart inputs of one figure: the points' times and a line per series. */
export interface FigureSeries {
  times: number[];
  lines: { key: string; values: (number | null)[] }[];
}

/** How long each point stands for (its period): a minute or an hour. */
export function periodSeconds(resolution: 'minute' | 'hour'): number {
  return resolution === 'minute' ? 60 : 3600;
}

/** How long a gap between two points breaks the lines: more than two periods without a sample. */
export function gapMsOf(resolution: 'minute' | 'hour', sampleSeconds: number): number {
  return 2 * Math.max(periodSeconds(resolution), sampleSeconds) * 1000;
}

const timesOf = (points: readonly MetricPoint[]) => points.map((point) => Date.parse(point.At));

/** CPU in percent: the average and, for hour points (a minute point is one sample), the highest. */
export function cpuSeries(points: readonly MetricPoint[], resolution: 'minute' | 'hour'): FigureSeries {
  const average = { key: 'avg', values: points.map((p) => p.CpuAvg) };
  return {
    times: timesOf(points),
    lines: resolution === 'hour' ? [average, { key: 'max', values: points.map((p) => p.CpuMax) }] : [average],
  };
}

/** Memory in GiB: used (average) and the limit. */
export function memorySeries(points: readonly MetricPoint[]): FigureSeries {
  return {
    times: timesOf(points),
    lines: [
      { key: 'used', values: points.map((p) => p.MemoryUsedAvg / GIB) },
      { key: 'limit', values: points.map((p) => p.MemoryLimit / GIB) },
    ],
  };
}

/** The data disk in GiB: used and its size (none where it could not be read). */
export function diskSeries(points: readonly MetricPoint[]): FigureSeries {
  const readable = (p: MetricPoint) => p.DiskSize > 0;
  return {
    times: timesOf(points),
    lines: [
      { key: 'used', values: points.map((p) => (readable(p) ? p.DiskUsed / GIB : null)) },
      { key: 'size', values: points.map((p) => (readable(p) ? p.DiskSize / GIB : null)) },
    ],
  };
}

/** Network in bytes per second over each point's period. */
export function networkSeries(points: readonly MetricPoint[], resolution: 'minute' | 'hour'): FigureSeries {
  const seconds = periodSeconds(resolution);
  return {
    times: timesOf(points),
    lines: [
      { key: 'in', values: points.map((p) => p.NetworkIn / seconds) },
      { key: 'out', values: points.map((p) => p.NetworkOut / seconds) },
    ],
  };
}

/** The GPU indexes seen in the points, in order; none: no GPU data. */
export function gpuIndexes(points: readonly MetricPoint[]): number[] {
  const seen = new Set<number>();
  for (const point of points) for (const gpu of point.Gpus ?? []) seen.add(gpu.Index);
  return [...seen].sort((a, b) => a - b);
}

type GpuFigure = 'UtilAvg' | 'MemoryUsedMiB' | 'TemperatureC';

/** One GPU figure, a line per GPU (null where a point has no figure of that GPU). */
export function gpuSeries(points: readonly MetricPoint[], figure: GpuFigure): FigureSeries {
  return {
    times: timesOf(points),
    lines: gpuIndexes(points).map((index) => ({
      key: `gpu${index}`,
      values: points.map((p) => p.Gpus?.find((gpu) => gpu.Index === index)?.[figure] ?? null),
    })),
  };
}

/** The last value of a line, for a chart's summary. */
export function lastValue(values: readonly (number | null)[]): number | null {
  for (let at = values.length - 1; at >= 0; at -= 1) {
    const value = values[at];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

/** A rate in bytes per second, short: B/s, KB/s, MB/s, GB/s (powers of 1024). */
export function formatRate(bytesPerSecond: number): string {
  const units = ['B/s', 'KB/s', 'MB/s', 'GB/s'];
  let value = bytesPerSecond;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown =
    value === 0 ? '0' : value >= 100 || (unit === 0 && value >= 10) ? Math.round(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

export const RANGE_ORDER: readonly MetricRange[] = ['1h', '24h', '7d'];
