import { randomBytes } from 'node:crypto';
import { ErrorCode, type SandboxNotification, sandboxNotificationSchema } from '@gpucloud/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import type { Db } from '../../../core/db';
import { failure, ok } from '../../../core/envelope';
import { AppError } from '../../../core/errors';
import {
  ForgedNotificationError,
  type GatewayPayment,
  type GatewayQuery,
  type IncomingNotification,
  type NotificationAnswer,
  type PaymentOrder,
  type PaymentProvider,
} from '../payment-provider';
import {
  countNotifyAttempt,
  findGatewayPayment,
  insertGatewayPayment,
  markGatewayClosed,
  markGatewayPaid,
} from './sandbox-gateway.repository';
import { hasValidSignature, signSandboxNotification } from './sandbox-notification';
import { createSandboxRefunds, type SandboxRefunds } from './sandbox-refunds';

export interface SandboxGatewayOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Absolute address of this server: the QR encodes `${publicBaseUrl}/sandbox/pay/{out_trade_no}`. */
  publicBaseUrl: string;
  secret: string;
  /** Sends one notification to our notify endpoint; true when it answered success. */
  deliver: (notification: SandboxNotification) => Promise<boolean>;
  /** How many times each success is delivered: real gateways repeat themselves, and so does this one. */
  deliveries: number;
}

export type ConfirmOutcome = 'paid' | 'already-paid' | 'expired' | 'unknown';

export interface SandboxGateway extends PaymentProvider, SandboxRefunds {
  /** What the cashier page shows. */
  find(outTradeNo: string): ReturnType<typeof findGatewayPayment>;
  /** The payer pressed "Confirm payment": the gateway takes the money and notifies the merchant. */
  confirm(outTradeNo: string): Promise<ConfirmOutcome>;
}

/** The sandbox among the gateways in use (tests reach its faults through it). */
export function isSandboxGateway(provider: PaymentProvider): provider is SandboxGateway {
  return provider.name === 'sandbox' && 'injectRefundFault' in provider;
}

function toPayment(row: {
  outTradeNo: string;
  transactionId: string | null;
  amount: number;
  paidAt: Date | null;
}): GatewayPayment {
  return {
    outTradeNo: row.outTradeNo,
    transactionId: row.transactionId ?? '',
    amountFen: row.amount,
    paidAt: row.paidAt ?? new Date(0),
  };
}

/** The sandbox answers in this server's own envelope: status 0 taken, 100041 refused. */
function sandboxNotificationAnswer(
  outcome: { accepted: true } | { accepted: false; reason: string },
): NotificationAnswer {
  const contentType = 'application/json; charset=utf-8';
  if (outcome.accepted) return { statusCode: 200, contentType, body: JSON.stringify(ok({})) };
  const refusal = new AppError(ErrorCode.PERMISSION_DENIED, outcome.reason);
  return {
    statusCode: refusal.httpStatus,
    contentType,
    body: JSON.stringify(failure(refusal.code, refusal.message)),
  };
}

/** The default payment provider: a cashier this server serves itself, with signed notifications. */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, clock, log, secret } = options;
  const refunds = createSandboxRefunds({ db, clock });

  async function notify(payment: GatewayPayment): Promise<void> {
    const unsigned = {
      out_trade_no: payment.outTradeNo,
      transaction_id: payment.transactionId,
      amount_fen: payment.amountFen,
      trade_state: 'SUCCESS' as const,
      success_time: payment.paidAt.toISOString(),
      nonce: randomBytes(12).toString('hex'),
    };
    const notification = { ...unsigned, signature: signSandboxNotification(secret, unsigned) };
    for (let attempt = 0; attempt < options.deliveries; attempt += 1) {
      await countNotifyAttempt(db, payment.outTradeNo);
      try {
        const accepted = await options.deliver(notification);
        if (!accepted) log.warn({ outTradeNo: payment.outTradeNo }, 'sandbox notification not accepted');
      } catch (error) {
        // Like a real gateway: a failed delivery is the merchant's problem; its query fallback settles it.
        log.warn({ err: error, outTradeNo: payment.outTradeNo }, 'sandbox notification delivery failed');
      }
    }
  }

  return {
    name: 'sandbox',
    channels: ['wechat', 'alipay'],

    async createQr(order: PaymentOrder) {
      await insertGatewayPayment(db, {
        outTradeNo: order.outTradeNo,
        channel: order.channel,
        amount: order.amountFen,
        description: order.description,
        expiresAt: order.expiresAt,
        createdAt: clock.now(),
      });
      return { qrContent: `${options.publicBaseUrl}/sandbox/pay/${encodeURIComponent(order.outTradeNo)}` };
    },

    async query(outTradeNo: string): Promise<GatewayQuery> {
      const row = await findGatewayPayment(db, outTradeNo);
      if (!row) return { state: 'unknown' };
      if (row.state === 'paid') return { state: 'paid', payment: toPayment(row) };
      return { state: row.state };
    },

    async close(outTradeNo: string) {
      await markGatewayClosed(db, outTradeNo);
      const row = await findGatewayPayment(db, outTradeNo);
      return row?.state === 'paid' ? 'paid' : 'closed';
    },

    async verifyNotification(incoming: IncomingNotification): Promise<GatewayPayment> {
      const parsed = sandboxNotificationSchema.safeParse(incoming.body);
      if (!parsed.success) throw new ForgedNotificationError('malformed notification');
      if (!hasValidSignature(secret, parsed.data)) throw new ForgedNotificationError('bad signature');
      return {
        outTradeNo: parsed.data.out_trade_no,
        transactionId: parsed.data.transaction_id,
        amountFen: parsed.data.amount_fen,
        paidAt: new Date(parsed.data.success_time),
      };
    },

    notificationAnswer: sandboxNotificationAnswer,

    refund: refunds.refund,
    queryRefund: refunds.queryRefund,
    injectRefundFault: refunds.injectRefundFault,
    clearRefundFaults: refunds.clearRefundFaults,

    find: (outTradeNo) => findGatewayPayment(db, outTradeNo),

    async confirm(outTradeNo: string): Promise<ConfirmOutcome> {
      const row = await findGatewayPayment(db, outTradeNo);
      if (!row) return 'unknown';
      if (row.state === 'paid') return 'already-paid';
      if (row.state === 'closed' || row.expiresAt <= clock.now()) return 'expired';
      const paid = await markGatewayPaid(
        db,
        outTradeNo,
        `SBX${randomBytes(10).toString('hex')}`,
        clock.now(),
      );
      if (!paid) return 'already-paid';
      await notify(toPayment(paid));
      return 'paid';
    },
  };
}
