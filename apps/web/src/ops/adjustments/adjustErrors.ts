import { ErrorCode } from '@gpucloud/contracts';

/**
 * A refusal that names the pocket ("balance: the debit would take it below zero …") belongs on the
 * amount field of the form; other reasons go through the console's usual field mapping.
 */
export function pocketRefusalOnAmount(error: { status: number; reason: string }) {
  if (error.status !== ErrorCode.REFUSED) return null;
  return /^(balance|vouchers)(: |：)/.test(error.reason)
    ? { name: 'amount' as const, errors: [error.reason] }
    : null;
}
