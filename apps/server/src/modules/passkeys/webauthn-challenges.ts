import { randomUUID } from 'node:crypto';
import { PASSKEY_LIMITS } from '@gpucloud/contracts';
import { addMs, HOUR_MS, MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { WebAuthnPurpose } from '../../db/schema/passkeys/passkeys.table';
import { PasskeyReason } from './passkey-reasons';
import {
  type ChallengeRecord,
  consumeChallenge,
  deleteStaleChallenges,
  insertChallenge,
  type PasskeyHolder,
} from './passkeys.repository';

/** How long a ceremony's options may be answered. */
export const CHALLENGE_TTL_MS = PASSKEY_LIMITS.challengeMinutes * MINUTE_MS;

/** Stores the challenge the library made for a ceremony, for `holder` when the ceremony names one. */
export async function issueChallenge(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { challenge: string; purpose: WebAuthnPurpose; holder: PasskeyHolder | null },
): Promise<string> {
  const now = deps.clock.now();
  const id = randomUUID();
  await deleteStaleChallenges(deps.db, addMs(now, -HOUR_MS));
  await insertChallenge(deps.db, {
    id,
    challenge: input.challenge,
    purpose: input.purpose,
    userId: input.holder?.userId ?? null,
    subAccountId: input.holder?.subAccountId ?? null,
    createdAt: now,
    expiresAt: addMs(now, CHALLENGE_TTL_MS),
  });
  return id;
}

function sameHolder(challenge: ChallengeRecord, holder: PasskeyHolder): boolean {
  return challenge.userId === holder.userId && challenge.subAccountId === holder.subAccountId;
}

/**
 * Spends the challenge (whatever comes next, it is never good again) and answers its text. A
 * challenge made for an account is good for that account only.
 */
export async function spendChallenge(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { id: string; purpose: WebAuthnPurpose; holder: PasskeyHolder | null },
): Promise<string> {
  const challenge = await consumeChallenge(deps.db, {
    id: input.id,
    purpose: input.purpose,
    now: deps.clock.now(),
  });
  if (!challenge) throw refused(PasskeyReason.CHALLENGE_SPENT);
  if (challenge.userId !== null && (input.holder === null || !sameHolder(challenge, input.holder)))
    throw refused(PasskeyReason.CHALLENGE_SPENT);
  return challenge.challenge;
}
