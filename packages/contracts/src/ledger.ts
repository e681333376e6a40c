import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { epochSeconds, pageField, pageSizeField, sessionField } from './fields';

/** Why money moved: one word per kind of movement, shown and filtered in the balance change list. */
export const LEDGER_KINDS = [
  'top_up',
  'coupon_top_up',
  'voucher_purchase',
  'voucher_grant',
  'grant',
  'rent',
  'renew',
  'upgrade',
  'post_paid',
  'refund',
  'adjustment',
  'earnings_transfer',
  'deposit',
  'storage',
  'top_up_refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The kinds of the partner earnings pockets' ledger rows (issue 15): commission and machine income
 * accrue (or are reversed) in the pending pocket; a settlement moves them to the withdrawable one; a
 * withdrawal (or a move to the balance) takes from it, and a refused withdrawal gives back.
 */
export const EARNINGS_LEDGER_KINDS = [
  'commission',
  'commission_reversal',
  'machine_income',
  'settlement',
  'withdrawal',
  'withdrawal_returned',
  'earnings_transfer',
] as const;
export type EarningsLedgerKind = (typeof EARNINGS_LEDGER_KINDS)[number];

export const balanceChangeListRequest = z.object({
  session: sessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
  kind: z.enum(LEDGER_KINDS).optional(),
  pocket: z.enum(['balance', 'vouchers']).optional().describe('balance or compute vouchers'),
  start_time: epochSeconds().describe('from this time (epoch seconds, inclusive)').optional(),
  end_time: epochSeconds().describe('before this time (epoch seconds, exclusive)').optional(),
});

export const balanceChange = z.object({
  Id: z.number().int(),
  Kind: z.enum(LEDGER_KINDS),
  Pocket: z.enum(['balance', 'vouchers']),
  Amount: z.number().describe('yuan, signed: negative is money out'),
  BalanceAfter: z.number().describe('yuan in that pocket after the movement'),
  RefType: z.string().nullable(),
  RefId: z.string().nullable(),
  Note: z.string(),
  SubAccountName: z.string().nullable().describe('the sub-account that spent, if one did'),
  CreateAt: z.string(),
});
export const balanceChangeListResponse = envelopeSchema(
  z.object({ data: z.array(balanceChange), total: z.number().int() }),
);

export type BalanceChangeListRequest = z.infer<typeof balanceChangeListRequest>;
export type BalanceChange = z.infer<typeof balanceChange>;
