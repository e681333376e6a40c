import type { LoginData, PasskeyAssertionCredential } from '@gpucloud/contracts';
import type { Db } from '../../core/db';
import type { RequestMeta } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { findSubAccountById, findUserById } from '../account';
import { assertLoginAllowed, createSession, recordLoginFailure, type SessionDeps } from '../sessions';
import { verifyPasskeyAssertion } from './passkey-assertion';
import { PasskeyReason } from './passkey-reasons';
import type { PasskeyHolder } from './passkeys.repository';

/** A closed account, or a deleted sub-account, signs in with nothing, passkeys included. */
async function accountIsOpen(db: Db, holder: PasskeyHolder): Promise<boolean> {
  const user = await findUserById(db, holder.userId);
  if (!user || user.unregisteredAt) return false;
  if (holder.subAccountId === null) return true;
  const sub = await findSubAccountById(db, holder.subAccountId);
  return sub !== null && sub.deletedAt === null;
}

/**
 * Signing in with a passkey alone: a session exactly like the password login's, for the main account
 * or the sub-account the passkey belongs to. Failures count in the same login throttle, weighed per
 * credential id and client address (and per address over every door).
 */
export async function signInWithPasskey(
  deps: SessionDeps,
  input: { challenge_id: string; credential: PasskeyAssertionCredential },
  meta: RequestMeta,
): Promise<LoginData> {
  const subject = `passkey:${input.credential.id}`;
  await assertLoginAllowed(deps, subject, meta.ip);
  try {
    const verified = await verifyPasskeyAssertion(deps, {
      challengeId: input.challenge_id,
      credential: input.credential,
      purpose: 'sign-in',
      expected: null,
    });
    const owner = { userId: verified.userId, subAccountId: verified.subAccountId };
    if (!(await accountIsOpen(deps.db, owner))) throw refused(PasskeyReason.NOT_ACCEPTED);
    return await createSession(deps.db, deps, owner, meta);
  } catch (error) {
    // An answer to no live challenge tried nothing (every try needs fresh options from us): only
    // answers that reached the credential check count as failed logins.
    if (error instanceof AppError && error.message !== PasskeyReason.CHALLENGE_SPENT)
      await recordLoginFailure(deps, subject, meta.ip);
    throw error;
  }
}
