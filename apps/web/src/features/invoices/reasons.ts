import type { NotInvoiceableReason } from '@gpucloud/contracts';
import { formatMoney } from '../../shared/format';
import type { InvoiceableRow } from './selection';

/** What the page says for a row that may not be invoiced: a key of `reasons` and its values. */
export interface ReasonMessage {
  key: `reasons.${NotInvoiceableReason}`;
  values: { id?: string; amount?: string };
}

/**
 * The server gives a code (the contract's NOT_INVOICEABLE_REASONS), never a sentence: the page says it
 * in the reader's language with what it names (the application holding the row, what is left).
 */
export function reasonMessage(
  row: Pick<InvoiceableRow, 'reason' | 'claimedBy'>,
  availableYuan: number,
): ReasonMessage | null {
  if (row.reason === null) return null;
  if (row.reason === 'claimed')
    return { key: 'reasons.claimed', values: { id: String(row.claimedBy ?? '') } };
  if (row.reason === 'over_available')
    return { key: 'reasons.over_available', values: { amount: formatMoney(availableYuan) } };
  return { key: 'reasons.nothing_own', values: {} };
}
