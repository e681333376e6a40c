import { describe, expect, it } from 'vitest';
import {
  canLeaveWaiting,
  GPU_WAIT_LIMITS,
  GPU_WAIT_MAX_HOURS,
  GPU_WAIT_STATES,
  type GpuWaitCriteria,
  gpuWaitExpiry,
  type HostOffer,
  hostMatchesWait,
  mayAddGpuWait,
  servedBefore,
} from './gpu-waits';

const wait: GpuWaitCriteria = { gpuModel: 'RTX 4090', gpuCount: 2, regionId: 1, kind: 'kvm', capFen: 200 };
const host: HostOffer = {
  gpuModel: 'RTX 4090',
  gpuFree: 2,
  regionId: 1,
  kind: 'kvm',
  pricePerGpuHourFen: 198,
  online: true,
};

describe('a wait matches a host offer', () => {
  it('on model, kind, region, free GPUs and a list price at or under the cap', () => {
    expect(hostMatchesWait(wait, host)).toBe(true);
    expect(hostMatchesWait(wait, { ...host, pricePerGpuHourFen: 200 })).toBe(true);
  });

  it.each<[string, Partial<HostOffer>]>([
    ['another model', { gpuModel: 'A100' }],
    ['another kind', { kind: 'container' }],
    ['another region', { regionId: 2 }],
    ['too few free GPUs', { gpuFree: 1 }],
    ['a price over the cap', { pricePerGpuHourFen: 201 }],
    ['an offline host', { online: false }],
  ])('not with %s', (_name, change) => {
    expect(hostMatchesWait(wait, { ...host, ...change })).toBe(false);
  });

  it('in any region when the wait names none', () => {
    expect(hostMatchesWait({ ...wait, regionId: null }, { ...host, regionId: 9 })).toBe(true);
  });
});

describe('wait limits', () => {
  it('lasts 1 hour to 7 days', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(gpuWaitExpiry(now, 1000).toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(gpuWaitExpiry(now, 0).toISOString()).toBe('2026-01-01T01:00:00.000Z');
    expect(GPU_WAIT_MAX_HOURS).toBe(168);
  });

  it('allows 5 waiting per account', () => {
    expect(mayAddGpuWait(GPU_WAIT_LIMITS.perAccount - 1)).toBe(true);
    expect(mayAddGpuWait(GPU_WAIT_LIMITS.perAccount)).toBe(false);
  });

  it('moves only out of waiting', () => {
    expect(GPU_WAIT_STATES.filter(canLeaveWaiting)).toEqual(['waiting']);
  });

  it('serves the oldest first, the lower id on a tie', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(servedBefore({ createdAt: at, id: 2 }, { createdAt: new Date(at.getTime() + 1), id: 1 })).toBe(
      true,
    );
    expect(servedBefore({ createdAt: at, id: 2 }, { createdAt: at, id: 1 })).toBe(false);
  });
});
