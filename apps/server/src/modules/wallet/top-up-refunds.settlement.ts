import type { TopUpRefundStatus } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import { systemText } from '../../core/messaging/system-text';
import type { TopUpRefundRow } from '../../db/schema/wallet/top-up-refunds.table';
import type { GatewayRefund, PaymentProvider } from '../../providers/payments/payment-provider';
import { notify } from '../notifications';
import { lockPayer } from './money-movements/payer';
import { returnTopUpRefund } from './money-movements/top-up-refunds';
import { findTopUpOrder } from './top-up.repository';
import {
  markTopUpRefundFailed,
  markTopUpRefundQueried,
  markTopUpRefundSucceeded,
  setGatewayRefundId,
} from './top-up-refunds.repository';
import type { GatewayDeps, WalletDeps } from './wallet-deps';

/**
 * Talking to the gateway about a refund already taken from the balance ('processing'), and settling
 * what it answers: succeeded is final; refused gives the money back to the balance in the
 * transaction that marks the refund failed; anything not known (processing, unreachable, an answer
 * we cannot read) leaves it processing, because the gateway may have paid. Each settlement is one
 * guarded move from processing, so several processes settling one refund settle it once.
 */

/** Where the customer reads their balance changes, the refund's rows among them. */
const BALANCE_CHANGES = '/console/finance/expenseDetail';

function gatewayOf(deps: Pick<AppDeps, 'payments' | 'log'>, refund: TopUpRefundRow): PaymentProvider | null {
  const gateway = deps.payments.named(refund.provider);
  if (!gateway)
    deps.log.error(
      { refundId: refund.id, provider: refund.provider },
      'top-up refund: its gateway is not in use; it stays processing',
    );
  return gateway;
}

async function markSucceeded(deps: WalletDeps, refund: TopUpRefundRow, gatewayRefundId: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const settled = await markTopUpRefundSucceeded(tx, refund.id, { gatewayRefundId, now });
    if (!settled) return;
    await notify(
      tx,
      { userId: settled.userId, subAccountId: null },
      {
        kind: 'notification',
        template: 'wallet.top_up_refunded',
        params: { amount: settled.amount, order: settled.outTradeNo, reason: settled.reason },
        link: BALANCE_CHANGES,
        now,
      },
    );
  });
}

async function markFailed(deps: WalletDeps, refund: TopUpRefundRow, reason: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // The wallet before the refund's row: the lock order of the refund's creation.
    await lockPayer(tx, { userId: refund.userId, subAccountId: null });
    const settled = await markTopUpRefundFailed(tx, refund.id, { reason, now });
    if (!settled) return;
    await returnTopUpRefund(tx, settled.userId, settled.amount, {
      outTradeNo: settled.outTradeNo,
      note: systemText('ledger.top_up_refund_refused', { id: settled.id, reason }),
      now,
    });
    await notify(
      tx,
      { userId: settled.userId, subAccountId: null },
      {
        kind: 'notification',
        template: 'wallet.top_up_refund_failed',
        params: { amount: settled.amount, order: settled.outTradeNo, reason },
        link: BALANCE_CHANGES,
        now,
      },
    );
  });
}

/** Settles what the gateway answered about a refund; answers the status it then has. */
export async function settleTopUpRefund(
  deps: WalletDeps,
  refund: TopUpRefundRow,
  answer: GatewayRefund,
): Promise<TopUpRefundStatus> {
  if (answer.state === 'succeeded') {
    await markSucceeded(deps, refund, answer.refundId);
    return 'succeeded';
  }
  if (answer.state === 'refused') {
    await markFailed(deps, refund, answer.reason || 'refused without a reason');
    return 'failed';
  }
  if (refund.gatewayRefundId !== answer.refundId)
    await setGatewayRefundId(deps.db, refund.id, answer.refundId);
  return 'processing';
}

/**
 * Asks the gateway to pay a refund back, with the refund's id as out_refund_no (asking again with
 * it refunds once), and settles the answer. A gateway that cannot be reached leaves it processing.
 */
export async function sendTopUpRefund(deps: GatewayDeps, refund: TopUpRefundRow): Promise<TopUpRefundStatus> {
  const gateway = gatewayOf(deps, refund);
  const order = await findTopUpOrder(deps.db, refund.outTradeNo);
  if (!gateway || !order) return 'processing';
  let answer: GatewayRefund;
  try {
    answer = await gateway.refund({
      outTradeNo: refund.outTradeNo,
      outRefundNo: refund.id,
      refundFen: refund.amount,
      totalFen: order.amount,
      reason: refund.reason,
    });
  } catch (error) {
    deps.log.warn(
      { err: error, refundId: refund.id },
      'top-up refund: no answer from the gateway; it stays processing and is asked about again',
    );
    return 'processing';
  }
  return settleTopUpRefund(deps, refund, answer);
}

/**
 * The settling job's question about one processing refund: how it stands at the gateway. One the
 * gateway never heard of (our request was lost on the way) is sent again under the same number.
 */
export async function queryTopUpRefund(
  deps: GatewayDeps,
  refund: TopUpRefundRow,
): Promise<TopUpRefundStatus> {
  // Marked first, so a refund that cannot be asked now waits its turn behind the others.
  await markTopUpRefundQueried(deps.db, refund.id, deps.clock.now());
  const gateway = gatewayOf(deps, refund);
  if (!gateway) return 'processing';
  let answer: GatewayRefund | 'unknown';
  try {
    answer = await gateway.queryRefund({ outTradeNo: refund.outTradeNo, outRefundNo: refund.id });
  } catch (error) {
    deps.log.warn({ err: error, refundId: refund.id }, 'top-up refund: the gateway could not be asked');
    return 'processing';
  }
  if (answer === 'unknown') return sendTopUpRefund(deps, refund);
  return settleTopUpRefund(deps, refund, answer);
}
