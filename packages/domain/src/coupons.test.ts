import { describe, expect, it } from 'vitest';
import { applyCouponToOrder, type CouponRule, CouponType, couponDisplayState, couponExpiry } from './coupons';

const now = new Date('2026-11-22T08:00:00Z');
const day = 86_400_000;

describe('couponDisplayState (SPEC §4)', () => {
  it('shows used before expired, expired once EndTime passed, else usable', () => {
    expect(couponDisplayState({ isUsed: true, endsAt: new Date(now.getTime() - day) }, now)).toBe('used');
    expect(couponDisplayState({ isUsed: false, endsAt: new Date(now.getTime() - 1) }, now)).toBe('expired');
    expect(couponDisplayState({ isUsed: false, endsAt: new Date(now.getTime() + 1) }, now)).toBe('usable');
    expect(couponDisplayState({ isUsed: false, endsAt: null }, now)).toBe('usable');
  });
});

describe('couponExpiry', () => {
  it('is the claim time plus UseTimeLimit days, but never after the group ends', () => {
    expect(couponExpiry(now, 7, null)).toEqual(new Date(now.getTime() + 7 * day));
    expect(couponExpiry(now, 7, new Date(now.getTime() + 2 * day))).toEqual(
      new Date(now.getTime() + 2 * day),
    );
    expect(couponExpiry(now, 0, new Date(now.getTime() + 2 * day))).toEqual(
      new Date(now.getTime() + 2 * day),
    );
    expect(couponExpiry(now, 0, null)).toBeNull();
  });
});

describe('applyCouponToOrder', () => {
  const base: CouponRule = {
    type: CouponType.DISCOUNT,
    amountFen: 0,
    discountBasisPoints: 9_000,
    moneyLimitFen: 0,
    targetGoods: '',
    targetImage: '',
    targetUseMode: '',
  };
  const order = { amountFen: 19_900, gpuModel: 'RTX 4090', kind: 'kvm', image: 'ubuntu22', useMode: 'daily' };

  it('takes 10% off with a 0.9 discount coupon, rounding the price half-up', () => {
    expect(applyCouponToOrder(base, order)).toEqual({ fits: true, discountFen: 1_990 });
    expect(applyCouponToOrder(base, { ...order, amountFen: 105 })).toEqual({ fits: true, discountFen: 10 });
  });

  it('takes the fixed amount off a threshold coupon, capped at the order', () => {
    const threshold = { ...base, type: CouponType.THRESHOLD, amountFen: 1_000, moneyLimitFen: 10_000 };
    expect(applyCouponToOrder(threshold, order)).toEqual({ fits: true, discountFen: 1_000 });
    expect(applyCouponToOrder(threshold, { ...order, amountFen: 9_999 }).fits).toBe(false);
    expect(applyCouponToOrder({ ...threshold, moneyLimitFen: 0 }, { ...order, amountFen: 500 })).toEqual({
      fits: true,
      discountFen: 500,
    });
  });

  it('respects the targets: goods by GPU model or kind, image and billing mode', () => {
    expect(applyCouponToOrder({ ...base, targetGoods: 'H100 80G' }, order).fits).toBe(false);
    expect(applyCouponToOrder({ ...base, targetGoods: 'RTX 4090' }, order).fits).toBe(true);
    expect(applyCouponToOrder({ ...base, targetGoods: 'kvm' }, order).fits).toBe(true);
    expect(applyCouponToOrder({ ...base, targetImage: 'windows' }, order).fits).toBe(false);
    expect(applyCouponToOrder({ ...base, targetUseMode: 'hourly' }, order).fits).toBe(false);
  });

  it('never applies a top-up voucher to an order', () => {
    expect(applyCouponToOrder({ ...base, type: CouponType.TOP_UP, amountFen: 1_000 }, order).fits).toBe(
      false,
    );
  });
});
