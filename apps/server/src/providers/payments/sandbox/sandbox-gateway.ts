import { randomBytes } from 'node:crypto';
import { type SandboxNotification, sandboxNotificationSchema } from '@gpucloud/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import type { Db } from '../../../core/db';
import {
  ForgedNotificationError,
  type GatewayPayment,
  type GatewayQuery,
  type IncomingNotification,
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

export interface SandboxGateway extends PaymentProvider {
  /** What the cashier page shows. */
  find(outTradeNo: string): ReturnType<typeof findGatewayPayment>;
  /** The payer pressed "Confirm payment": the gateway takes the money and notifies the merchant. */
  confirm(outTradeNo: string): Promise<ConfirmOutcome>;
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

/** The default payment provider: a cashier this server serves itself, with signed notifications. */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, clock, log, secret } = options;

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

    verifyNotification(incoming: IncomingNotification): GatewayPayment {
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
