import type { NotInvoiceableReason } from '@gpucloud/contracts';
import type { Db } from '../../core/db';
import { refused } from '../../core/errors';
import { platformMonthOf } from '../../core/platform-day';
import { lockKey } from '../../db/advisory-lock';
import { activeClaimsOf, balanceEntriesOf, paidBackFenOf, paidTopUpsOf } from './invoiceable.repository';

/** Spending of the balance that a month's consumption invoice counts, and refunds that undo some. */
const SPENDING = ['rent', 'renew', 'upgrade', 'post_paid'] as const;

export interface PaidTopUp {
  outTradeNo: string;
  amountFen: number;
  paidAt: Date;
}

export interface InvoiceablePicture {
  /** Paid top-ups less money paid back (finance's balance debits, top-up refunds): all that may ever be invoiced. */
  poolFen: number;
  /** What applied and issued invoices claim. */
  invoicedFen: number;
  topUps: PaidTopUp[];
  /** Ended months (Asia/Shanghai) with what the balance paid of the customer's own money. */
  months: Array<{ month: string; amountFen: number }>;
  /** Claimed top-ups and months, by "kind:ref", with the record that claims them. */
  claimed: Map<string, number>;
}

/**
 * Of one balance debit, what the customer's own money paid: the part that did not go below zero
 * (below zero is the credit line). `balanceAfter` is after the debit, `amount` negative.
 */
export function ownMoneyOf(amountFen: number, balanceAfterFen: number): number {
  const before = balanceAfterFen - amountFen;
  return Math.max(0, Math.min(before, -amountFen));
}

/** Everything invoicing needs to know of one account, read in the caller's transaction. */
export async function invoiceablePicture(db: Db, userId: number, now: Date): Promise<InvoiceablePicture> {
  const topUps = await paidTopUpsOf(db, userId);
  const paidBack = await paidBackFenOf(db, userId);
  const items = await activeClaimsOf(db, userId);
  const ledger = await balanceEntriesOf(db, userId, [...SPENDING, 'refund']);
  const current = platformMonthOf(now);
  const byMonth = new Map<string, number>();
  for (const row of ledger) {
    const month = platformMonthOf(row.createdAt);
    if (month >= current) continue;
    const own = row.kind === 'refund' ? -Math.max(0, row.amount) : ownMoneyOf(row.amount, row.balanceAfter);
    byMonth.set(month, (byMonth.get(month) ?? 0) + own);
  }
  const poolFen = topUps.reduce((sum, row) => sum + row.amountFen, 0) - Number(paidBack ?? 0);
  return {
    poolFen: Math.max(0, poolFen),
    invoicedFen: items.reduce((sum, item) => sum + item.amount, 0),
    topUps: topUps.map((row) => ({
      outTradeNo: row.outTradeNo,
      amountFen: row.amountFen,
      paidAt: row.paidAt ?? new Date(0),
    })),
    months: [...byMonth.entries()]
      .map(([month, amountFen]) => ({ month, amountFen: Math.max(0, amountFen) }))
      .sort((a, b) => b.month.localeCompare(a.month)),
    claimed: new Map(items.map((item) => [`${item.kind}:${item.ref}`, item.recordId])),
  };
}

/** Why one top-up or month may not be invoiced now (a contract code), or null when it may. */
export function notInvoiceableBecause(
  picture: InvoiceablePicture,
  claim: { kind: 'top_up' | 'month'; ref: string; amountFen: number },
): { reason: NotInvoiceableReason; claimedBy: number | null } | null {
  const claimedBy = picture.claimed.get(`${claim.kind}:${claim.ref}`);
  if (claimedBy !== undefined) return { reason: 'claimed', claimedBy };
  if (claim.amountFen <= 0) return { reason: 'nothing_own', claimedBy: null };
  if (claim.amountFen > availableFen(picture)) return { reason: 'over_available', claimedBy: null };
  return null;
}

/** The reason of a refused application (100021): the same codes, in the words of an API reason. */
export function notInvoiceableText(
  why: { reason: NotInvoiceableReason; claimedBy: number | null },
  picture: InvoiceablePicture,
): string {
  if (why.reason === 'claimed') return `in invoice application #${why.claimedBy}`;
  if (why.reason === 'nothing_own') return 'nothing was paid from your own money';
  return `more than what is left to invoice (${(availableFen(picture) / 100).toFixed(2)}): other invoices used the money`;
}

export function availableFen(picture: InvoiceablePicture): number {
  return Math.max(0, picture.poolFen - picture.invoicedFen);
}

/**
 * Paying balance back (a finance debit) must not take money that invoices cover: the paid-back part
 * of the pool may not drop below what is invoiced. Invoiced money is paid back only once its invoice
 * is reversed (the finance desk's reverse), so no refund ever leaves an invoice without its money.
 */
export async function assertPayBackLeavesInvoicesCovered(
  tx: Db,
  userId: number,
  amountFen: number,
  now: Date,
): Promise<void> {
  await lockKey(tx, `invoice:${userId}`);
  const picture = await invoiceablePicture(tx, userId, now);
  if (picture.invoicedFen > 0 && picture.poolFen - amountFen < picture.invoicedFen)
    throw refused(
      `amount: ${(picture.invoicedFen / 100).toFixed(2)} of this account's payments are invoiced; reverse the invoice before paying more than ${(Math.max(0, picture.poolFen - picture.invoicedFen) / 100).toFixed(2)} back`,
    );
}
