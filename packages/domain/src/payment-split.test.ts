import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowanceLeftFen, allowanceShortFen, splitPayment, type WalletForPayment } from './payment-split';

const wallet = (over: Partial<WalletForPayment> = {}): WalletForPayment => ({
  moneyFen: 0,
  vouchersFen: 0,
  creditQuotaFen: 0,
  voucherFirst: true,
  ...over,
});

describe('splitPayment (SPEC §9)', () => {
  it('takes vouchers first, then balance, when the owner chose voucher-first', () => {
    expect(splitPayment(1_000, wallet({ moneyFen: 5_000, vouchersFen: 300 }))).toEqual({
      ok: true,
      fromVouchersFen: 300,
      fromBalanceFen: 700,
      fromCreditFen: 0,
    });
  });

  it('takes balance first when the owner chose balance-first', () => {
    expect(splitPayment(1_000, wallet({ moneyFen: 800, vouchersFen: 300, voucherFirst: false }))).toEqual({
      ok: true,
      fromVouchersFen: 200,
      fromBalanceFen: 800,
      fromCreditFen: 0,
    });
  });

  it('uses credit only after balance and vouchers, and not beyond the quota', () => {
    expect(splitPayment(1_000, wallet({ moneyFen: 100, creditQuotaFen: 2_000 }))).toEqual({
      ok: true,
      fromVouchersFen: 0,
      fromBalanceFen: 100,
      fromCreditFen: 900,
    });
    expect(splitPayment(1_000, wallet({ moneyFen: -1_500, creditQuotaFen: 2_000 }))).toEqual({
      ok: false,
      shortFen: 500,
    });
  });

  it('lets vouchers pay new orders while balance is in credit, without paying the arrears', () => {
    expect(splitPayment(400, wallet({ moneyFen: -2_000, creditQuotaFen: 2_000, vouchersFen: 500 }))).toEqual({
      ok: true,
      fromVouchersFen: 400,
      fromBalanceFen: 0,
      fromCreditFen: 0,
    });
  });

  it('blocks renting when balance and credit are used up', () => {
    expect(splitPayment(1, wallet({ moneyFen: -2_000, creditQuotaFen: 2_000 }))).toEqual({
      ok: false,
      shortFen: 1,
    });
    expect(splitPayment(1, wallet())).toEqual({ ok: false, shortFen: 1 });
  });

  it('pays exactly the price from parts that each stay within what the wallet has', () => {
    const fen = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fen,
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fen,
        fen,
        fc.boolean(),
        (price, money, vouchers, quota, first) => {
          const w = {
            moneyFen: money,
            vouchersFen: vouchers,
            creditQuotaFen: Math.max(quota, -money),
            voucherFirst: first,
          };
          const split = splitPayment(price, w);
          if (!split.ok) {
            const capacity =
              vouchers + Math.max(0, money) + Math.max(0, w.creditQuotaFen + Math.min(0, money));
            expect(split.shortFen).toBe(price - capacity);
            return;
          }
          expect(split.fromVouchersFen + split.fromBalanceFen + split.fromCreditFen).toBe(price);
          expect(split.fromVouchersFen).toBeLessThanOrEqual(vouchers);
          expect(split.fromBalanceFen).toBeLessThanOrEqual(Math.max(0, money));
          // After paying, the balance never sits below the credit line.
          expect(money - split.fromBalanceFen - split.fromCreditFen).toBeGreaterThanOrEqual(
            -w.creditQuotaFen,
          );
        },
      ),
    );
  });
});

describe('sub-account allowance (SPEC §6)', () => {
  it('is what is left of the limit, never below zero', () => {
    expect(allowanceLeftFen({ limitFen: 5_000, usedFen: 1_200 })).toBe(3_800);
    expect(allowanceLeftFen({ limitFen: 5_000, usedFen: 5_000 })).toBe(0);
    expect(allowanceLeftFen({ limitFen: 1_000, usedFen: 3_000 })).toBe(0);
  });

  it('says by how much an order exceeds it; a main account has no allowance to exceed', () => {
    const allowance = { limitFen: 5_000, usedFen: 1_200 };
    expect(allowanceShortFen(3_800, allowance)).toBe(0);
    expect(allowanceShortFen(3_801, allowance)).toBe(1);
    expect(allowanceShortFen(1, { limitFen: 0, usedFen: 0 })).toBe(1);
    expect(allowanceShortFen(0, { limitFen: 0, usedFen: 0 })).toBe(0);
    expect(allowanceShortFen(1_000_000, null)).toBe(0);
  });
});
