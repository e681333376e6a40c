import { describe, expect, it } from 'vitest';
import { deriveFunds } from './funds';

describe('deriveFunds (SPEC §3)', () => {
  it('adds balance, vouchers and credit exactly', () => {
    expect(deriveFunds({ Money: 0.1, PowerMoney: 0.2, CreditMoneyQuota: 100 })).toEqual({
      displayMoney: 0.1,
      remainCreditMoney: 100,
      integratedMoney: 100.3,
      creditPercent: 100,
    });
  });

  it('shows 0 while credit covers a negative balance and reduces the remaining credit', () => {
    expect(deriveFunds({ Money: -30.5, PowerMoney: 0, CreditMoneyQuota: 100 })).toEqual({
      displayMoney: 0,
      remainCreditMoney: 69.5,
      integratedMoney: 69.5,
      creditPercent: 69,
    });
  });

  it('keeps a negative balance visible when there is no credit line', () => {
    expect(deriveFunds({ Money: -5, PowerMoney: 0, CreditMoneyQuota: 0 }).displayMoney).toBe(-5);
  });

  it('has no credit percent without a credit line, and none left once the overdraft passes the quota', () => {
    expect(deriveFunds({ Money: 10, PowerMoney: 0, CreditMoneyQuota: 0 }).creditPercent).toBe(0);
    expect(deriveFunds({ Money: -120, PowerMoney: 0, CreditMoneyQuota: 100 })).toMatchObject({
      remainCreditMoney: 0,
      creditPercent: 0,
    });
  });

  it('treats the null wallet of a sub-account as zero', () => {
    expect(deriveFunds({ Money: null, PowerMoney: null, CreditMoneyQuota: null }).integratedMoney).toBe(0);
  });
});
