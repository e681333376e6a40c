import { LOGIN_CHALLENGE_MAX_ATTEMPTS } from '@gpucloud/contracts';
import { loginChallengeStore } from '../../core/auth/login-challenge-store';
import type { Db } from '../../core/db';
import { customerLoginChallenges } from '../../db/schema/secondFactor/second-factors.table';
import type { FactorOwner } from './second-factors.repository';

export type CustomerChallengeRow = typeof customerLoginChallenges.$inferSelect;

/** Customers' login challenges: the one life of a challenge (core/auth), owned by an account. */
const store = loginChallengeStore(customerLoginChallenges, LOGIN_CHALLENGE_MAX_ATTEMPTS);

export async function insertChallenge(
  db: Db,
  challenge: { id: string; tokenHash: string; owner: FactorOwner; ip: string; now: Date; expiresAt: Date },
): Promise<void> {
  await store.insert(db, {
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
export const findOpenChallenge: (
  db: Db,
  tokenHash: string,
  now: Date,
) => Promise<CustomerChallengeRow | null> = store.findOpen;
export const countWrongAnswer = store.countWrongAnswer;
export const markChallengeUsed = store.markUsed;
