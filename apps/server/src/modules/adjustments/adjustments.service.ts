import type { AdjustMoneyRequest, AdjustmentListRequest, MoneyAdjustment } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { MoneyAdjustmentRow } from '../../db/schema/adjustments/adjustments.table';
import { findUserById } from '../account';
import { assertPayBackLeavesInvoicesCovered } from '../invoices';
import { recordAudit } from '../staff';
import { adjustPocket } from '../wallet';
import {
  adjustmentAnswer,
  describeAdjustment,
  pocketField,
  signedAmount,
  toMoneyAdjustment,
} from './adjustment-view';
import {
  findAdjustmentByRequestId,
  insertAdjustment,
  listAdjustments,
  updateAdjustment,
} from './adjustments.repository';

/**
 * Moves the money of an adjustment (through the wallet's one owner of money movements) and marks it
 * applied, with the audit row of the balance before and after, all in the caller's transaction.
 */
export async function applyAdjustment(
  tx: Db,
  actor: StaffActor,
  row: MoneyAdjustmentRow,
  decision: { now: Date; decidedBy: number | null; note: string; names: Record<string, string> },
): Promise<void> {
  if (row.pocket === 'balance' && row.direction === 'debit')
    await assertPayBackLeavesInvoicesCovered(tx, row.userId, row.amount, decision.now);
  const { beforeFen, afterFen } = await adjustPocket(
    tx,
    row.userId,
    { pocket: row.pocket, amountFen: signedAmount(row) },
    { refType: 'adjustment', refId: row.reference, note: row.reason, now: decision.now },
  );
  await updateAdjustment(tx, row.id, {
    status: 'applied',
    decidedBy: decision.decidedBy,
    decidedAt: decision.decidedBy === null ? null : decision.now,
    decisionNote: decision.note,
    balanceBefore: beforeFen,
    balanceAfter: afterFen,
  });
  const field = pocketField(row);
  await recordAudit(tx, {
    ...actor,
    at: decision.now,
    objectType: 'user',
    objectId: row.userId,
    before: { [field]: fenToYuan(beforeFen) },
    after: { [field]: fenToYuan(afterFen), ...decision.names },
    note: describeAdjustment(row),
  });
}

function sameRequest(row: MoneyAdjustmentRow, request: AdjustMoneyRequest): boolean {
  return (
    row.userId === request.user_id &&
    row.direction === request.direction &&
    row.pocket === request.pocket &&
    row.amount === request.amount
  );
}

/**
 * A finance member's credit or debit. Up to the threshold it is applied at once; above it the
 * request waits for an admin. A request id seen before answers that request as it stands now and
 * writes nothing.
 */
export async function requestAdjustment(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  actor: StaffActor,
  request: AdjustMoneyRequest,
): Promise<MoneyAdjustment> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, request.user_id);
    if (!user) throw refused('user_id: no account has this id');
    if (user.unregisteredAt) throw refused('user_id: the account is closed');
    const pending = request.amount > deps.config.adjustmentApprovalThresholdFen;
    const row = await insertAdjustment(tx, {
      requestId: request.request_id,
      userId: user.id,
      direction: request.direction,
      pocket: request.pocket,
      amount: request.amount,
      reason: request.reason,
      reference: request.reference,
      status: 'pending',
      requestedBy: actor.staff.staffId,
      requestedAt: now,
    });
    if (!row) {
      const first = await findAdjustmentByRequestId(tx, request.request_id);
      if (!first || !sameRequest(first, request))
        throw refused('request_id: already used for a different adjustment');
      return adjustmentAnswer(tx, first.id);
    }
    if (pending) {
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: 'money_adjustment',
        objectId: row.id,
        before: null,
        after: { Status: 'pending', UserId: user.id },
        note: describeAdjustment(row),
      });
    } else {
      await applyAdjustment(tx, actor, row, { now, decidedBy: null, note: '', names: {} });
    }
    return adjustmentAnswer(tx, row.id);
  });
}

export async function listMoneyAdjustments(
  deps: Pick<AppDeps, 'config' | 'db'>,
  query: AdjustmentListRequest,
) {
  const { rows, total } = await listAdjustments(
    deps.db,
    { status: query.status, userId: query.user_id },
    { page: query.page, pageSize: query.page_size },
  );
  return {
    data: rows.map(toMoneyAdjustment),
    total,
    ApprovalThreshold: fenToYuan(deps.config.adjustmentApprovalThresholdFen),
  };
}
