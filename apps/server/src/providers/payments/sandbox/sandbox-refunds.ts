import { randomBytes } from 'node:crypto';
import { formatFen } from '@gpucloud/domain';
import { addMs, type Clock } from '../../../core/clock';
import type { Db } from '../../../core/db';
import { type GatewayRefund, PaymentGatewayError, type PaymentRefund } from '../payment-provider';
import {
  addRefunded,
  findGatewayRefund,
  insertGatewayRefund,
  lockGatewayPayment,
  type SandboxRefundRow,
  settleGatewayRefund,
} from './sandbox-gateway.repository';

/**
 * What the next refund meets at the sandbox gateway, for tests and demos (as the simulated compute
 * takes faults): a refusal, a refund that stays processing for a while (then succeeds, or is
 * refused), a request that never reaches the gateway, or a refund made whose answer is lost.
 */
export type SandboxRefundFault =
  | { kind: 'refuse'; reason: string }
  | { kind: 'processing'; settlesAfterMs: number; outcome?: 'succeeded' }
  | { kind: 'processing'; settlesAfterMs: number; outcome: 'refused'; reason: string }
  | { kind: 'unreachable' }
  | { kind: 'answer-lost' };

export interface SandboxRefunds {
  refund(refund: PaymentRefund): Promise<GatewayRefund>;
  queryRefund(refund: { outTradeNo: string; outRefundNo: string }): Promise<GatewayRefund | 'unknown'>;
  /** Queues a fault for the next refund request (each fault is met once, in order). */
  injectRefundFault(fault: SandboxRefundFault): void;
  clearRefundFaults(): void;
}

function answerOf(row: SandboxRefundRow): GatewayRefund {
  if (row.state === 'refused') return { state: 'refused', reason: row.refusal };
  return { state: row.state, refundId: row.refundId };
}

/** Why a new refund of this payment is refused, or null when the gateway makes it. */
function refusalOf(
  payment: { state: string; amount: number; refunded: number },
  request: PaymentRefund,
  fault: SandboxRefundFault | undefined,
): string | null {
  if (payment.state !== 'paid') return 'the order is not paid';
  if (request.totalFen !== payment.amount) return 'the total does not match the payment';
  const left = payment.amount - payment.refunded;
  if (request.refundFen > left)
    return `the refund is more than what is left of the payment (${formatFen(left)} yuan)`;
  return fault?.kind === 'refuse' ? fault.reason : null;
}

/**
 * The sandbox gateway's refunds, kept in its own table as a real gateway keeps them: at most what
 * was paid per payment (a CHECK holds it too), one refund per `outRefundNo` (asking again answers
 * the same), settled by default at once, or later as an injected fault says.
 */
export function createSandboxRefunds({ db, clock }: { db: Db; clock: Clock }): SandboxRefunds {
  const faults: SandboxRefundFault[] = [];

  async function record(request: PaymentRefund, fault: SandboxRefundFault | undefined) {
    return db.transaction(async (tx): Promise<GatewayRefund> => {
      // The payment's lock first: refunds of one payment (and repeats of one refund) queue up here.
      const payment = await lockGatewayPayment(tx, request.outTradeNo);
      const known = await findGatewayRefund(tx, request.outRefundNo);
      if (known) {
        if (known.outTradeNo !== request.outTradeNo || known.amount !== request.refundFen)
          throw new PaymentGatewayError(`out_refund_no ${request.outRefundNo} was used for another refund`);
        return answerOf(known);
      }
      if (!payment) return { state: 'refused', reason: 'no such order' };
      const refusal = refusalOf(payment, request, fault);
      const now = clock.now();
      const later = fault?.kind === 'processing' && !refusal ? fault : null;
      const row = await insertGatewayRefund(tx, {
        outRefundNo: request.outRefundNo,
        outTradeNo: request.outTradeNo,
        refundId: `SBXR${randomBytes(10).toString('hex')}`,
        amount: request.refundFen,
        reason: request.reason,
        state: refusal ? 'refused' : later ? 'processing' : 'succeeded',
        outcome: refusal || later?.outcome === 'refused' ? 'refused' : 'succeeded',
        refusal: refusal ?? (later?.outcome === 'refused' ? later.reason : ''),
        createdAt: now,
        settlesAt: later ? addMs(now, later.settlesAfterMs) : now,
        settledAt: later ? null : now,
      });
      if (!row) throw new Error(`sandbox refund ${request.outRefundNo} appeared under the payment's lock`);
      if (row.state !== 'refused') await addRefunded(tx, row.outTradeNo, row.amount);
      return answerOf(row);
    });
  }

  return {
    async refund(request) {
      const fault = faults.shift();
      if (fault?.kind === 'unreachable')
        throw new PaymentGatewayError('sandbox gateway unreachable (injected fault)');
      const answer = await record(request, fault);
      if (fault?.kind === 'answer-lost')
        throw new PaymentGatewayError('sandbox gateway: the refund was made but its answer was lost');
      return answer;
    },

    async queryRefund({ outTradeNo, outRefundNo }) {
      const row = await findGatewayRefund(db, outRefundNo);
      if (!row || row.outTradeNo !== outTradeNo) return 'unknown';
      const now = clock.now();
      if (row.state !== 'processing' || row.settlesAt > now) return answerOf(row);
      return db.transaction(async (tx) => {
        await lockGatewayPayment(tx, outTradeNo);
        const settled = await settleGatewayRefund(tx, outRefundNo, now);
        // A refund refused late gives its amount back to what may still be refunded.
        if (settled?.state === 'refused') await addRefunded(tx, outTradeNo, -settled.amount);
        const current = settled ?? (await findGatewayRefund(tx, outRefundNo));
        return current ? answerOf(current) : 'unknown';
      });
    },

    injectRefundFault(fault) {
      faults.push(fault);
    },

    clearRefundFaults() {
      faults.length = 0;
    },
  };
}
