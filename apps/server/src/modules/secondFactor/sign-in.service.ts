import { randomUUID } from 'node:crypto';
import {
  LOGIN_CHALLENGE_MAX_ATTEMPTS,
  LOGIN_CHALLENGE_TTL_SECONDS,
  type LoginData,
  type LoginOrChallenge,
  type LoginSecondFactorRequest,
  type SecondFactorKind,
} from '@gpucloud/contracts';
import { addMs, SECOND_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { refused } from '../../core/errors';
import { newSessionToken, sha256 } from '../../core/tokens';
import { countPasskeysOf } from '../passkeys';
import { assertLoginAllowed, createSession, recordLoginFailure, type SessionDeps } from '../sessions';
import { ownerPasskeyOptions, proveSecondFactor, throttleSubject } from './factor-proof';
import {
  countWrongAnswer,
  findOpenChallenge,
  insertChallenge,
  markChallengeUsed,
} from './login-challenges.repository';
import { type FactorOwner, hasEnabledSecondFactor } from './second-factors.repository';

const CHALLENGE_GONE = 'the login has expired or had too many wrong codes: log in again';

type SignInDeps = SessionDeps;

/** The kinds of answer an account can give: a code or a recovery code, and a passkey when it holds one. */
async function factorsOf(db: Db, owner: FactorOwner): Promise<SecondFactorKind[]> {
  const codes: SecondFactorKind[] = ['totp', 'recovery'];
  return (await countPasskeysOf(db, owner)) > 0 ? [...codes, 'passkey'] : codes;
}

/**
 * Options for answering an open sign-in challenge with a passkey: the challenge's account's passkeys,
 * a WebAuthn challenge of that account for the purpose 'second-factor'. The sign-in challenge is
 * only read (the answer spends it).
 */
export async function passkeyOptionsForLoginChallenge(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  challengeToken: string,
) {
  const challenge = await findOpenChallenge(deps.db, sha256(challengeToken), deps.clock.now());
  if (!challenge) throw refused(CHALLENGE_GONE);
  const owner = { userId: challenge.userId, subAccountId: challenge.subAccountId };
  return ownerPasskeyOptions(deps, owner, 'second-factor');
}

/**
 * After a good first factor (password, SMS code, WeChat): the session, or, when the account has a
 * second factor, a single-use challenge of 5 minutes to answer at /api/login_second_factor.
 */
export async function startSessionOrChallenge(
  db: Db,
  deps: SignInDeps & Pick<AppDeps, 'db'>,
  owner: FactorOwner,
  meta: RequestMeta,
): Promise<LoginOrChallenge> {
  if (!(await hasEnabledSecondFactor(db, owner))) return createSession(db, deps, owner, meta);
  // Someone guessing codes must also wait out the throttle before a new challenge.
  await assertLoginAllowed(deps, throttleSubject(owner), meta.ip);
  const now = deps.clock.now();
  const challenge = newSessionToken();
  await insertChallenge(db, {
    id: randomUUID(),
    tokenHash: sha256(challenge),
    owner,
    ip: meta.ip,
    now,
    expiresAt: addMs(now, LOGIN_CHALLENGE_TTL_SECONDS * SECOND_MS),
  });
  return {
    SecondFactor: 'required',
    Challenge: challenge,
    ExpiresIn: LOGIN_CHALLENGE_TTL_SECONDS,
    Factors: await factorsOf(db, owner),
  };
}

type Answer =
  | { ok: true; data: LoginData }
  | {
      ok: false;
      reason: string;
      wrong: { challengeId: string; owner: FactorOwner; attemptsLeft: number } | null;
    };

/**
 * The sign-in's second step: the challenge with a TOTP code (its step must be newer than the last
 * one accepted), a recovery code (each works once) or a passkey of the account (the assertion of
 * the options passkeyOptionsForLoginChallenge gave). A wrong answer counts against the challenge
 * (5 end it) and toward the login throttle; the session it opens counts as a fresh step-up.
 */
export async function completeLoginChallenge(
  deps: SignInDeps & Pick<AppDeps, 'db' | 'vault' | 'config'>,
  input: LoginSecondFactorRequest,
  meta: RequestMeta,
): Promise<LoginData> {
  const answer = await deps.db.transaction(async (tx): Promise<Answer> => {
    const now = deps.clock.now();
    const challenge = await findOpenChallenge(tx, sha256(input.challenge), now);
    if (!challenge) return { ok: false, reason: CHALLENGE_GONE, wrong: null };
    const owner = { userId: challenge.userId, subAccountId: challenge.subAccountId };
    const passed = await proveSecondFactor(tx, deps, owner, input, { purpose: 'second-factor', now });
    if (passed === 'none') {
      await markChallengeUsed(tx, challenge.id, now);
      return { ok: false, reason: CHALLENGE_GONE, wrong: null };
    }
    if (passed !== true) {
      const attemptsLeft = LOGIN_CHALLENGE_MAX_ATTEMPTS - challenge.attempts - 1;
      return { ok: false, reason: passed, wrong: { challengeId: challenge.id, owner, attemptsLeft } };
    }
    await markChallengeUsed(tx, challenge.id, now);
    return { ok: true, data: await createSession(tx, deps, owner, meta, { secondFactorAt: now }) };
  });
  if (answer.ok) return answer.data;
  if (answer.wrong) {
    // Counted after the answer's transaction: a refusal must not roll its own count back.
    await countWrongAnswer(deps.db, answer.wrong.challengeId);
    await recordLoginFailure(deps, throttleSubject(answer.wrong.owner), meta.ip);
    if (answer.wrong.attemptsLeft <= 0) throw refused(`${answer.reason}; ${CHALLENGE_GONE}`);
  }
  throw refused(answer.reason);
}
