import { describe, expect, it } from 'vitest';
import { bankAccountFrom } from './bankAccount';

describe('bank transfer account', () => {
  it('uses the VITE_BANK_* settings of the build', () => {
    const account = bankAccountFrom({
      VITE_BANK_ACCOUNT_NAME: ' GPU Cloud Ltd. ',
      VITE_BANK_NAME: 'Bank of Somewhere',
      VITE_BANK_ACCOUNT_NUMBER: '6222 0000 1111',
      VITE_BANK_BRANCH: 'Main St.',
    });
    expect(account).toEqual({
      accountName: 'GPU Cloud Ltd.',
      bankName: 'Bank of Somewhere',
      accountNumber: '6222 0000 1111',
      branch: 'Main St.',
      configured: true,
    });
  });

  it('falls back to placeholders and says it is not configured', () => {
    const account = bankAccountFrom({ VITE_BANK_NAME: 'Bank of Somewhere', VITE_BANK_ACCOUNT_NUMBER: ' ' });
    expect(account.configured).toBe(false);
    expect(account.bankName).toBe('Bank of Somewhere');
    expect(account.accountNumber).toMatch(/^0000/);
  });
});
