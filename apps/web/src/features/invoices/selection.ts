import { INVOICE_ITEMS_MAX, type invoicesRoutes, type NotInvoiceableReason } from '@gpucloud/contracts';
import { addFen, yuanToFen } from '@gpucloud/domain';
import type { CallData } from '../../api/call';

export type InvoiceConditions = CallData<typeof invoicesRoutes.conditions>;
export type InvoiceMode = 'top_up' | 'consumption';

/** A top-up or a month as the apply table lists it: `ref` is the order number or YYYY-MM. */
export interface InvoiceableRow {
  ref: string;
  amount: number;
  invoiceable: boolean;
  /** Why not (a contract code), null when invoiceable. */
  reason: NotInvoiceableReason | null;
  /** The invoice application holding it, when `reason` is `claimed`. */
  claimedBy: number | null;
  /** Top-ups only. */
  paidAt?: string;
}

/** The rows one mode offers: paid top-ups, or ended months. */
export function rowsOf(conditions: InvoiceConditions, mode: InvoiceMode): InvoiceableRow[] {
  if (mode === 'top_up')
    return conditions.top_ups.map((row) => ({
      ref: row.out_trade_no,
      amount: row.amount,
      invoiceable: row.invoiceable,
      reason: row.reason,
      claimedBy: row.claimed_by,
      paidAt: row.paid_at,
    }));
  return conditions.months.map((row) => ({
    ref: row.month,
    amount: row.amount,
    invoiceable: row.invoiceable,
    reason: row.reason,
    claimedBy: row.claimed_by,
  }));
}

/**
 * The chosen refs that still stand: invoiceable rows of the current list, each once. A selection
 * made before the list was read again may name rows another application has taken meanwhile.
 */
export function standingSelection(rows: readonly InvoiceableRow[], selected: readonly string[]): string[] {
  const open = new Set(rows.filter((row) => row.invoiceable).map((row) => row.ref));
  return [...new Set(selected)].filter((ref) => open.has(ref));
}

/** The total of the chosen rows in fen (summed as integers, never as floating yuan). */
export function selectedTotalFen(rows: readonly InvoiceableRow[], selected: readonly string[]): number {
  const chosen = new Set(standingSelection(rows, selected));
  return addFen(0, ...rows.filter((row) => chosen.has(row.ref)).map((row) => yuanToFen(row.amount)));
}

export type SelectionProblem = 'none' | 'tooMany' | 'belowMinimum' | 'aboveAvailable';

/** Why the selection cannot be applied for yet, by the rules the server applies; null when it can. */
export function selectionProblem(
  conditions: Pick<InvoiceConditions, 'minimum' | 'available'>,
  count: number,
  totalFen: number,
): SelectionProblem | null {
  if (count === 0) return 'none';
  if (count > INVOICE_ITEMS_MAX) return 'tooMany';
  if (totalFen < yuanToFen(conditions.minimum)) return 'belowMinimum';
  if (totalFen > yuanToFen(conditions.available)) return 'aboveAvailable';
  return null;
}

export interface ApplyChoice {
  mode: InvoiceMode;
  refs: readonly string[];
  titleId: number;
  invoiceType: 'ordinary' | 'special';
  email: string;
}

/** The body of `/v3/addInvoiceRecord`: the refs go in the list of their mode, the other stays empty. */
export function applyRequestOf(choice: ApplyChoice) {
  const refs = [...choice.refs];
  return {
    title_id: choice.titleId,
    invoice_type: choice.invoiceType,
    mode: choice.mode,
    out_trade_nos: choice.mode === 'top_up' ? refs : [],
    months: choice.mode === 'consumption' ? refs : [],
    email: choice.email.trim(),
  };
}
