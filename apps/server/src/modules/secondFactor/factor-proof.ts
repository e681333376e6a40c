import type { SecondFactorKind } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { SECOND_FACTOR_VERIFIERS } from './factor-verifiers';
import { type FactorOwner, findSecondFactor } from './second-factors.repository';

export const WRONG_CODE = 'the code is incorrect';
export const NO_SECOND_FACTOR = 'no second factor is enabled on this account';

export function ownerOf(auth: AuthContext): FactorOwner {
  return { userId: auth.userId, subAccountId: auth.subAccountId };
}

/** Wrong codes count toward the login throttle under this subject (sign-in and step-up alike). */
export function throttleSubject(owner: FactorOwner): string {
  return `second-factor:${owner.userId}:${owner.subAccountId ?? 'main'}`;
}

/**
 * Checks one answer against the owner's enabled second factor (row locked) with the verifier of
 * its kind: 'none' when no factor is enabled, else whether it passed.
 */
export async function proveSecondFactor(
  tx: Db,
  deps: Pick<AppDeps, 'vault'>,
  owner: FactorOwner,
  answer: { factor: SecondFactorKind; code: string },
  now: Date,
): Promise<'none' | boolean> {
  const factor = await findSecondFactor(tx, owner, { forUpdate: true });
  if (!factor || factor.enabledAt === null) return 'none';
  return SECOND_FACTOR_VERIFIERS[answer.factor]({ tx, deps, factor, proof: answer.code, now });
}
