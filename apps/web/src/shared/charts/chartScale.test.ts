import { describe, expect, it } from 'vitest';
import { axisMaxFen, niceAxisMax } from './chartScale';

describe('axisMaxFen', () => {
  it('rounds the highest day up to 1, 2 or 5 × 10ⁿ yuan', () => {
    expect(axisMaxFen(0)).toBe(100);
    expect(axisMaxFen(1)).toBe(100);
    expect(axisMaxFen(100)).toBe(100);
    expect(axisMaxFen(101)).toBe(200);
    expect(axisMaxFen(350_00)).toBe(500_00);
    expect(axisMaxFen(500_01)).toBe(1_000_00);
    expect(axisMaxFen(12_345_67)).toBe(20_000_00);
  });
});

describe('niceAxisMax', () => {
  it('rounds a figure up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceAxisMax(0)).toBe(1);
    expect(niceAxisMax(0.3)).toBe(0.5);
    expect(niceAxisMax(73)).toBe(100);
    expect(niceAxisMax(100)).toBe(100);
    expect(niceAxisMax(1_300)).toBe(2_000);
    expect(niceAxisMax(4.2e9)).toBe(5e9);
  });
});
