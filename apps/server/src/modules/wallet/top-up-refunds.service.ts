import {
  type RefundableTopUpsRequest,
  type RefundTopUpRequest,
  type TopUpRefund,
  type TopUpRefundListRequest,
  TopUpStatus,
} from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { newOrderNo } from '../../core/order-numbers';
import type { TopUpRefundRow } from '../../db/schema/wallet/top-up-refunds.table';
import { assertPayBackLeavesInvoicesCovered } from '../invoices';
import { recordAudit } from '../staff';
import { lockPayer } from './money-movements/payer';
import { overBalanceReason, takeForTopUpRefund } from './money-movements/top-up-refunds';
import { findTopUpOrder } from './top-up.repository';
import {
  findTopUpRefundByRequestId,
  insertTopUpRefund,
  listPaidTopUpsWithRefunds,
  listTopUpRefunds,
  refundedOfOrder,
} from './top-up-refunds.repository';
import { sendTopUpRefund } from './top-up-refunds.settlement';
import { describeTopUpRefund, topUpRefundAnswer, toTopUpRefund } from './top-up-refunds.view';
import { findBalanceFen } from './wallet.repository';
import type { GatewayDeps, WalletDeps } from './wallet-deps';

/**
 * Finance sends (part of) a paid top-up back to the payer (issue 19). The balance debit and the
 * refund row ('processing') are one transaction under the wallet's row lock, exactly once per
 * request id; then, outside it, the gateway is asked (top-up-refunds.settlement.ts).
 */

function sameRequest(row: TopUpRefundRow, request: RefundTopUpRequest): boolean {
  return row.outTradeNo === request.out_trade_no && row.amount === request.amount;
}

/** A request id seen before: the same request is answered as it stands, another one refused. */
function replayOf(row: TopUpRefundRow | null, request: RefundTopUpRequest): TopUpRefundRow {
  if (!row || !sameRequest(row, request)) throw refused('request_id: already used for a different refund');
  return row;
}

const yuanText = (fen: number) => fenToYuan(Math.max(0, fen)).toFixed(2);

/** Takes the money and records the refund, or answers the refund this request id made before. */
async function recordRefund(
  deps: WalletDeps & Pick<AppDeps, 'payments'>,
  actor: StaffActor,
  request: RefundTopUpRequest,
): Promise<{ row: TopUpRefundRow; fresh: boolean }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const first = await findTopUpRefundByRequestId(tx, request.request_id);
    if (first) return { row: replayOf(first, request), fresh: false };
    const order = await findTopUpOrder(tx, request.out_trade_no);
    if (!order) throw refused('out_trade_no: no top-up order has this number');
    if (order.status !== TopUpStatus.PAID) throw refused('out_trade_no: the order is not paid');
    if (!deps.payments.named(order.provider))
      throw refused(
        `out_trade_no: it was paid through ${order.provider}, which this server does not use now`,
      );
    // The invoices' lock before the wallet's, as every pay-back takes them.
    await assertPayBackLeavesInvoicesCovered(tx, order.userId, request.amount, now);
    const { wallet } = await lockPayer(tx, { userId: order.userId, subAccountId: null });
    // A twin of this request that held the lock before us has committed by now.
    const twin = await findTopUpRefundByRequestId(tx, request.request_id);
    if (twin) return { row: replayOf(twin, request), fresh: false };
    const left = order.amount - (await refundedOfOrder(tx, order.outTradeNo));
    if (request.amount > left)
      throw refused(`amount: more than is left to refund of this order (${yuanText(left)})`);
    if (request.amount > wallet.money) throw refused(overBalanceReason(wallet.money));
    const row = await insertTopUpRefund(tx, {
      id: newOrderNo('R', now),
      requestId: request.request_id,
      outTradeNo: order.outTradeNo,
      userId: order.userId,
      provider: order.provider,
      amount: request.amount,
      reason: request.reason,
      status: 'processing',
      requestedBy: actor.staff.staffId,
      requestedAt: now,
    });
    // Taken by a request for another account at the same moment.
    if (!row)
      return {
        row: replayOf(await findTopUpRefundByRequestId(tx, request.request_id), request),
        fresh: false,
      };
    const { beforeFen, afterFen } = await takeForTopUpRefund(tx, order.userId, request.amount, {
      outTradeNo: order.outTradeNo,
      note: request.reason,
      now,
    });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'user',
      objectId: order.userId,
      before: { Money: fenToYuan(beforeFen) },
      after: { Money: fenToYuan(afterFen), TopUpRefund: row.id, OutTradeNo: order.outTradeNo },
      note: describeTopUpRefund(row),
    });
    return { row, fresh: true };
  });
}

/**
 * Refunds part or all of a paid top-up: the money leaves the balance at once, then the gateway
 * pays it back (or refuses, and the money returns). A request id seen before answers that refund
 * as it stands now and moves nothing.
 */
export async function refundTopUp(
  deps: GatewayDeps,
  actor: StaffActor,
  request: RefundTopUpRequest,
): Promise<TopUpRefund> {
  const { row, fresh } = await recordRefund(deps, actor, request);
  if (fresh) await sendTopUpRefund(deps, row);
  return topUpRefundAnswer(deps.db, row.id);
}

export async function listRefundsOfTopUps(deps: Pick<AppDeps, 'db'>, query: TopUpRefundListRequest) {
  const { rows, total } = await listTopUpRefunds(
    deps.db,
    { status: query.status, userId: query.user_id, outTradeNo: query.out_trade_no },
    { page: query.page, pageSize: query.page_size },
  );
  return { data: rows.map(toTopUpRefund), total };
}

/** An account's paid top-ups with what is left to refund of each, and its balance now. */
export async function listRefundableTopUps(deps: Pick<AppDeps, 'db'>, query: RefundableTopUpsRequest) {
  const [{ rows, total }, balanceFen] = await Promise.all([
    listPaidTopUpsWithRefunds(deps.db, query.user_id, {
      page: query.page,
      pageSize: query.page_size,
    }),
    findBalanceFen(deps.db, query.user_id),
  ]);
  return {
    data: rows.map(({ order, refundedFen }) => ({
      OutTradeNo: order.outTradeNo,
      Amount: fenToYuan(order.amount),
      PayType: order.payType,
      Provider: order.provider,
      PaidAt: (order.paidAt ?? order.createdAt).toISOString(),
      Refunded: fenToYuan(refundedFen),
      Refundable: fenToYuan(Math.max(0, order.amount - refundedFen)),
    })),
    total,
    Balance: fenToYuan(balanceFen),
  };
}
