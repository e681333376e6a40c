import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import {
  type GatewayQuery,
  type GatewayRefund,
  type NotificationAnswer,
  PaymentGatewayError,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentRefund,
} from '../payment-provider';
import {
  closeAnswer,
  precreateAnswer,
  queryAnswer,
  REFUND_REFUSALS,
  refundAnswer,
  refundQueryAnswer,
} from './alipay-answers';
import { createAlipayClient } from './alipay-client';
import type { AlipayConfig } from './alipay-config';
import { readAlipayNotification } from './alipay-notification';
import { chinaTime, fenOfYuanText, parseChinaTime, yuanText } from './alipay-values';

const TRADE_NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';
/** Alipay caps `subject` at 256 characters and `refund_reason` at 256. */
const TEXT_LIMIT = 256;

/**
 * Alipay face-to-face payment by QR code (当面付, alipay.trade.precreate) through the classic
 * gateway, signed RSA2 with the app key by the official SDK; answers and notifications verified with
 * Alipay's public key.
 */
export function createAlipayGateway(
  config: AlipayConfig,
  options: { notifyUrl: string; clock: Clock; log: FastifyBaseLogger },
): PaymentProvider {
  const { log } = options;
  const client = createAlipayClient(config, options.clock);

  async function query(outTradeNo: string): Promise<GatewayQuery> {
    const outcome = await client.call('alipay.trade.query', { out_trade_no: outTradeNo }, queryAnswer);
    if (!outcome.ok) {
      // A precreated trade exists at Alipay only once the buyer scanned the code.
      if (outcome.subCode === TRADE_NOT_EXIST) return { state: 'unknown' };
      throw refusal('alipay.trade.query', outcome);
    }
    const trade = outcome.answer;
    if (trade.out_trade_no !== outTradeNo)
      throw new PaymentGatewayError(
        `alipay.trade.query answered about ${trade.out_trade_no}, not ${outTradeNo}`,
      );
    switch (trade.trade_status) {
      case 'WAIT_BUYER_PAY':
        return { state: 'pending' };
      // Also a paid trade refunded in full: by then the order was settled long ago.
      case 'TRADE_CLOSED':
        return { state: 'closed' };
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED': {
        const amountFen = fenOfYuanText(trade.total_amount);
        const paidAt = parseChinaTime(trade.send_pay_date);
        if (amountFen === null || !paidAt)
          throw new PaymentGatewayError(
            'alipay.trade.query answered a paid trade without a readable amount or time',
          );
        return { state: 'paid', payment: { outTradeNo, transactionId: trade.trade_no, amountFen, paidAt } };
      }
      default:
        throw new PaymentGatewayError(`alipay.trade.query answered trade_status ${trade.trade_status}`);
    }
  }

  async function queryRefund(refund: {
    outTradeNo: string;
    outRefundNo: string;
  }): Promise<GatewayRefund | 'unknown'> {
    const outcome = await client.call(
      'alipay.trade.fastpay.refund.query',
      { out_trade_no: refund.outTradeNo, out_request_no: refund.outRefundNo },
      refundQueryAnswer,
    );
    if (!outcome.ok) {
      if (outcome.subCode === TRADE_NOT_EXIST) return 'unknown';
      throw refusal('alipay.trade.fastpay.refund.query', outcome);
    }
    const { refund_status: status, trade_no: tradeNo } = outcome.answer;
    // Alipay answers 10000 without the refund's fields when it has no such refund (or it failed).
    if (!status || !tradeNo) return 'unknown';
    const refundId = refundIdOf(tradeNo, refund.outRefundNo);
    return status === 'REFUND_SUCCESS' ? { state: 'succeeded', refundId } : { state: 'processing', refundId };
  }

  return {
    name: 'alipay',
    channels: ['alipay'],

    async createQr(order: PaymentOrder) {
      if (order.channel !== 'alipay')
        throw new PaymentGatewayError(`alipay takes no ${order.channel} payments`);
      const outcome = await client.call(
        'alipay.trade.precreate',
        {
          out_trade_no: order.outTradeNo,
          total_amount: yuanText(order.amountFen),
          subject: order.description.slice(0, TEXT_LIMIT),
          // Absolute: timeout_express of a precreated trade would count from the scan, not from now.
          time_expire: chinaTime(order.expiresAt),
        },
        precreateAnswer,
        { notifyUrl: options.notifyUrl },
      );
      if (!outcome.ok) throw refusal('alipay.trade.precreate', outcome);
      return { qrContent: outcome.answer.qr_code };
    },

    query,

    async close(outTradeNo: string) {
      const outcome = await client.call('alipay.trade.close', { out_trade_no: outTradeNo }, closeAnswer);
      if (outcome.ok) return 'closed';
      // Never scanned: there is no trade to close, and time_expire keeps a late scan from paying.
      if (outcome.subCode === TRADE_NOT_EXIST) return 'closed';
      if (outcome.subCode === 'ACQ.TRADE_STATUS_ERROR') {
        // Only a trade waiting for payment closes: this one was paid, or closed already.
        const now = await query(outTradeNo);
        if (now.state === 'paid' || now.state === 'closed') return now.state;
      }
      throw refusal('alipay.trade.close', outcome);
    },

    verifyNotification: async (incoming) => readAlipayNotification(config, client, incoming),

    notificationAnswer(outcome): NotificationAnswer {
      // Alipay reads the body only: `success` ends its deliveries, anything else has it send again.
      return { statusCode: 200, contentType: 'text/plain', body: outcome.accepted ? 'success' : 'failure' };
    },

    async refund(refund: PaymentRefund): Promise<GatewayRefund> {
      const outcome = await client.call(
        'alipay.trade.refund',
        {
          out_trade_no: refund.outTradeNo,
          refund_amount: yuanText(refund.refundFen),
          out_request_no: refund.outRefundNo,
          refund_reason: refund.reason.slice(0, TEXT_LIMIT),
        },
        refundAnswer,
      );
      if (!outcome.ok) {
        const reason = REFUND_REFUSALS[outcome.subCode];
        if (!reason) throw refusal('alipay.trade.refund', outcome);
        log.warn(
          { outTradeNo: refund.outTradeNo, outRefundNo: refund.outRefundNo, subCode: outcome.subCode },
          'alipay refused a refund',
        );
        return { state: 'refused', reason: `${reason} (${outcome.subCode})` };
      }
      const refundId = refundIdOf(outcome.answer.trade_no, refund.outRefundNo);
      if (outcome.answer.fund_change === 'Y') return { state: 'succeeded', refundId };
      // No money moved by this call: made by an earlier one with the same out_request_no, or not
      // made at all. Alipay's documented next step is the refund query.
      const made = await queryRefund(refund);
      return made === 'unknown' ? { state: 'processing', refundId } : made;
    },

    queryRefund,
  };
}

/** Alipay gives a refund no id of its own: it lists refunds under the trade, by our out_request_no. */
function refundIdOf(tradeNo: string, outRefundNo: string): string {
  return `${tradeNo}/${outRefundNo}`;
}

function refusal(method: string, outcome: { subCode: string; subMsg: string }): PaymentGatewayError {
  return new PaymentGatewayError(
    `alipay ${method} refused: ${outcome.subCode} ${outcome.subMsg.slice(0, 200)}`,
  );
}
