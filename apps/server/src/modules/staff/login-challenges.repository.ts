import { STAFF_CHALLENGE_MAX_ATTEMPTS } from '@gpucloud/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { staffLoginChallenges } from '../../db/schema/staff/staff.table';

export type LoginChallengeRow = typeof staffLoginChallenges.$inferSelect;

export async function insertLoginChallenge(
  db: Db,
  challenge: {
    id: string;
    tokenHash: string;
    staffId: number;
    purpose: 'totp' | 'enrol';
    pendingSecretSealed: string | null;
    ip: string;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(staffLoginChallenges).values({
    id: challenge.id,
    tokenHash: challenge.tokenHash,
    staffId: challenge.staffId,
    purpose: challenge.purpose,
    pendingSecretSealed: challenge.pendingSecretSealed,
    ip: challenge.ip,
    createdAt: challenge.now,
    expiresAt: challenge.expiresAt,
  });
}

/** A challenge that may still be answered: not used, not expired, wrong codes left. Locked for the answer. */
export async function findOpenChallenge(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<LoginChallengeRow | null> {
  const [row] = await db
    .select()
    .from(staffLoginChallenges)
    .where(
      and(
        eq(staffLoginChallenges.tokenHash, tokenHash),
        isNull(staffLoginChallenges.usedAt),
        gt(staffLoginChallenges.expiresAt, now),
        lt(staffLoginChallenges.attempts, STAFF_CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countWrongAnswer(db: Db, id: string): Promise<void> {
  await db
    .update(staffLoginChallenges)
    .set({ attempts: sql`${staffLoginChallenges.attempts} + 1` })
    .where(eq(staffLoginChallenges.id, id));
}

export async function markChallengeUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(staffLoginChallenges).set({ usedAt: now }).where(eq(staffLoginChallenges.id, id));
}
