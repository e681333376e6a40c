import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CouponType } from './coupons';
import { quoteRental, type RentalMode } from './pricing';
import type { VipLevel } from './vip';

const base = {
  pricePerGpuHourFen: 198,
  gpuCount: 1,
  mode: 'hourly' as RentalMode,
  count: 2,
  vipLevel: 0 as VipLevel,
  nodeClass: 'main' as const,
};

describe('quoteRental', () => {
  it('prices an RTX 4090 for 2 hours at list price for an ordinary member', () => {
    expect(quoteRental(base)).toMatchObject({
      hours: 2,
      listFen: 396,
      periodDiscountFen: 0,
      vipDiscountFen: 0,
      totalFen: 396,
    });
  });

  it('stacks the daily discount and the gold discount, rounding each step half-up', () => {
    // 1.98 x 2 GPUs x 72 h = 285.12; x0.98 = 279.4176 -> 279.42; x0.95 (gold) = 265.449 -> 265.45
    const quote = quoteRental({ ...base, gpuCount: 2, mode: 'daily', count: 3, vipLevel: 3 });
    expect(quote).toMatchObject({
      hours: 72,
      listFen: 28_512,
      periodDiscountFen: 570,
      vipDiscountFen: 1_397,
      totalFen: 26_545,
    });
  });

  it('counts a month as 30 days and gives no VIP discount on edge nodes', () => {
    const quote = quoteRental({ ...base, mode: 'monthly', count: 6, vipLevel: 4, nodeClass: 'edge' });
    expect(quote.hours).toBe(6 * 30 * 24);
    expect(quote.vipDiscountFen).toBe(0);
    expect(quote.totalFen).toBe(quote.listFen - quote.periodDiscountFen);
  });

  it('applies a discount coupon after membership, and says why a coupon does not fit', () => {
    const rule = {
      type: CouponType.DISCOUNT,
      amountFen: 0,
      discountBasisPoints: 9_000,
      moneyLimitFen: 0,
      targetGoods: 'RTX 4090',
      targetImage: '',
      targetUseMode: '',
    };
    const fits = quoteRental({ ...base, coupon: { rule, gpuModel: 'RTX 4090', kind: 'kvm', image: 'x' } });
    expect(fits).toMatchObject({ couponDiscountFen: 40, totalFen: 356, couponProblem: null });
    const other = quoteRental({ ...base, coupon: { rule, gpuModel: 'H100 80G', kind: 'kvm', image: 'x' } });
    expect(other).toMatchObject({ couponDiscountFen: 0, totalFen: 396 });
    expect(other.couponProblem).toMatch(/RTX 4090/);
  });

  it('refuses counts outside the period limits', () => {
    expect(() => quoteRental({ ...base, count: 24 })).toThrow(RangeError);
    expect(() => quoteRental({ ...base, mode: 'daily', count: 30 })).toThrow(RangeError);
    expect(() => quoteRental({ ...base, mode: 'monthly', count: 13 })).toThrow(RangeError);
  });

  it('adds up: total = list - period - VIP - coupon, every part a whole fen and none negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom<RentalMode>('hourly', 'daily', 'monthly', 'post_paid'),
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom<'main' | 'edge'>('main', 'edge'),
        (price, gpus, mode, vip, nodeClass) => {
          const count = mode === 'hourly' ? 5 : mode === 'daily' ? 3 : 1;
          const q = quoteRental({
            pricePerGpuHourFen: price,
            gpuCount: gpus,
            mode,
            count,
            vipLevel: vip as VipLevel,
            nodeClass,
          });
          expect(q.listFen - q.periodDiscountFen - q.vipDiscountFen - q.couponDiscountFen).toBe(q.totalFen);
          for (const part of [q.periodDiscountFen, q.vipDiscountFen, q.totalFen]) {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
