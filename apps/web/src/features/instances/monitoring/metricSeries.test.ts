import type { MetricPoint } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import {
  cpuSeries,
  diskSeries,
  formatRate,
  gapMsOf,
  gpuIndexes,
  gpuSeries,
  lastValue,
  memorySeries,
  networkSeries,
} from './metricSeries';

const GIB = 1024 ** 3;

function point(at: string, fields: Partial<MetricPoint> = {}): MetricPoint {
  return {
    At: at,
    Samples: 1,
    CpuAvg: 10,
    CpuMin: 5,
    CpuMax: 20,
    MemoryUsedAvg: 2 * GIB,
    MemoryUsedMax: 3 * GIB,
    MemoryLimit: 8 * GIB,
    DiskUsed: GIB,
    DiskSize: 50 * GIB,
    NetworkIn: 6_000,
    NetworkOut: 600,
    Gpus: null,
    Simulated: false,
    ...fields,
  };
}

const gpu = (index: number, util: number) => ({
  Index: index,
  UtilAvg: util,
  UtilMin: util,
  UtilMax: util,
  MemoryUsedMiB: 100,
  MemoryTotalMiB: 24_576,
  TemperatureC: 50,
});

describe('metric series', () => {
  const points = [
    point('2026-11-29T10:00:00.000Z', { Gpus: [gpu(0, 30), gpu(1, 60)] }),
    point('2026-11-29T10:01:00.000Z', { DiskSize: 0, Gpus: [gpu(1, 90)] }),
  ];

  it('turns points into lines: CPU average and highest, memory and disk in GiB, network per second', () => {
    expect(cpuSeries(points, 'hour').lines.map((line) => line.values)).toEqual([
      [10, 10],
      [20, 20],
    ]);
    // A minute point is one sample: its average is all there is to draw.
    expect(cpuSeries(points, 'minute').lines.map((line) => line.key)).toEqual(['avg']);
    expect(memorySeries(points).lines[1]?.values).toEqual([8, 8]);
    // A disk that could not be read is no figure, not zero.
    expect(diskSeries(points).lines[0]?.values).toEqual([1, null]);
    expect(networkSeries(points, 'minute').lines[0]?.values).toEqual([100, 100]);
    expect(networkSeries(points, 'hour').lines[1]?.values).toEqual([600 / 3600, 600 / 3600]);
  });

  it('draws a line per GPU seen, with no figure where a point lacks that GPU', () => {
    expect(gpuIndexes(points)).toEqual([0, 1]);
    expect(gpuSeries(points, 'UtilAvg').lines).toEqual([
      { key: 'gpu0', values: [30, null] },
      { key: 'gpu1', values: [60, 90] },
    ]);
    expect(gpuIndexes([point('2026-11-29T10:00:00.000Z')])).toEqual([]);
  });

  it('breaks lines after two periods without a sample, and reads the last value', () => {
    expect(gapMsOf('minute', 60)).toBe(120_000);
    expect(gapMsOf('hour', 60)).toBe(7_200_000);
    expect(lastValue([1, 2, null])).toBe(2);
    expect(lastValue([])).toBeNull();
  });

  it('writes rates short', () => {
    expect(formatRate(0)).toBe('0 B/s');
    expect(formatRate(0.5)).toBe('0.5 B/s');
    expect(formatRate(12.4)).toBe('12 B/s');
    expect(formatRate(1536)).toBe('1.5 KB/s');
    expect(formatRate(300 * 1024 * 1024)).toBe('300 MB/s');
  });
});
