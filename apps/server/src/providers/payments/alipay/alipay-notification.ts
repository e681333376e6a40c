import {
  ForgedNotificationError,
  type GatewayPayment,
  type IncomingNotification,
  PaymentGatewayError,
} from '../payment-provider';
import type { AlipayClient } from './alipay-client';
import type { AlipayConfig } from './alipay-config';
import { fenOfYuanText, parseChinaTime } from './alipay-values';

/** The statuses in which the buyer's money reached the merchant (FINISHED: no refund possible any more). */
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * Reads Alipay's asynchronous notification (a form POSTed to notify_url): the RSA2 `sign` over every
 * other field but `sign_type`, sorted, must verify with Alipay's public key, and app_id and seller_id
 * must be ours; until then nothing in it is trusted.
 *
 * notify_time is not judged: Alipay sends the same notification again for up to 25 hours (2m, 10m,
 * 10m, 1h, 2h, 6h, 15h) until it reads `success`, so a late one is normal. A replayed genuine
 * notification only repeats a payment Alipay really made, and crediting an order is idempotent, so
 * accepting it again changes nothing. The order and amount are checked against our own order by the
 * caller, which settles at most once.
 */
export function readAlipayNotification(
  config: AlipayConfig,
  client: AlipayClient,
  incoming: IncomingNotification,
): GatewayPayment | null {
  const fields = formFields(incoming.body);
  if (!fields) throw new ForgedNotificationError('not an Alipay notification form');
  if (fields.sign_type !== 'RSA2') throw new ForgedNotificationError('sign_type is not RSA2');
  if (!fields.sign || !client.notificationSigned(fields)) throw new ForgedNotificationError('bad signature');
  if (fields.app_id !== config.appId) throw new ForgedNotificationError('app_id is not ours');
  if (fields.seller_id !== config.sellerId) throw new ForgedNotificationError('seller_id is not ours');

  // Genuine and ours from here: what does not read is Alipay's doing, so it is asked again later.
  if (fields.notify_type !== 'trade_status_sync' || !PAID.has(fields.trade_status ?? '')) return null;
  const amountFen = fenOfYuanText(fields.total_amount);
  const paidAt = parseChinaTime(fields.gmt_payment);
  const { out_trade_no: outTradeNo, trade_no: transactionId } = fields;
  if (!outTradeNo || !transactionId || amountFen === null || !paidAt)
    throw new PaymentGatewayError(
      'alipay notification of a payment lacks out_trade_no, trade_no, total_amount or gmt_payment',
    );
  return { outTradeNo, transactionId, amountFen, paidAt };
}

/** The parsed form: each field once, as text; null for anything else (JSON, repeated fields...). */
function formFields(body: unknown): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body);
  if (!entries.every(([, value]) => typeof value === 'string')) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}
