import { VerifyStatus } from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps';
import {
  type VerificationCheckRow,
  type VerificationRow,
  verifications,
} from '../../db/schema/verification/verification.table';
import { awardVerificationPoints } from '../points';

/**
 * Applies what a record's third-party check decided to the record while it is pending: a bank card
 * passes or refuses it; a transfer that could not be delivered refuses it (one that arrived leaves
 * it waiting for its amount). A record that moved on already is left as it is.
 */
export async function settleRecord(
  deps: AppDeps,
  row: VerificationRow,
  check: VerificationCheckRow,
): Promise<VerificationRow> {
  if (row.status !== VerifyStatus.PENDING || check.status === 'pending') return row;
  const transfer = check.kind === 'corporate_transfer';
  if (transfer && check.status === 'passed') return row;
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(verifications)
      .set(
        check.status === 'passed'
          ? { status: VerifyStatus.PASSED, decidedAt: now }
          : {
              status: VerifyStatus.REFUSED,
              reason: transfer ? `the transfer could not be delivered: ${check.reason}` : check.reason,
              decidedAt: now,
            },
      )
      .where(and(eq(verifications.id, row.id), eq(verifications.status, VerifyStatus.PENDING)))
      .returning();
    if (changed?.status === VerifyStatus.PASSED) await awardVerificationPoints(tx, changed, now);
    return changed;
  });
  return updated ?? row;
}
