import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../../core/clock';
import {
  type GatewayQuery,
  type GatewayRefund,
  PaymentGatewayError,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentRefund,
} from '../payment-provider';
import {
  nativeOrderAnswerSchema,
  parseWechatTime,
  refundAnswerSchema,
  transactionSchema,
  type WechatRefund,
  type WechatTransaction,
} from './wechatpay-answers';
import { createWechatPayClient, type WechatPayAnswer } from './wechatpay-client';
import type { WechatPayConfig } from './wechatpay-config';
import { readWechatPayNotification, wechatPayNotificationAnswer } from './wechatpay-notification';
import { beijingTime } from './wechatpay-signing';

export interface WechatPayGatewayOptions {
  /** Our `POST /api/payment/notify/wechatpay`, absolute and https in production. */
  notifyUrl: string;
  /** Where refund results are sent; without it, the one set in the merchant platform. */
  refundNotifyUrl?: string;
  clock: Clock;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const DESCRIPTION_MAX_BYTES = 127;
const REFUND_REASON_MAX_CHARS = 80;
/** Error codes of the refund API that are WeChat Pay's decision, not a failure to answer. */
const REFUND_REFUSALS = new Set([
  'NOT_ENOUGH',
  'USER_ACCOUNT_ABNORMAL',
  'INVALID_REQUEST',
  'RESOURCE_NOT_EXISTS',
  'NO_AUTH',
  'REFUND_NOT_ALLOWED',
]);

/** WeChat Pay API v3, Native payment: the QR flow of SPEC §4 for the WeChat channel. */
export function createWechatPayGateway(
  config: WechatPayConfig,
  options: WechatPayGatewayOptions,
): PaymentProvider {
  const call = createWechatPayClient(config, options);
  const orderPath = (outTradeNo: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  return {
    name: 'wechatpay',
    channels: ['wechat'],

    async createQr(order: PaymentOrder) {
      if (order.channel !== 'wechat')
        throw new Error(`wechatpay takes WeChat payments, not ${order.channel}`);
      if (!Number.isSafeInteger(order.amountFen) || order.amountFen <= 0)
        throw new Error(`wechatpay needs a positive whole number of fen, got ${order.amountFen}`);
      const answer = await call('POST', '/v3/pay/transactions/native', {
        appid: config.appId,
        mchid: config.mchId,
        description: truncateUtf8(order.description, DESCRIPTION_MAX_BYTES),
        out_trade_no: order.outTradeNo,
        time_expire: beijingTime(order.expiresAt),
        notify_url: options.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      });
      const created = expectOk(answer, 'native order', nativeOrderAnswerSchema);
      return { qrContent: created.code_url };
    },

    async query(outTradeNo: string): Promise<GatewayQuery> {
      const answer = await call('GET', `${orderPath(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`);
      if (!answer.ok && answer.code === 'ORDER_NOT_EXIST') return { state: 'unknown' };
      const transaction = expectOk(answer, 'order query', transactionSchema);
      return queriedState(config, outTradeNo, transaction);
    },

    async close(outTradeNo: string) {
      const answer = await call('POST', `${orderPath(outTradeNo)}/close`, { mchid: config.mchId });
      if (answer.ok) return 'closed';
      if (answer.code === 'ORDERPAID') return 'paid';
      // Closed before, or never created at WeChat Pay: either way it cannot be paid.
      if (answer.code === 'ORDER_CLOSED' || answer.code === 'ORDER_NOT_EXIST') return 'closed';
      throw refusal('close', answer);
    },

    async verifyNotification(incoming) {
      return readWechatPayNotification(config, incoming, options.clock.now());
    },

    notificationAnswer: wechatPayNotificationAnswer,

    async refund(refund: PaymentRefund): Promise<GatewayRefund> {
      if (
        !Number.isSafeInteger(refund.refundFen) ||
        refund.refundFen <= 0 ||
        refund.refundFen > refund.totalFen
      )
        throw new Error(`a refund of ${refund.refundFen} fen out of ${refund.totalFen} cannot be asked for`);
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: refund.outTradeNo,
        out_refund_no: refund.outRefundNo,
        reason: [...refund.reason].slice(0, REFUND_REASON_MAX_CHARS).join(''),
        ...(options.refundNotifyUrl ? { notify_url: options.refundNotifyUrl } : {}),
        amount: { refund: refund.refundFen, total: refund.totalFen, currency: 'CNY' },
      });
      if (!answer.ok && REFUND_REFUSALS.has(answer.code))
        return { state: 'refused', reason: `${answer.code}: ${answer.message}` };
      const answered = expectOk(answer, 'refund', refundAnswerSchema);
      if (answered.amount.refund !== refund.refundFen)
        throw new PaymentGatewayError(
          `wechat pay answered a refund of ${answered.amount.refund} fen, not ${refund.refundFen}`,
        );
      return refundState(answered, refund);
    },

    async queryRefund(refund) {
      const answer = await call(
        'GET',
        `/v3/refund/domestic/refunds/${encodeURIComponent(refund.outRefundNo)}`,
      );
      if (!answer.ok && answer.code === 'RESOURCE_NOT_EXISTS') return 'unknown';
      return refundState(expectOk(answer, 'refund query', refundAnswerSchema), refund);
    },
  };
}

/** How a queried order stands, once the answer is known to be about our order. */
function queriedState(
  config: WechatPayConfig,
  outTradeNo: string,
  transaction: WechatTransaction,
): GatewayQuery {
  // The query documents appid as optional; when it is there it must be ours.
  const otherApp = transaction.appid !== undefined && transaction.appid !== config.appId;
  if (transaction.mchid !== config.mchId || otherApp || transaction.out_trade_no !== outTradeNo)
    throw new PaymentGatewayError(`wechat pay answered the query of ${outTradeNo} about another order`);
  switch (transaction.trade_state) {
    // REFUND: paid, then (part) refunded; the payment itself happened.
    case 'SUCCESS':
    case 'REFUND': {
      const { amount, transaction_id: transactionId } = transaction;
      const paidAt = parseWechatTime(transaction.success_time);
      if (!transactionId || amount?.total === undefined || amount.currency !== 'CNY' || !paidAt)
        throw new PaymentGatewayError(
          `wechat pay reported ${outTradeNo} paid without its CNY amount or time`,
        );
      return { state: 'paid', payment: { outTradeNo, transactionId, amountFen: amount.total, paidAt } };
    }
    case 'NOTPAY':
    case 'USERPAYING':
    case 'ACCEPT':
      return { state: 'pending' };
    case 'CLOSED':
    case 'REVOKED':
    case 'PAYERROR':
      return { state: 'closed' };
    default:
      throw new PaymentGatewayError(`wechat pay answered an unknown trade_state ${transaction.trade_state}`);
  }
}

function refundState(
  answer: WechatRefund,
  asked: { outTradeNo: string; outRefundNo: string },
): GatewayRefund {
  if (answer.out_refund_no !== asked.outRefundNo || answer.out_trade_no !== asked.outTradeNo)
    throw new PaymentGatewayError(`wechat pay answered about another refund than ${asked.outRefundNo}`);
  if (answer.amount.currency !== 'CNY')
    throw new PaymentGatewayError('wechat pay answered a refund not in CNY');
  switch (answer.status) {
    case 'SUCCESS':
      return { state: 'succeeded', refundId: answer.refund_id };
    case 'PROCESSING':
      return { state: 'processing', refundId: answer.refund_id };
    // ABNORMAL: the payer's bank refused it (card closed); CLOSED: 7 days without the funds to pay it.
    case 'ABNORMAL':
    case 'CLOSED':
      return { state: 'refused', reason: `refund ${answer.status} (${answer.refund_id})` };
    default:
      throw new PaymentGatewayError(`wechat pay answered an unknown refund status ${answer.status}`);
  }
}

/** The answer's body in the documented shape, or PaymentGatewayError. */
function expectOk<T>(answer: WechatPayAnswer, what: string, schema: z.ZodType<T>): T {
  if (!answer.ok) throw refusal(what, answer);
  const parsed = schema.safeParse(answer.body);
  if (parsed.success) return parsed.data;
  throw new PaymentGatewayError(`wechat pay answered the ${what} in a shape we cannot read`, {
    cause: parsed.error,
  });
}

function refusal(what: string, answer: Extract<WechatPayAnswer, { ok: false }>): PaymentGatewayError {
  return new PaymentGatewayError(
    `wechat pay refused the ${what}: ${answer.status} ${answer.code} ${answer.message}`,
  );
}

/** At most `maxBytes` of UTF-8, never cutting a character in two. */
export function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0;
  let kept = '';
  for (const character of text) {
    bytes += Buffer.byteLength(character, 'utf8');
    if (bytes > maxBytes) break;
    kept += character;
  }
  return kept;
}
