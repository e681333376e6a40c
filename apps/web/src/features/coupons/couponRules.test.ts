import { describe, expect, it } from 'vitest';
import { claimState, couponTerms, epochToDate, userCouponState } from './couponRules';

const now = new Date('2025-03-01T12:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;

const group = {
  Type: 2,
  MoneyLimit: 0,
  TargetGoods: '',
  TargetImage: '',
  TargetUseMode: '',
  TargetUserVerifyType: 0,
};

describe('couponTerms', () => {
  it('says a top-up voucher has no conditions', () => {
    expect(couponTerms({ ...group, Type: 0 })).toEqual([]);
  });

  it('lists the minimum spend (or its absence), targets and audience', () => {
    expect(couponTerms(group)).toEqual([{ key: 'noMinimum' }]);
    expect(
      couponTerms({
        ...group,
        Type: 1,
        MoneyLimit: 100,
        TargetGoods: 'RTX 4090',
        TargetImage: 'ubuntu-22.04',
        TargetUseMode: 'hourly',
        TargetUserVerifyType: 1,
      }),
    ).toEqual([
      { key: 'minSpend', amount: 100 },
      { key: 'goods', goods: 'RTX 4090' },
      { key: 'image', image: 'ubuntu-22.04' },
      { key: 'useMode', mode: 'hourly' },
      { key: 'audience', audience: 'student' },
    ]);
    expect(couponTerms({ ...group, TargetUserVerifyType: 2 }).at(-1)).toEqual({
      key: 'audience',
      audience: 'enterprise',
    });
  });
});

describe('userCouponState (SPEC §4)', () => {
  it('stamps used before expired, and keeps coupons without an end usable', () => {
    expect(userCouponState({ IsUsed: 1, EndTime: seconds('2025-01-01T00:00:00Z') }, now)).toBe('used');
    expect(userCouponState({ IsUsed: 0, EndTime: seconds('2025-03-01T11:59:59Z') }, now)).toBe('expired');
    expect(userCouponState({ IsUsed: 0, EndTime: seconds('2025-03-02T00:00:00Z') }, now)).toBe('usable');
    expect(userCouponState({ IsUsed: 0, EndTime: 0 }, now)).toBe('usable');
  });
});

describe('claimState (SPEC §4)', () => {
  const open = { IsAssigned: false, RemainNum: 3, BeginTime: 0, EndTime: 0 };

  it('offers a claim while some remain, and says sold out at 0', () => {
    expect(claimState(open, now)).toBe('claimable');
    expect(claimState({ ...open, RemainNum: 0 }, now)).toBe('soldOut');
  });

  it('knows a coupon already claimed, and a claim window not open', () => {
    expect(claimState({ ...open, IsAssigned: true, RemainNum: 0 }, now)).toBe('claimed');
    expect(claimState({ ...open, BeginTime: seconds('2025-03-02T00:00:00Z') }, now)).toBe('notStarted');
    expect(claimState({ ...open, EndTime: seconds('2025-02-01T00:00:00Z') }, now)).toBe('ended');
  });

  it('reads 0 as no time', () => {
    expect(epochToDate(0)).toBeNull();
    expect(epochToDate(1)?.toISOString()).toBe('1970-01-01T00:00:01.000Z');
  });
});
