import { describe, expect, it } from 'vitest';
import { percentOfBp, percentOfRatio } from './percent';

describe('percentOfBp', () => {
  it('shows basis points as a percent without trailing zeros', () => {
    expect(percentOfBp(1000)).toBe('10%');
    expect(percentOfBp(1250)).toBe('12.5%');
    expect(percentOfBp(333)).toBe('3.33%');
    expect(percentOfBp(0)).toBe('0%');
    expect(percentOfBp(10000)).toBe('100%');
  });
});

describe('percentOfRatio', () => {
  it('shows a share with at most one decimal', () => {
    expect(percentOfRatio(0.8531)).toBe('85.3%');
    expect(percentOfRatio(0.5)).toBe('50%');
    expect(percentOfRatio(1)).toBe('100%');
    expect(percentOfRatio(0)).toBe('0%');
  });
});
