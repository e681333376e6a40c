import { TOP_UP_MAX_FEN } from '@gpucloud/domain';
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, yuanField, yuanOut } from './fields';
import { staffSessionField } from './staff';
import { outTradeNoField } from './wallet';

/**
 * Refunds of paid top-ups to the payer (issue 19): finance sends part or all of a QR top-up back to
 * the WeChat Pay or Alipay account that paid it, out of the account's balance. `processing` until
 * the gateway confirms (`succeeded`) or refuses (`failed`: the money went back to the balance).
 */
export const TOP_UP_REFUND_STATUSES = ['processing', 'succeeded', 'failed'] as const;
export type TopUpRefundStatus = (typeof TOP_UP_REFUND_STATUSES)[number];

/** WeChat Pay takes a refund reason of at most 80 characters, so no gateway cuts ours. */
export const TOP_UP_REFUND_REASON_MAX = 80;

const staffName = z.object({ Id: z.number().int(), Name: z.string() });

export const refundableTopUpsRequest = z.object({
  session: staffSessionField,
  user_id: idField.describe('the account whose paid top-ups are listed'),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export type RefundableTopUpsRequest = z.infer<typeof refundableTopUpsRequest>;

export const refundableTopUp = z.object({
  OutTradeNo: z.string(),
  Amount: yuanOut.describe('what the order paid'),
  PayType: z.number().int().describe('0 Alipay, 1 WeChat'),
  Provider: z.string().describe('the gateway that took the payment and pays the refund back'),
  PaidAt: z.string().describe('ISO 8601'),
  Refunded: yuanOut.describe('refunds of it that succeeded or are processing'),
  Refundable: yuanOut.describe('Amount less Refunded: the most a refund of this order may take'),
});
export type RefundableTopUp = z.infer<typeof refundableTopUp>;

export const refundableTopUpsResponse = envelopeSchema(
  z.object({
    data: z.array(refundableTopUp).describe('paid top-ups of the account, newest first'),
    total: z.number().int(),
    Balance: yuanOut.describe(
      "what the account's balance holds now: a refund takes at most this (money already spent is not refunded)",
    ),
  }),
);

export const refundTopUpRequest = z.object({
  session: staffSessionField,
  request_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, dashes or underscores')
    .describe('chosen by the client once per refund: sending it again answers the first refund'),
  out_trade_no: outTradeNoField.describe('the paid top-up order to refund'),
  amount: yuanField({ minFen: 1, maxFen: TOP_UP_MAX_FEN }).describe(
    "yuan, at most 2 decimals: at most what the order paid less what its refunds took (succeeded or processing), and at most the account's balance now",
  ),
  reason: z
    .string()
    .trim()
    .min(1, 'is required')
    .regex(/\S/, 'is required')
    .max(TOP_UP_REFUND_REASON_MAX, `must be at most ${TOP_UP_REFUND_REASON_MAX} characters`)
    .describe('why; sent to the gateway with the refund and shown to the customer in their balance changes'),
});
export type RefundTopUpRequest = z.infer<typeof refundTopUpRequest>;

export const topUpRefund = z.object({
  Id: z.string().describe('the refund number, sent to the gateway as out_refund_no'),
  RequestId: z.string(),
  OutTradeNo: z.string(),
  UserId: z.number().int(),
  UserPhone: z.string(),
  Provider: z.string(),
  Amount: yuanOut.describe('yuan, positive'),
  Reason: z.string(),
  Status: z
    .enum(TOP_UP_REFUND_STATUSES)
    .describe(
      'processing: taken from the balance, the gateway has not confirmed yet (the server asks it until it settles); succeeded: paid back to the payer; failed: the gateway refused and the amount went back to the balance',
    ),
  GatewayRefundId: z.string().nullable().describe("the gateway's id of the refund, once it gave one"),
  FailureReason: z.string().describe("the gateway's reason for a failed refund, else empty"),
  RequestedBy: staffName,
  RequestedAt: z.string(),
  SettledAt: z.string().nullable().describe('when it succeeded or failed'),
});
export type TopUpRefund = z.infer<typeof topUpRefund>;
export const topUpRefundResponse = envelopeSchema(topUpRefund);

export const topUpRefundListRequest = z.object({
  session: staffSessionField,
  status: z.enum(TOP_UP_REFUND_STATUSES).optional().describe('omitted: every status'),
  user_id: idField.optional().describe("only this account's refunds"),
  out_trade_no: outTradeNoField.optional().describe("only this order's refunds"),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export type TopUpRefundListRequest = z.infer<typeof topUpRefundListRequest>;
export const topUpRefundListResponse = envelopeSchema(
  z.object({ data: z.array(topUpRefund).describe('newest first'), total: z.number().int() }),
);
