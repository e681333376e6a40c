import { describe, expect, it } from 'vitest';
import { chooseInterruptions, interruptiblePriceProblem, pricedHostFor } from './interruptible';

const at = (minute: number) => minute * 60_000;

describe('chooseInterruptions', () => {
  const candidates = [
    { id: 1, gpuCount: 2, createdAtMs: at(10) },
    { id: 2, gpuCount: 1, createdAtMs: at(30) },
    { id: 3, gpuCount: 1, createdAtMs: at(20) },
  ];

  it('stops nobody when enough GPUs are free', () => {
    expect(chooseInterruptions(candidates, 2, 2)).toEqual([]);
  });

  it('stops the youngest first, only as many as are needed', () => {
    expect(chooseInterruptions(candidates, 0, 1)).toEqual([2]);
    expect(chooseInterruptions(candidates, 0, 2)).toEqual([2, 3]);
    expect(chooseInterruptions(candidates, 1, 2)).toEqual([2]);
    expect(chooseInterruptions(candidates, 0, 3)).toEqual([2, 3, 1]);
  });

  it('stops nobody when even all of them would not free enough', () => {
    expect(chooseInterruptions(candidates, 0, 5)).toBeNull();
    expect(chooseInterruptions([], 1, 2)).toBeNull();
  });

  it('breaks a tie of rent times by the later instance', () => {
    const tied = [
      { id: 7, gpuCount: 1, createdAtMs: at(5) },
      { id: 9, gpuCount: 1, createdAtMs: at(5) },
    ];
    expect(chooseInterruptions(tied, 0, 1)).toEqual([9]);
  });
});

describe('interruptible prices', () => {
  const host = {
    pricePerGpuHour: 300,
    interruptiblePricePerGpuHour: 120,
    cpuCoresPerGpu: 8,
    memoryGbPerGpu: 32,
    dataDiskGb: 50,
    bandwidthMbps: 100,
  };

  it('must be below the on-demand price', () => {
    expect(interruptiblePriceProblem(300, 299)).toBeNull();
    expect(interruptiblePriceProblem(300, 300)).toBe('not_lower');
    expect(interruptiblePriceProblem(300, null)).toBeNull();
  });

  it('prices an interruptible instance at the interruptible price, others on demand', () => {
    expect(pricedHostFor(host, { interruptible: true }).pricePerGpuHour).toBe(120);
    expect(pricedHostFor(host, { interruptible: false }).pricePerGpuHour).toBe(300);
    expect(
      pricedHostFor({ ...host, interruptiblePricePerGpuHour: null }, { interruptible: true }).pricePerGpuHour,
    ).toBe(300);
  });
});
