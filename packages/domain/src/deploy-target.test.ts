import { describe, expect, it } from 'vitest';
import { chooseDeployHost, type DeployCandidate, gpusNeeded } from './deploy-target';

const host = (fields: Partial<DeployCandidate> & { id: number }): DeployCandidate => ({
  gpuModel: 'RTX 4090',
  gpuMemoryGb: 24,
  gpuFree: 8,
  pricePerGpuHour: 198,
  ...fields,
});
const need = (gpuMemoryGb: number, recommendedGpu = 'RTX 4090') => ({
  gpuMemoryGb,
  recommendedGpu,
  maxGpus: 8,
});

describe('gpusNeeded', () => {
  it('is the fewest GPUs whose memory covers the need, at least one', () => {
    expect(gpusNeeded(16, 24)).toBe(1);
    expect(gpusNeeded(24, 24)).toBe(1);
    expect(gpusNeeded(25, 24)).toBe(2);
    expect(gpusNeeded(140, 80)).toBe(2);
  });
});

describe('chooseDeployHost', () => {
  it('prefers the recommended GPU model even when another fits with fewer GPUs', () => {
    const choice = chooseDeployHost(
      [host({ id: 1, gpuModel: 'A100', gpuMemoryGb: 80 }), host({ id: 2 })],
      need(40, 'RTX 4090'),
    );
    expect(choice).toEqual({ hostId: 2, gpuModel: 'RTX 4090', gpuCount: 2 });
  });

  it('falls back to another model when the recommended one has too few free GPUs', () => {
    const choice = chooseDeployHost(
      [host({ id: 1, gpuFree: 1 }), host({ id: 2, gpuModel: 'A100', gpuMemoryGb: 80, gpuFree: 1 })],
      need(40),
    );
    expect(choice).toEqual({ hostId: 2, gpuModel: 'A100', gpuCount: 1 });
  });

  it('among equals takes the cheapest, then the oldest host', () => {
    const hosts = [
      host({ id: 3, pricePerGpuHour: 300 }),
      host({ id: 5, pricePerGpuHour: 150 }),
      host({ id: 4, pricePerGpuHour: 150 }),
    ];
    expect(chooseDeployHost(hosts, need(20))?.hostId).toBe(4);
  });

  it('answers null when nothing free holds the model, or it needs more GPUs than a rental takes', () => {
    expect(chooseDeployHost([host({ id: 1, gpuFree: 0 })], need(10))).toBeNull();
    expect(chooseDeployHost([host({ id: 1 })], need(24 * 9))).toBeNull();
    expect(chooseDeployHost([], need(1))).toBeNull();
  });

  it('matches the recommended model regardless of case', () => {
    const choice = chooseDeployHost(
      [host({ id: 1, gpuModel: 'A100' }), host({ id: 2, gpuModel: 'H100' })],
      need(20, 'h100'),
    );
    expect(choice?.hostId).toBe(2);
  });
});
