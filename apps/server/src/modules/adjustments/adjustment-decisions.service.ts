import type { MoneyAdjustment } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { permissionDenied, refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import type { MoneyAdjustmentRow } from '../../db/schema/adjustments/adjustments.table';
import { findStaffById, recordAudit } from '../staff';
import { adjustmentAnswer, describeAdjustment } from './adjustment-view';
import { findAdjustmentView, lockAdjustment, updateAdjustment } from './adjustments.repository';
import { applyAdjustment } from './adjustments.service';

/**
 * The second pair of eyes on a large adjustment: an admin other than the requester approves it
 * (it is applied then, once) or rejects it (nothing moves). The adjustment's row lock makes two
 * decisions queue up; the second finds it decided.
 */

async function lockPending(tx: Db, actor: StaffActor, adjustmentId: number) {
  const row = await lockAdjustment(tx, adjustmentId);
  if (!row) throw refused('adjustment_id: no adjustment has this id');
  if (row.requestedBy === actor.staff.staffId)
    throw permissionDenied('permission denied: another admin must decide an adjustment you asked for');
  return row;
}

async function staffName(db: Db, staffId: number): Promise<string> {
  return (await findStaffById(db, staffId))?.name ?? `#${staffId}`;
}

/** Why a decision is refused on an adjustment another decision has closed. */
const DECIDED_OTHERWISE = {
  applied: 'adjustment_id: the adjustment was applied already',
  rejected: 'adjustment_id: the adjustment was rejected',
} as const;

/**
 * Decides a pending adjustment under its row lock with `decide`. One that already has `outcome` is
 * answered as it is (a repeated decision changes nothing); one closed the other way is refused.
 */
async function decidePending(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  adjustmentId: number,
  outcome: 'applied' | 'rejected',
  decide: (tx: Db, row: MoneyAdjustmentRow, now: Date) => Promise<void>,
): Promise<MoneyAdjustment> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockPending(tx, actor, adjustmentId);
    if (row.status === outcome) return adjustmentAnswer(tx, row.id);
    if (row.status !== 'pending') throw refused(DECIDED_OTHERWISE[row.status]);
    await decide(tx, row, now);
    return adjustmentAnswer(tx, row.id);
  });
}

/** Applies a pending adjustment; an applied one is answered as it is (a repeated approval changes nothing). */
export function approveAdjustment(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  request: { adjustment_id: number; note: string },
): Promise<MoneyAdjustment> {
  return decidePending(deps, actor, request.adjustment_id, 'applied', async (tx, row, now) => {
    const names = {
      RequestedBy: await staffName(tx, row.requestedBy),
      ApprovedBy: await staffName(tx, actor.staff.staffId),
    };
    await applyAdjustment(tx, actor, row, { now, decidedBy: actor.staff.staffId, note: request.note, names });
  });
}

/** Rejects a pending adjustment with a reason; nothing moves. An applied one cannot be rejected. */
export function rejectAdjustment(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  request: { adjustment_id: number; note: string },
): Promise<MoneyAdjustment> {
  return decidePending(deps, actor, request.adjustment_id, 'rejected', async (tx, row, now) => {
    await updateAdjustment(tx, row.id, {
      status: 'rejected',
      decidedBy: actor.staff.staffId,
      decidedAt: now,
      decisionNote: request.note,
    });
    const view = await findAdjustmentView(tx, row.id);
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'money_adjustment',
      objectId: row.id,
      before: { Status: 'pending' },
      after: {
        Status: 'rejected',
        RequestedBy: view?.requesterName ?? '',
        RejectedBy: view?.deciderName ?? '',
      },
      note: systemText('audit.adjustment_rejected', {
        ...describeAdjustment(row).params,
        decision: request.note,
      }),
    });
  });
}
