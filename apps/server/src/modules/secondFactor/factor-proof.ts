import type { SecondFactorAnswer } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { countPasskeysOf, passkeyAssertionOptions } from '../passkeys';
import { type FactorPurpose, type FactorRefusal, SECOND_FACTOR_VERIFIERS } from './factor-verifiers';
import { type FactorOwner, findSecondFactor } from './second-factors.repository';

export { WRONG_CODE } from './factor-verifiers';
export const NO_SECOND_FACTOR = 'no second factor is enabled on this account';
export const NO_PASSKEY = 'this account has no passkey: answer with a code';

export function ownerOf(auth: AuthContext): FactorOwner {
  return { userId: auth.userId, subAccountId: auth.subAccountId };
}

/** Wrong codes count toward the login throttle under this subject (sign-in and step-up alike). */
export function throttleSubject(owner: FactorOwner): string {
  return `second-factor:${owner.userId}:${owner.subAccountId ?? 'main'}`;
}

/**
 * WebAuthn options for answering with one of the owner's passkeys (a challenge of the owner's, for
 * this purpose); refused when the owner holds none.
 */
export async function ownerPasskeyOptions(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  owner: FactorOwner,
  purpose: FactorPurpose,
) {
  if ((await countPasskeysOf(deps.db, owner)) === 0) throw refused(NO_PASSKEY);
  return passkeyAssertionOptions(deps, { purpose, holder: owner });
}

/**
 * Checks one answer against the owner's enabled second factor (row locked) with the verifier of
 * its kind: 'none' when no factor is enabled, true when it passed, else the refusal's reason.
 */
export async function proveSecondFactor(
  tx: Db,
  deps: Pick<AppDeps, 'vault' | 'clock' | 'config'>,
  owner: FactorOwner,
  answer: SecondFactorAnswer,
  context: { purpose: FactorPurpose; now: Date },
): Promise<'none' | true | FactorRefusal> {
  const factor = await findSecondFactor(tx, owner, { forUpdate: true });
  if (!factor || factor.enabledAt === null) return 'none';
  return SECOND_FACTOR_VERIFIERS[answer.factor]({ tx, deps, owner, factor, answer, ...context });
}
