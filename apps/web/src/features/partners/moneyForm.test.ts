import { withdrawalApplyRequest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { amountIssue, cardDigits, cardIssue } from './moneyForm';

const limits = { minFen: 10_000, availableFen: 50_000 };

describe('amountIssue', () => {
  it('takes amounts from the minimum to what is withdrawable', () => {
    expect(amountIssue('100', limits)).toBeNull();
    expect(amountIssue('500.00', limits)).toBeNull();
    expect(amountIssue(' 250.5 ', limits)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(amountIssue('', limits)).toBe('format');
    expect(amountIssue('1.234', limits)).toBe('format');
    expect(amountIssue('-5', limits)).toBe('format');
    expect(amountIssue('0', limits)).toBe('zero');
    expect(amountIssue('99.99', limits)).toBe('belowMin');
    expect(amountIssue('500.01', limits)).toBe('aboveAvailable');
  });

  it('has no minimum for a move to the balance', () => {
    expect(amountIssue('0.01', { minFen: 0, availableFen: 1 })).toBeNull();
  });
});

describe('cardIssue', () => {
  const valid = '6222020200112233446';

  it('accepts a Luhn-valid number of 12 to 19 digits, spaces allowed while typing', () => {
    expect(cardIssue(valid)).toBeNull();
    expect(cardIssue('6222 0202 0011 2233 446')).toBeNull();
  });

  it('tells a wrong length from a wrong check digit', () => {
    expect(cardIssue('12345')).toBe('digits');
    expect(cardIssue('6222a20200112233446')).toBe('digits');
    expect(cardIssue('6222020200112233447')).toBe('checkDigit');
  });

  it('sends what the contract accepts', () => {
    const card_number = cardDigits('6222 0202 0011 2233 446');
    expect(withdrawalApplyRequest.shape.card_number.safeParse(card_number).success).toBe(true);
  });
});
