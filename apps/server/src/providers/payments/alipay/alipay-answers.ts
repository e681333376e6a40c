import { z } from 'zod';

/** The fields we read of each method's answer (code 10000); Alipay adds more, which are kept aside. */

export const precreateAnswer = z.looseObject({
  out_trade_no: z.string().min(1),
  qr_code: z.string().min(1),
});

export const queryAnswer = z.looseObject({
  out_trade_no: z.string().min(1),
  trade_no: z.string().min(1),
  trade_status: z.string().min(1),
  total_amount: z.string(),
  /** When the buyer paid; present once the trade is paid. */
  send_pay_date: z.string().optional(),
});

export const closeAnswer = z.looseObject({ out_trade_no: z.string().optional() });

export const refundAnswer = z.looseObject({
  out_trade_no: z.string().min(1),
  trade_no: z.string().min(1),
  /** Y: this call moved money; N: it did not (the refund was made by an earlier call, or not yet). */
  fund_change: z.enum(['Y', 'N']),
});

export const refundQueryAnswer = z.looseObject({
  trade_no: z.string().optional(),
  out_request_no: z.string().optional(),
  /** REFUND_SUCCESS once made; absent when Alipay has no such refund (or it failed). */
  refund_status: z.string().optional(),
});

/**
 * The refund refusals alipay.trade.refund documents that asking again cannot change, in words staff
 * read; any other refusal (ACQ.SYSTEM_ERROR above all) leaves the refund unknown and is thrown.
 */
export const REFUND_REFUSALS: Readonly<Record<string, string>> = {
  'ACQ.TRADE_NOT_EXIST': 'Alipay has no such trade',
  'ACQ.TRADE_STATUS_ERROR': 'the trade is not paid, or already closed',
  'ACQ.TRADE_HAS_CLOSE': 'the trade is closed',
  'ACQ.TRADE_HAS_FINISHED': 'the trade is finished: its refund period is over',
  'ACQ.TRADE_NOT_ALLOW_REFUND': 'Alipay does not allow refunding this trade',
  'ACQ.SELLER_BALANCE_NOT_ENOUGH': "the merchant's Alipay balance is too low for the refund",
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL': 'the refund is more than what is left of the payment',
  'ACQ.REASON_TRADE_REFUND_FEE_ERR': 'the refund amount is not valid for this trade',
  'ACQ.DISCORDANT_REPEAT_REQUEST': 'this refund number was used earlier for a different refund',
  'ACQ.BUYER_ERROR': "the buyer's Alipay account cannot take the refund",
};
