import { STAFF_CHALLENGE_MAX_ATTEMPTS } from '@gpucloud/contracts';
import { loginChallengeStore } from '../../core/auth/login-challenge-store';
import type { Db } from '../../core/db';
import { staffLoginChallenges } from '../../db/schema/staff/staff.table';

export type LoginChallengeRow = typeof staffLoginChallenges.$inferSelect;

/** Staff login challenges: the one life of a challenge (core/auth), owned by a staff member. */
const store = loginChallengeStore(staffLoginChallenges, STAFF_CHALLENGE_MAX_ATTEMPTS);

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
  await store.insert(db, {
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
export const findOpenChallenge: (db: Db, tokenHash: string, now: Date) => Promise<LoginChallengeRow | null> =
  store.findOpen;
export const countWrongAnswer = store.countWrongAnswer;
export const markChallengeUsed = store.markUsed;
