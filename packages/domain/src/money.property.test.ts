import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCouponToOrder, CouponType } from './coupons';
import { addFen, formatFen, multiplyFenByBasisPoints, parseYuanInput, subtractFen, yuanToFen } from './money';

/** Amounts up to 10^11 fen (a billion yuan): far beyond any order, well inside safe integers. */
const fenAmount = fc.integer({ min: -100_000_000_000, max: 100_000_000_000 });
const positiveFen = fc.integer({ min: 0, max: 100_000_000_000 });
const basisPoints = fc.integer({ min: 0, max: 10_000 });

describe('money properties', () => {
  it('formatting then parsing gives back the same fen', () => {
    fc.assert(
      fc.property(positiveFen, fc.boolean(), (fen, grouped) => {
        expect(parseYuanInput(formatFen(fen, { grouped }))).toBe(fen);
      }),
    );
  });

  it('yuan numbers with two decimals convert to fen exactly', () => {
    fc.assert(
      fc.property(fenAmount, (fen) => {
        expect(yuanToFen(fen / 100)).toBe(fen);
      }),
    );
  });

  it('adding and subtracting are exact inverses and commute', () => {
    fc.assert(
      fc.property(fenAmount, fenAmount, (a, b) => {
        expect(subtractFen(addFen(a, b), b)).toBe(a);
        expect(addFen(a, b)).toBe(addFen(b, a));
      }),
    );
  });

  it('a discount is within half a fen of the exact product, and never negative or above the price', () => {
    fc.assert(
      fc.property(positiveFen, basisPoints, (fen, bp) => {
        const discounted = multiplyFenByBasisPoints(fen, bp);
        expect(Number.isInteger(discounted)).toBe(true);
        const exactTimes10000 = BigInt(fen) * BigInt(bp);
        const error = BigInt(discounted) * 10_000n - exactTimes10000;
        // Half-up: ties round up, so the error lies in (-0.5, +0.5] fen.
        expect(error > -5_000n && error <= 5_000n).toBe(true);
        expect(discounted).toBeGreaterThanOrEqual(0);
        expect(discounted).toBeLessThanOrEqual(fen);
      }),
    );
  });

  it('discounts stack in either order to within one fen', () => {
    fc.assert(
      fc.property(positiveFen, basisPoints, basisPoints, (fen, a, b) => {
        const ab = multiplyFenByBasisPoints(multiplyFenByBasisPoints(fen, a), b);
        const ba = multiplyFenByBasisPoints(multiplyFenByBasisPoints(fen, b), a);
        expect(Math.abs(ab - ba)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('a larger price never costs less after the same discount', () => {
    fc.assert(
      fc.property(positiveFen, positiveFen, basisPoints, (x, y, bp) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        expect(multiplyFenByBasisPoints(low, bp)).toBeLessThanOrEqual(multiplyFenByBasisPoints(high, bp));
      }),
    );
  });
});

describe('coupon properties', () => {
  const order = (amountFen: number) => ({
    amountFen,
    gpuModel: 'RTX 4090',
    kind: 'kvm',
    image: 'ubuntu',
    useMode: 'hourly',
  });
  const rule = fc.record({
    type: fc.constantFrom(CouponType.DISCOUNT, CouponType.THRESHOLD),
    amountFen: positiveFen,
    discountBasisPoints: fc.integer({ min: 1, max: 10_000 }),
    moneyLimitFen: positiveFen,
    targetGoods: fc.constant(''),
    targetImage: fc.constant(''),
    targetUseMode: fc.constant(''),
  });

  it('a coupon never takes more than the order, and applies exactly when the order reaches its minimum', () => {
    fc.assert(
      fc.property(rule, positiveFen, (r, amount) => {
        const fit = applyCouponToOrder(r, order(amount));
        expect(fit.fits).toBe(amount >= r.moneyLimitFen);
        if (fit.fits) {
          expect(fit.discountFen).toBeGreaterThanOrEqual(0);
          expect(fit.discountFen).toBeLessThanOrEqual(amount);
          expect(Number.isInteger(fit.discountFen)).toBe(true);
        }
      }),
    );
  });
});
