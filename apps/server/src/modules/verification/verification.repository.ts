import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { verifications } from './verification.table';

/** Verify types: 0 personal, 1 enterprise (SPEC §3), 2 student (our extension for student offers). */
export const VerifyType = { PERSONAL: 0, ENTERPRISE: 1, STUDENT: 2 } as const;
const PASSED = 1;

export async function passedVerifyTypes(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ verifyType: verifications.verifyType })
    .from(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.status, PASSED)));
  return new Set(rows.map((row) => row.verifyType));
}
