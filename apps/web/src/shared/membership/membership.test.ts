import { describe, expect, it } from 'vitest';
import { discountFactor, discountFold, percentOff, toBasisPoints } from '../discount/discountText';
import { membershipView } from './membership';

const table = [
  { VipLevel: 0, Name: 'ordinary', VipDiscount: 1, VipFold: 10, MinAccumulated: 0, Threshold: 100 },
  { VipLevel: 1, Name: 'bronze', VipDiscount: 0.98, VipFold: 9.8, MinAccumulated: 100, Threshold: 1500 },
  { VipLevel: 2, Name: 'silver', VipDiscount: 0.97, VipFold: 9.7, MinAccumulated: 1500, Threshold: 10000 },
  { VipLevel: 3, Name: 'gold', VipDiscount: 0.95, VipFold: 9.5, MinAccumulated: 10000, Threshold: 20000 },
  { VipLevel: 4, Name: 'diamond', VipDiscount: 0.94, VipFold: 9.4, MinAccumulated: 20000, Threshold: 20000 },
] as const;

describe('membershipView', () => {
  it('takes the server answers and names what the next level gives', () => {
    const view = membershipView(
      { VipLevel: 1, AccumulatedMoney: 600 },
      { vip_score: 600, vip_level: 1, level_threshold: 1500, experience_percent: 40 },
      [...table],
    );
    expect(view).toEqual({
      level: 1,
      name: 'bronze',
      percent: 40,
      toNextFen: 900_00,
      next: { level: 2, name: 'silver', discountBasisPoints: 9700 },
      discountBasisPoints: 9800,
    });
  });

  it('falls back on the domain rules from user info while the server answers are missing', () => {
    const view = membershipView({ VipLevel: 0, AccumulatedMoney: 50.5 }, undefined, undefined);
    expect(view.percent).toBe(50);
    expect(view.toNextFen).toBe(49_50);
    expect(view.next).toEqual({ level: 1, name: 'bronze', discountBasisPoints: 9800 });
  });

  it('has no next level at diamond', () => {
    const view = membershipView({ VipLevel: 4, AccumulatedMoney: 99_999 }, undefined, undefined);
    expect(view.next).toBeNull();
    expect(view.toNextFen).toBe(0);
    expect(view.percent).toBe(100);
    expect(view.discountBasisPoints).toBe(9400);
  });
});

describe('discount texts', () => {
  it('reads basis points as a factor, a saving and a fold', () => {
    expect(discountFactor(9800)).toBe('0.98');
    expect(percentOff(9800)).toBe('2');
    expect(percentOff(9450)).toBe('5.5');
    expect(percentOff(10000)).toBe('0');
    expect(discountFold(9800)).toBe('9.8');
    expect(discountFold(9000)).toBe('9');
    expect(discountFold(9450)).toBe('9.45');
    expect(toBasisPoints(0.97)).toBe(9700);
    expect(toBasisPoints(0.9)).toBe(9000);
  });
});
