import { type KeyObject, randomBytes } from 'node:crypto';
import { notificationSignedText, rsa2Sign } from './fake-alipay-signature';
import { BUYER, chinaTimeOf, type FakeTrade, priceOf } from './fake-alipay-trades';

/** A notification as Alipay POSTs it: form fields, `sign` and `sign_type` among them. */
export type NotificationFields = Record<string, string>;

/**
 * The fields of a `trade_status_sync` notification of the trade as it stands, as Alipay's
 * asynchronous notification documents them (amounts in yuan, times in China time).
 */
export function statusFields(
  merchant: { appId: string; sellerId: string },
  trade: FakeTrade,
  at: Date,
): NotificationFields {
  const fields: NotificationFields = {
    notify_time: chinaTimeOf(at),
    notify_type: 'trade_status_sync',
    notify_id: `2026${randomBytes(14).toString('hex')}`,
    charset: 'utf-8',
    version: '1.0',
    app_id: merchant.appId,
    seller_id: merchant.sellerId,
    trade_no: trade.tradeNo,
    out_trade_no: trade.outTradeNo,
    buyer_id: BUYER.id,
    buyer_logon_id: BUYER.logonId,
    trade_status: trade.status ?? 'WAIT_BUYER_PAY',
    total_amount: priceOf(trade.totalFen),
    subject: trade.subject,
    gmt_create: chinaTimeOf(trade.createdAt ?? at),
  };
  if (trade.paidAt) {
    fields.receipt_amount = priceOf(trade.totalFen);
    fields.buyer_pay_amount = priceOf(trade.totalFen);
    fields.invoice_amount = priceOf(trade.totalFen);
    fields.gmt_payment = chinaTimeOf(trade.paidAt);
    // A JSON value inside a form field, as Alipay sends it: quotes and braces to encode.
    fields.fund_bill_list = JSON.stringify([
      { amount: priceOf(trade.totalFen), fundChannel: 'ALIPAYACCOUNT' },
    ]);
  }
  if (trade.closedAt) fields.gmt_close = chinaTimeOf(trade.closedAt);
  return fields;
}

/** After a refund: the trade's status (TRADE_SUCCESS, or TRADE_CLOSED once refunded in full) and the refund. */
export function refundFields(
  merchant: { appId: string; sellerId: string },
  trade: FakeTrade,
  biz: Record<string, unknown>,
  at: Date,
): NotificationFields {
  return {
    ...statusFields(merchant, trade, at),
    out_biz_no: String(biz.out_request_no ?? trade.outTradeNo),
    refund_fee: priceOf(trade.refundedFen),
    gmt_refund: chinaTimeOf(at),
  };
}

export function signNotification(fields: NotificationFields, key: KeyObject): NotificationFields {
  return { ...fields, sign_type: 'RSA2', sign: rsa2Sign(notificationSignedText(fields), key) };
}
