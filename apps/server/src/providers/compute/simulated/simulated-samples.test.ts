import { describe, expect, it } from 'vitest';
import { simulatedSample } from './simulated-samples';

const shape = {
  instanceId: 7,
  gpuCount: 2,
  memoryGb: 32,
  dataDiskGb: 50,
  createdAt: new Date('2026-11-29T00:00:00Z'),
};

describe('simulatedSample', () => {
  it('is the same for the same instance and minute, flagged simulated, within what was rented', () => {
    const at = new Date('2026-11-29T10:15:00Z');
    const sample = simulatedSample(shape, at);
    expect(simulatedSample(shape, at)).toEqual(sample);
    expect(sample.simulated).toBe(true);
    expect(sample.cpuPercent).toBeGreaterThan(0);
    expect(sample.cpuPercent).toBeLessThanOrEqual(100);
    expect(sample.memoryLimit).toBe(32 * 1024 ** 3);
    expect(sample.memoryUsed).toBeLessThan(sample.memoryLimit);
    expect(sample.diskSize).toBe(50 * 1024 ** 3);
    expect(sample.gpus?.map((gpu) => gpu.index)).toEqual([0, 1]);
  });

  it('has no GPU data where the machine has no GPUs, and counters that only grow', () => {
    const cpuOnly = { ...shape, gpuCount: 0 };
    const first = simulatedSample(cpuOnly, new Date('2026-11-29T10:15:00Z'));
    const later = simulatedSample(cpuOnly, new Date('2026-11-29T10:16:00Z'));
    expect(first.gpus).toBeNull();
    expect(later.networkInTotal).toBeGreaterThan(first.networkInTotal);
    expect(later.networkOutTotal).toBeGreaterThan(first.networkOutTotal);
  });
});
