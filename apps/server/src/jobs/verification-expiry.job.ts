import { VerifyStatus, VerifyType } from '@gpucloud/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../core/deps';
import { verifications } from '../db/schema/verification/verification.table';
import { notify } from '../modules/notifications';
import { kindOf } from '../modules/verification';

/**
 * Ends what time ends (status 3): a corporate transfer whose amount was not confirmed within 72
 * hours, and a student verification after its year. The owner is told of each, in the same
 * transaction as the change.
 */
export async function expireVerifications(deps: AppDeps): Promise<{ expired: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const transfers = await tx
      .update(verifications)
      .set({
        status: VerifyStatus.EXPIRED,
        reason: 'the transfer amount was not confirmed within 72 hours',
        decidedAt: now,
      })
      .where(
        and(
          eq(verifications.status, VerifyStatus.PENDING),
          eq(verifications.method, 'license_transfer'),
          lte(verifications.waitUntil, now),
        ),
      )
      .returning();
    const students = await tx
      .update(verifications)
      .set({ status: VerifyStatus.EXPIRED, reason: 'a student verification lasts one year' })
      .where(
        and(
          eq(verifications.status, VerifyStatus.PASSED),
          eq(verifications.verifyType, VerifyType.STUDENT),
          lte(verifications.expiresAt, now),
        ),
      )
      .returning();
    for (const row of [...transfers, ...students])
      await notify(
        tx,
        { userId: row.userId, subAccountId: null },
        {
          kind: 'notification',
          template: 'verification.expired',
          params: { kind: kindOf(row.verifyType) },
          link: '/console/verification/selectVerification',
          now,
        },
      );
    return { expired: transfers.length + students.length };
  });
}
