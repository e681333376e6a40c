import { describe, expect, it } from 'vitest';
import { notRefundableBecause, prefilledRefundAmount, refundableNowFen } from './refundForm';

describe('the refund form', () => {
  it('starts with what is left of the order when the balance holds it', () => {
    expect(prefilledRefundAmount({ Refundable: 69.45 }, 119.45)).toBe('69.45');
    expect(refundableNowFen({ Refundable: 100 }, 100)).toBe(10_000);
  });

  it('starts with the balance when it holds less than what is left', () => {
    expect(prefilledRefundAmount({ Refundable: 100 }, 30.1)).toBe('30.10');
  });

  it('offers nothing when the order is refunded or the balance is empty or in credit', () => {
    expect(notRefundableBecause({ Refundable: 0 }, 50)).toBe('nothingLeft');
    expect(notRefundableBecause({ Refundable: 10 }, 0)).toBe('noBalance');
    expect(notRefundableBecause({ Refundable: 10 }, -5)).toBe('noBalance');
    expect(prefilledRefundAmount({ Refundable: 10 }, -5)).toBe('0.00');
    expect(notRefundableBecause({ Refundable: 0.01 }, 0.01)).toBeNull();
  });
});
