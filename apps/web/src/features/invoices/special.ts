import type { InvoiceTitle } from '@gpucloud/contracts';

/**
 * Whether a special VAT invoice may be asked for, and why not: the account (enterprise
 * verification, in the server's words) or the chosen title (a company with every field filled).
 */
export type SpecialChoice =
  | { allowed: true }
  | { allowed: false; because: 'account'; reason: string }
  | { allowed: false; because: 'title' };

export function specialChoice(
  account: { special_allowed: boolean; special_reason: string },
  title: Pick<InvoiceTitle, 'special_allowed'> | undefined,
): SpecialChoice {
  if (!account.special_allowed) return { allowed: false, because: 'account', reason: account.special_reason };
  if (!title?.special_allowed) return { allowed: false, because: 'title' };
  return { allowed: true };
}
