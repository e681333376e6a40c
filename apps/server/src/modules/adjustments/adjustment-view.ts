import type { MoneyAdjustment } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import { type SystemText, systemText } from '../../core/messaging/system-text';
import type { MoneyAdjustmentRow } from '../../db/schema/adjustments/adjustments.table';
import type { AdjustmentView } from './adjustments.repository';
import { findAdjustmentView } from './adjustments.repository';

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

export function toMoneyAdjustment({
  adjustment: row,
  userPhone,
  requesterName,
  deciderName,
}: AdjustmentView): MoneyAdjustment {
  return {
    Id: row.id,
    RequestId: row.requestId,
    UserId: row.userId,
    UserPhone: userPhone,
    Direction: row.direction,
    Pocket: row.pocket,
    Amount: fenToYuan(row.amount),
    Reason: row.reason,
    Reference: row.reference,
    Status: row.status,
    RequestedBy: { Id: row.requestedBy, Name: requesterName },
    RequestedAt: row.requestedAt.toISOString(),
    DecidedBy: row.decidedBy === null ? null : { Id: row.decidedBy, Name: deciderName ?? '' },
    DecidedAt: row.decidedAt?.toISOString() ?? null,
    DecisionNote: row.decisionNote,
    BalanceBefore: yuanOrNull(row.balanceBefore),
    BalanceAfter: yuanOrNull(row.balanceAfter),
  };
}

/** The answer for one adjustment, read in the caller's transaction (so it sees its own writes). */
export async function adjustmentAnswer(db: Db, id: number): Promise<MoneyAdjustment> {
  const view = await findAdjustmentView(db, id);
  if (!view) throw new Error(`money adjustment ${id} vanished`);
  return toMoneyAdjustment(view);
}

/** Signed fen as the ledger takes it: a debit takes from the pocket. */
export function signedAmount(row: Pick<MoneyAdjustmentRow, 'direction' | 'amount'>): number {
  return row.direction === 'credit' ? row.amount : -row.amount;
}

/** The pocket's name in audit values, as SPEC §3 names the wallet's fields. */
export function pocketField(row: Pick<MoneyAdjustmentRow, 'pocket'>): 'Money' | 'PowerMoney' {
  return row.pocket === 'balance' ? 'Money' : 'PowerMoney';
}

/** What the audit note says of an adjustment: number, direction, pocket, amount, reason, reference. */
export function describeAdjustment(
  row: Pick<MoneyAdjustmentRow, 'id' | 'direction' | 'pocket' | 'amount' | 'reason' | 'reference'>,
): SystemText<'audit.adjustment'> {
  const { id, direction, pocket, amount, reference, reason } = row;
  return systemText('audit.adjustment', { id, direction, pocket, amount, reference, reason });
}
