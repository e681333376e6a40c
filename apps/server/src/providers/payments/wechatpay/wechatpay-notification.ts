import {
  ForgedNotificationError,
  type GatewayPayment,
  type IncomingNotification,
  type NotificationAnswer,
} from '../payment-provider';
import { notificationSchema, parseWechatTime, transactionSchema } from './wechatpay-answers';
import type { WechatPayConfig } from './wechatpay-config';
import { decryptResource, signatureHeadersOf, signatureProblem } from './wechatpay-signing';

/**
 * Reads a payment notification (`POST notify_url`) after checking, in this order, its platform
 * signature over the raw body with the four `Wechatpay-*` headers (a timestamp more than 5 minutes
 * from now is refused either way), that its resource decrypts with our APIv3 key, and that the
 * transaction is ours (mchid, appid) and in CNY. Whether the order exists and its amount matches is
 * the settling service's check: the amount is answered as WeChat Pay reports it.
 */
export function readWechatPayNotification(
  config: WechatPayConfig,
  incoming: IncomingNotification,
  now: Date,
): GatewayPayment | null {
  const signed = signatureHeadersOf((name) => incoming.headers[name]);
  const problem = signatureProblem(config, signed, incoming.rawBody, now);
  if (problem) throw new ForgedNotificationError(problem);

  const envelope = notificationSchema.safeParse(jsonOf(incoming.rawBody));
  if (!envelope.success) throw new ForgedNotificationError('not a WeChat Pay notification');
  const plaintext = decryptResource(config.apiV3Key, envelope.data.resource);
  if (plaintext === null)
    throw new ForgedNotificationError('the resource does not decrypt with our APIv3 key');
  // Signed and sealed with our key, yet some other event (a refund, a closed trade): nothing to credit.
  if (envelope.data.event_type !== 'TRANSACTION.SUCCESS') return null;

  const parsed = transactionSchema.safeParse(jsonOf(plaintext));
  if (!parsed.success) throw new ForgedNotificationError('the transaction cannot be read');
  const transaction = parsed.data;
  if (transaction.mchid !== config.mchId)
    throw new ForgedNotificationError('the payment is for another merchant');
  if (transaction.appid !== config.appId) throw new ForgedNotificationError('the payment is for another app');
  if (transaction.trade_state !== 'SUCCESS') return null;
  const { amount } = transaction;
  if (amount?.total === undefined || amount.currency !== 'CNY')
    throw new ForgedNotificationError('the payment is not an amount in CNY');
  const paidAt = parseWechatTime(transaction.success_time);
  if (!transaction.transaction_id || !paidAt)
    throw new ForgedNotificationError('the payment has no transaction id or time');
  return {
    outTradeNo: transaction.out_trade_no,
    transactionId: transaction.transaction_id,
    amountFen: amount.total,
    paidAt,
  };
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * WeChat Pay takes 200 or 204 as received; any 4XX/5XX, with `{"code":"FAIL","message":...}`, as not
 * received, and sends the notification again later. We refuse with 400: a notification we do not take
 * is never a fault of this server's (which answers no 5xx to what a caller sends).
 */
export function wechatPayNotificationAnswer(
  outcome: { accepted: true } | { accepted: false; reason: string },
): NotificationAnswer {
  if (outcome.accepted) return { statusCode: 204, contentType: 'text/plain; charset=utf-8', body: '' };
  return {
    statusCode: 400,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({ code: 'FAIL', message: outcome.reason.slice(0, 256) }),
  };
}
