import { VerifyStatus } from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { verifications } from '../../db/schema/verification/verification.table';

const PASSED = VerifyStatus.PASSED;

export async function passedVerifyTypes(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ verifyType: verifications.verifyType })
    .from(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.status, PASSED)));
  return new Set(rows.map((row) => row.verifyType));
}
