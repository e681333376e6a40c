import { describe, expect, it } from 'vitest';
import { payableQuote } from './hooks';

describe('payableQuote', () => {
  const quote = { Total: 1234 };

  it('is the quote of the current choice, also while the same choice refreshes in the background', () => {
    expect(payableQuote({ data: quote, isPlaceholderData: false, isError: false })).toBe(quote);
  });

  it('is nothing while another choice loads (the previous quote is only a placeholder)', () => {
    expect(payableQuote({ data: quote, isPlaceholderData: true, isError: false })).toBeUndefined();
  });

  it('is nothing when the last refresh failed or nothing came yet', () => {
    expect(payableQuote({ data: quote, isPlaceholderData: false, isError: true })).toBeUndefined();
    expect(payableQuote({ data: undefined, isPlaceholderData: false, isError: false })).toBeUndefined();
  });
});
