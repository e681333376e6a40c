import { describe, expect, it } from 'vitest';
import { pocketRefusalOnAmount } from './adjustErrors';

describe('a refused debit on the form', () => {
  it('puts a pocket refusal on the amount field and leaves the rest alone', () => {
    const reason = 'balance: the debit would take it below zero (it holds 10.00)';
    expect(pocketRefusalOnAmount({ status: 1, reason })).toEqual({ name: 'amount', errors: [reason] });
    expect(pocketRefusalOnAmount({ status: 1, reason: 'user_id: no account has this id' })).toBeNull();
    expect(pocketRefusalOnAmount({ status: 100021, reason })).toBeNull();
  });
});
