/**
 * The account people pay bank transfers into (SPEC §9), set per deployment through VITE_BANK_*.
 * Without them the page shows obvious placeholders and says so, rather than a made-up account.
 */
export interface BankAccount {
  accountName: string;
  bankName: string;
  accountNumber: string;
  branch: string;
  configured: boolean;
}

const PLACEHOLDER = {
  accountName: 'Example Cloud Computing Co., Ltd.',
  bankName: 'Example Bank',
  accountNumber: '0000 0000 0000 0000',
  branch: 'Example Branch',
} as const;

export function bankAccountFrom(env: Partial<Record<string, string | undefined>>): BankAccount {
  const read = (key: string) => env[key]?.trim() || null;
  const accountName = read('VITE_BANK_ACCOUNT_NAME');
  const bankName = read('VITE_BANK_NAME');
  const accountNumber = read('VITE_BANK_ACCOUNT_NUMBER');
  const branch = read('VITE_BANK_BRANCH');
  return {
    accountName: accountName ?? PLACEHOLDER.accountName,
    bankName: bankName ?? PLACEHOLDER.bankName,
    accountNumber: accountNumber ?? PLACEHOLDER.accountNumber,
    branch: branch ?? PLACEHOLDER.branch,
    configured: Boolean(accountName && bankName && accountNumber),
  };
}

export const BANK_ACCOUNT = bankAccountFrom(import.meta.env);
