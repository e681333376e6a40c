import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PaidPeriod, planRefund } from './prepaid-refund';

const H = 3_600_000;

function period(
  id: number,
  startHour: number,
  hours: number,
  amountFen: number,
  vouchersFen = 0,
): PaidPeriod {
  return { id, startsAtMs: startHour * H, endsAtMs: (startHour + hours) * H, amountFen, vouchersFen };
}

describe('planRefund', () => {
  it('gives back the unused whole hours at the price they were bought for, keeping the hour in progress', () => {
    // 10 hours for 19.80, 3.5 hours used: 6 whole hours unused.
    const plan = planRefund([period(1, 0, 10, 1980, 500)], 3.5 * H);
    expect(plan).toMatchObject({
      hours: 6,
      refundFen: 1188,
      toVouchersFen: 300,
      toBalanceFen: 888,
      endsAtMs: 4 * H,
    });
    expect(plan.shortened).toEqual([{ ...period(1, 0, 4, 792, 200) }]);
  });

  it('refunds each period at its own price across a renewal', () => {
    // rented 2 h at 1.98/h, renewed 24 h daily at 0.98: 47.04 (rounded) for 24 h.
    const plan = planRefund([period(1, 0, 2, 396), period(2, 2, 24, 4657)], 1.25 * H);
    expect(plan.hours).toBe(24);
    expect(plan.refundFen).toBe(4657);
    expect(plan.endsAtMs).toBe(2 * H);
  });

  it('gives nothing back for a period with less than an hour left, or none', () => {
    expect(planRefund([period(1, 0, 2, 396)], 1.01 * H).refundFen).toBe(0);
    expect(planRefund([], 0)).toMatchObject({ hours: 0, refundFen: 0, endsAtMs: null });
  });

  it('never refunds more than was paid, nor more vouchers than came from vouchers, and a second refund gives nothing', () => {
    const periodArb = fc
      .record({
        hours: fc.integer({ min: 1, max: 24 * 365 }),
        amount: fc.integer({ min: 0, max: 10_000_000 }),
        voucherShare: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map((p) => ({ ...p, vouchers: Math.floor(p.amount * p.voucherShare) }));
    fc.assert(
      fc.property(
        fc.array(periodArb, { minLength: 1, maxLength: 5 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (specs, at) => {
          let start = 0;
          const periods = specs.map((spec, index) => {
            const p = period(index + 1, start, spec.hours, spec.amount, spec.vouchers);
            start += spec.hours;
            return p;
          });
          const now = Math.floor(at * start * H);
          const plan = planRefund(periods, now);
          const paid = specs.reduce((sum, spec) => sum + spec.amount, 0);
          const paidVouchers = specs.reduce((sum, spec) => sum + spec.vouchers, 0);
          expect(plan.refundFen).toBeLessThanOrEqual(paid);
          expect(plan.toVouchersFen).toBeLessThanOrEqual(paidVouchers);
          expect(plan.toBalanceFen).toBeGreaterThanOrEqual(0);
          expect(plan.hours).toBe(Math.floor((start * H - now) / H));
          const after = periods.map((p) => plan.shortened.find((s) => s.id === p.id) ?? p);
          for (const p of after) expect(p.vouchersFen).toBeLessThanOrEqual(p.amountFen);
          expect(planRefund(after, now).refundFen).toBe(0);
        },
      ),
    );
  });
});
