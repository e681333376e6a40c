import { LOGIN_CHALLENGE_MAX_ATTEMPTS } from '@gpucloud/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { customerLoginChallenges } from '../../db/schema/secondFactor/second-factors.table';
import type { FactorOwner } from './second-factors.repository';

export type CustomerChallengeRow = typeof customerLoginChallenges.$inferSelect;

export async function insertChallenge(
  db: Db,
  challenge: { id: string; tokenHash: string; owner: FactorOwner; ip: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(customerLoginChallenges).values({
    id: challenge.id,
    tokenHash: challenge.tokenHash,
    userId: challenge.owner.userId,
    subAccountId: challenge.owner.subAccountId,
    ip: challenge.ip,
    createdAt: challenge.now,
    expiresAt: challenge.expiresAt,
  });
}

/** A challenge that may still be answered: not used, not expired, wrong answers left. Locked for the answer. */
export async function findOpenChallenge(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<CustomerChallengeRow | null> {
  const [row] = await db
    .select()
    .from(customerLoginChallenges)
    .where(
      and(
        eq(customerLoginChallenges.tokenHash, tokenHash),
        isNull(customerLoginChallenges.usedAt),
        gt(customerLoginChallenges.expiresAt, now),
        lt(customerLoginChallenges.attempts, LOGIN_CHALLENGE_MAX_ATTEMPTS),
      ),
    )
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countWrongAnswer(db: Db, id: string): Promise<void> {
  await db
    .update(customerLoginChallenges)
    .set({ attempts: sql`${customerLoginChallenges.attempts} + 1` })
    .where(eq(customerLoginChallenges.id, id));
}

export async function markChallengeUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.update(customerLoginChallenges).set({ usedAt: now }).where(eq(customerLoginChallenges.id, id));
}
