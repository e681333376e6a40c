import { checkBankCardNumber, type Fen, parseYuanInput } from '@gpucloud/domain';

/** What is wrong with an amount typed into a money dialog, as a key of the dialog's texts. */
export type AmountIssue = 'format' | 'zero' | 'belowMin' | 'aboveAvailable';

/**
 * Checks an amount against the contract's yuan rule (digits, optional thousands groups, at most
 * 2 decimals), the minimum and what is withdrawable. The server checks the same again; this only
 * says it before a request is made.
 */
export function amountIssue(input: string, limits: { minFen: Fen; availableFen: Fen }): AmountIssue | null {
  const fen = parseYuanInput(input);
  if (fen === null) return 'format';
  if (fen <= 0) return 'zero';
  if (fen < limits.minFen) return 'belowMin';
  if (fen > limits.availableFen) return 'aboveAvailable';
  return null;
}

export type CardIssue = 'digits' | 'checkDigit';

/** The card number rule of the contract (12 to 19 digits) and its Luhn check digit, spaces allowed. */
export function cardIssue(input: string): CardIssue | null {
  if (!/^[0-9\s]*$/.test(input)) return 'digits';
  const check = checkBankCardNumber(input);
  if (check.ok) return null;
  return /^[0-9]{12,19}$/.test(input.replace(/\s+/g, '')) ? 'checkDigit' : 'digits';
}

/** The card number as the API takes it: digits only. */
export function cardDigits(input: string): string {
  return input.replace(/\s+/g, '');
}
