import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, yuanField, yuanOut } from './fields';
import { staffReasonField } from './ops-users';
import { staffSessionField } from './staff';

/**
 * Money adjustments by staff (issue 11): a credit or debit of an account's balance or compute
 * vouchers, with a reason and a reference, written as a ledger row of kind `adjustment`. An amount
 * above the approval threshold waits for a second staff member (an admin) to approve it.
 */
export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];
export const ADJUSTMENT_POCKETS = ['balance', 'vouchers'] as const;
export type AdjustmentPocket = (typeof ADJUSTMENT_POCKETS)[number];
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The largest single adjustment: one million yuan. */
export const ADJUSTMENT_MAX_FEN = 1_000_000_00;

export const adjustMoneyRequest = z.object({
  session: staffSessionField,
  request_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, dashes or underscores')
    .describe('chosen by the client once per adjustment: sending it again answers the first result'),
  user_id: idField,
  direction: z.enum(ADJUSTMENT_DIRECTIONS).describe('credit adds to the pocket, debit takes from it'),
  pocket: z.enum(ADJUSTMENT_POCKETS).describe('balance or compute vouchers'),
  amount: yuanField({ minFen: 1, maxFen: ADJUSTMENT_MAX_FEN }),
  reason: staffReasonField.describe('why; the account owner sees it in their balance changes'),
  reference: z
    .string()
    .trim()
    .min(1, 'is required')
    .regex(/\S/, 'is required')
    .max(100, 'must be at most 100 characters')
    .describe('a work order, ticket or contract number'),
});
export type AdjustMoneyRequest = z.infer<typeof adjustMoneyRequest>;

const staffName = z.object({ Id: z.number().int(), Name: z.string() });

export const moneyAdjustment = z.object({
  Id: z.number().int(),
  RequestId: z.string(),
  UserId: z.number().int(),
  UserPhone: z.string(),
  Direction: z.enum(ADJUSTMENT_DIRECTIONS),
  Pocket: z.enum(ADJUSTMENT_POCKETS),
  Amount: yuanOut.describe('yuan, positive'),
  Reason: z.string(),
  Reference: z.string(),
  Status: z.enum(ADJUSTMENT_STATUSES),
  RequestedBy: staffName,
  RequestedAt: z.string(),
  DecidedBy: staffName.nullable().describe('the admin who approved or rejected it'),
  DecidedAt: z.string().nullable(),
  DecisionNote: z.string(),
  BalanceBefore: yuanOut.nullable().describe('the pocket before the movement, once applied'),
  BalanceAfter: yuanOut.nullable().describe('the pocket after the movement, once applied'),
});
export type MoneyAdjustment = z.infer<typeof moneyAdjustment>;
export const moneyAdjustmentResponse = envelopeSchema(moneyAdjustment);

export const adjustmentListRequest = z.object({
  session: staffSessionField,
  status: z.enum(ADJUSTMENT_STATUSES).optional().describe('omitted: every status'),
  user_id: idField.optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export type AdjustmentListRequest = z.infer<typeof adjustmentListRequest>;
export const adjustmentListResponse = envelopeSchema(
  z.object({
    data: z.array(moneyAdjustment).describe('newest first'),
    total: z.number().int(),
    ApprovalThreshold: yuanOut.describe('amounts above it wait for an admin'),
  }),
);

export const adjustmentDecisionRequest = z.object({
  session: staffSessionField,
  adjustment_id: idField,
  note: z.string().trim().max(500, 'must be at most 500 characters').default(''),
});
export const adjustmentRejectRequest = adjustmentDecisionRequest.extend({ note: staffReasonField });
export type AdjustmentDecisionRequest = z.infer<typeof adjustmentDecisionRequest>;
