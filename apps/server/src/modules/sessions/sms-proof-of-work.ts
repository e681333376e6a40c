import { ErrorCode, Reason } from '@gpucloud/contracts';
import { addMs, HOUR_MS, MINUTE_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, tooManyRequests } from '../../core/errors';
import {
  checkPowSolution,
  issuePowChallenge,
  type PowChallengeIssued,
  powKey,
} from '../../core/proof-of-work';
import { spendPowChallenge } from './login-sessions.repository';
import { countSmsCodesSince } from './sessions.repository';

/** How long a challenge may be worked on and answered. */
const POW_TTL_MS = 5 * MINUTE_MS;

/** What a send that may need a proof of work carries. */
export interface PowAnswer {
  challenge?: string | undefined;
  nonce?: string | undefined;
}

/** `/api/auth/get_pow_challenge`: a signed challenge at the configured difficulty; nothing is stored. */
export function newPowChallenge(deps: Pick<AppDeps, 'config' | 'clock'>): PowChallengeIssued {
  return issuePowChallenge(powKey(deps.config.dataKey), {
    difficulty: deps.config.smsPow.difficulty,
    now: deps.clock.now(),
    ttlMs: POW_TTL_MS,
  });
}

/**
 * Inside an SMS send's transaction: once `smsPow.after` codes went to this address within the
 * hour, the send needs a solved challenge, used up here so it counts once. Missing: 100051 naming
 * the challenge call; wrong, expired or used before: 100022 naming pow_nonce.
 */
export async function requireProofOfWorkIfBusy(
  deps: Pick<AppDeps, 'config'>,
  tx: Db,
  ip: string,
  answer: PowAnswer,
  now: Date,
): Promise<void> {
  const sent = await countSmsCodesSince(tx, { ip }, addMs(now, -HOUR_MS));
  if (sent < deps.config.smsPow.after) return;
  if (!answer.challenge || !answer.nonce) throw tooManyRequests(Reason.POW_REQUIRED);
  const solved = checkPowSolution(
    powKey(deps.config.dataKey),
    { challenge: answer.challenge, nonce: answer.nonce },
    { now, minDifficulty: deps.config.smsPow.difficulty },
  );
  if (!solved || !(await spendPowChallenge(tx, solved.salt, solved.expiresAt, now)))
    throw new AppError(ErrorCode.ILLEGAL_PARAMETER, Reason.POW_INVALID);
}
