import type { TopUpRefund } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import { type SystemText, systemText } from '../../core/messaging/system-text';
import type { TopUpRefundRow } from '../../db/schema/wallet/top-up-refunds.table';
import { findTopUpRefundView, type TopUpRefundView } from './top-up-refunds.repository';

export function toTopUpRefund({ refund: row, userPhone, requesterName }: TopUpRefundView): TopUpRefund {
  return {
    Id: row.id,
    RequestId: row.requestId,
    OutTradeNo: row.outTradeNo,
    UserId: row.userId,
    UserPhone: userPhone,
    Provider: row.provider,
    Amount: fenToYuan(row.amount),
    Reason: row.reason,
    Status: row.status,
    GatewayRefundId: row.gatewayRefundId,
    FailureReason: row.failureReason,
    RequestedBy: { Id: row.requestedBy, Name: requesterName },
    RequestedAt: row.requestedAt.toISOString(),
    SettledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** The answer for one refund as it stands (read in the caller's transaction when given one). */
export async function topUpRefundAnswer(db: Db, id: string): Promise<TopUpRefund> {
  const view = await findTopUpRefundView(db, id);
  if (!view) throw new Error(`top-up refund ${id} vanished`);
  return toTopUpRefund(view);
}

/** What the audit note says of a refund: number, amount, order, gateway and reason. */
export function describeTopUpRefund(
  row: Pick<TopUpRefundRow, 'id' | 'amount' | 'outTradeNo' | 'provider' | 'reason'>,
): SystemText<'audit.top_up_refund'> {
  return systemText('audit.top_up_refund', {
    id: String(row.id),
    amount: row.amount,
    order: row.outTradeNo,
    gateway: row.provider,
    reason: row.reason,
  });
}
