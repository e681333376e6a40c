import { ErrorCode, Reason } from '@gpucloud/contracts';
import type { Db } from './db';
import { AppError, refused } from './errors';

/** What a one-time code row holds for its check: the digest of the code and the tries counted. */
export interface OneTimeCodeRow {
  codeHash: string;
  attempts: number;
}

type Outcome = 'ok' | 'wrong' | 'missing' | 'exhausted';

/**
 * Uses up a one-time code (SMS, school email): the newest live one, locked; one whose tries are
 * spent is refused; a wrong try is counted and committed before the refusal, so the limit holds
 * even though the caller's request fails; the right one is used up.
 */
export async function consumeOneTimeCode<Row extends OneTimeCodeRow>(
  db: Db,
  code: {
    /** Locks the newest live code of its owner (db/live-codes lockLiveCode). */
    lockLive: (tx: Db) => Promise<Row | null>;
    /** The digest of the code the caller gave. */
    hash: string;
    maxAttempts: number;
    /** Counts one try, and marks the code used at `usedAt` when it was the right one. */
    countTry: (tx: Db, row: Row, usedAt: Date | null) => Promise<void>;
    /** The request field the code came in, named in the refusal. */
    field?: string;
  },
  now: Date,
): Promise<void> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const row = await code.lockLive(tx);
    if (!row) return 'missing';
    if (row.attempts >= code.maxAttempts) return 'exhausted';
    const matches = row.codeHash === code.hash;
    await code.countTry(tx, row, matches ? now : null);
    return matches ? 'ok' : 'wrong';
  });
  if (outcome === 'ok') return;
  if (outcome === 'exhausted')
    throw new AppError(ErrorCode.VERIFICATION_ATTEMPTS_LIMIT, Reason.SMS_ATTEMPTS_EXHAUSTED);
  throw refused(code.field ? `${code.field}: ${Reason.INVALID_SMS_CODE}` : Reason.INVALID_SMS_CODE);
}
