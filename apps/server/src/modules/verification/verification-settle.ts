import { VerifyStatus } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import type { VerificationCheckRow, VerificationRow } from '../../db/schema/verification/verification.table';
import { awardVerificationPoints } from '../points';
import { updatePendingVerification } from './verifications.repository';

/**
 * Applies what a record's third-party check decided to the record while it is pending: a bank card
 * passes or refuses it; a transfer that could not be delivered refuses it (one that arrived leaves
 * it waiting for its amount). A record that moved on already is left as it is.
 */
export async function settleRecord(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  row: VerificationRow,
  check: VerificationCheckRow,
): Promise<VerificationRow> {
  if (row.status !== VerifyStatus.PENDING || check.status === 'pending') return row;
  const transfer = check.kind === 'corporate_transfer';
  if (transfer && check.status === 'passed') return row;
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const changed = await updatePendingVerification(
      tx,
      row.id,
      check.status === 'passed'
        ? { status: VerifyStatus.PASSED, decidedAt: now }
        : {
            status: VerifyStatus.REFUSED,
            reason: transfer ? `the transfer could not be delivered: ${check.reason}` : check.reason,
            decidedAt: now,
          },
    );
    if (changed?.status === VerifyStatus.PASSED) await awardVerificationPoints(tx, changed, now);
    return changed;
  });
  return updated ?? row;
}
