import { describe, expect, it } from 'vitest';
import { multiplyFenByBasisPoints, yuanToFen } from './money';
import {
  VIP_COUNTED_FROM,
  VIP_DISCOUNT_BASIS_POINTS,
  VIP_LEVEL_NAMES,
  VIP_THRESHOLDS_YUAN,
  type VipLevel,
  vipExperiencePercent,
  vipLevelFor,
  vipLevelRangeFen,
} from './vip';

describe('vipLevelFor', () => {
  // Accumulated top-ups in yuan (SPEC §9); vipLevelFor takes fen.
  it.each<[number, VipLevel]>([
    [0, 0],
    [0.01, 0],
    [99.99, 0],
    [100, 1],
    [100.01, 1],
    [1499.99, 1],
    [1500, 2],
    [9999.99, 2],
    [10000, 3],
    [19999.99, 3],
    [20000, 4],
    [20000.01, 4],
    [1e6, 4],
    [1e12, 4],
  ])('%d yuan accumulated is level %i', (yuan, level) => {
    expect(vipLevelFor(yuanToFen(yuan))).toBe(level);
  });

  it('counts in fen, not yuan', () => {
    expect(vipLevelFor(100)).toBe(0); // 1 yuan
    expect(vipLevelFor(9999)).toBe(0);
    expect(vipLevelFor(10000)).toBe(1);
  });

  it('never goes above diamond', () => {
    expect(vipLevelFor(Number.MAX_SAFE_INTEGER)).toBe(4);
  });
});

describe('VIP constants', () => {
  it('has the thresholds of SPEC §9, diamond repeating gold', () => {
    expect(VIP_THRESHOLDS_YUAN).toEqual([100, 1500, 10000, 20000, 20000]);
  });

  it('has the discounts of SPEC §6: 1.00, 0.98, 0.97, 0.95, 0.94', () => {
    expect(VIP_DISCOUNT_BASIS_POINTS.map((bp) => bp / 10000)).toEqual([1, 0.98, 0.97, 0.95, 0.94]);
    expect(VIP_DISCOUNT_BASIS_POINTS.every((bp) => Number.isInteger(bp))).toBe(true);
  });

  it('names the five levels in order', () => {
    expect(VIP_LEVEL_NAMES).toEqual(['ordinary', 'bronze', 'silver', 'gold', 'diamond']);
  });

  it('counts top-ups from 2023-04-15 in China time', () => {
    expect(new Date(VIP_COUNTED_FROM).toISOString()).toBe('2023-04-14T16:00:00.000Z');
  });

  it('discounts a price by the level its accumulated top-ups reach', () => {
    const price = yuanToFen(1.99);
    const discounted = [99, 100, 1500, 10000, 20000].map((yuan) =>
      multiplyFenByBasisPoints(price, VIP_DISCOUNT_BASIS_POINTS[vipLevelFor(yuanToFen(yuan))]),
    );
    // 199 x 1.00, 0.98, 0.97, 0.95, 0.94 = 199, 195.02, 193.03, 189.05, 187.06
    expect(discounted).toEqual([199, 195, 193, 189, 187]);
  });
});

describe('vipExperiencePercent', () => {
  it('is the score over the current level threshold, rounded down', () => {
    expect(vipExperiencePercent(0, 0)).toBe(0);
    expect(vipExperiencePercent(5000, 0)).toBe(50);
    expect(vipExperiencePercent(9999, 0)).toBe(99);
    expect(vipExperiencePercent(15000, 1)).toBe(10);
    expect(vipExperiencePercent(149999, 1)).toBe(99);
    expect(vipExperiencePercent(500000, 2)).toBe(50);
    expect(vipExperiencePercent(1500000, 3)).toBe(75);
  });

  it('caps at 100', () => {
    expect(vipExperiencePercent(10000, 0)).toBe(100);
    expect(vipExperiencePercent(2000000, 4)).toBe(100);
    expect(vipExperiencePercent(100000000, 4)).toBe(100);
    expect(vipExperiencePercent(300000, 1)).toBe(100);
  });

  // 57 / 100 * 100 is 56.99999999999999 in floating point; the fen division must not fall for it.
  it('is exact for scores whose ratio floats just below a whole percent', () => {
    expect(vipExperiencePercent(5700, 0)).toBe(57);
    expect(vipExperiencePercent(2900, 0)).toBe(29);
    expect(vipExperiencePercent(5800, 0)).toBe(58);
  });
});

describe('vipLevelRangeFen', () => {
  it('holds exactly the accumulated amounts vipLevelFor reads as that level', () => {
    const levels = [0, 1, 2, 3, 4] as const;
    for (const accumulated of [0, 9_999, 10_000, 149_999, 150_000, 999_999, 1_000_000, 2_000_000, 9e9]) {
      const holding = levels.filter((level) => {
        const { fromFen, belowFen } = vipLevelRangeFen(level);
        return accumulated >= fromFen && (belowFen === null || accumulated < belowFen);
      });
      expect(holding).toEqual([vipLevelFor(accumulated)]);
    }
  });
});
