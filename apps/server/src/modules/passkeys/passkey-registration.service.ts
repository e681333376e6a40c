import { createHmac } from 'node:crypto';
import { PASSKEY_LIMITS, type PasskeyRegistrationCredential } from '@gpucloud/contracts';
import { maskPhone } from '@gpucloud/domain';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { findSubAccountById, findUserById } from '../account';
import { assertOriginAllowed } from './client-data';
import { PasskeyReason } from './passkey-reasons';
import { holderOf, passkeyRowOf } from './passkey-rows';
import {
  countPasskeysOf,
  insertPasskey,
  listPasskeysOf,
  lockPasskeyAccount,
  type PasskeyHolder,
} from './passkeys.repository';
import { CHALLENGE_TTL_MS, issueChallenge, spendChallenge } from './webauthn-challenges';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * The WebAuthn user handle of an account: the same for every passkey of one holder (an authenticator
 * keeps one discoverable credential per site and handle), opaque outside (an HMAC under the data key).
 */
export function userHandleOf(deps: Pick<AppDeps, 'config'>, holder: PasskeyHolder): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', deps.config.dataKey)
    .update(`webauthn-user-handle:${holder.userId}:${holder.subAccountId ?? 0}`)
    .digest();
  return new Uint8Array(digest);
}

/** What the authenticator shows beside the passkey: the masked phone, or the sub-account's login name. */
async function accountLabel(
  deps: Deps,
  holder: PasskeyHolder,
): Promise<{ name: string; displayName: string }> {
  if (holder.subAccountId !== null) {
    const sub = await findSubAccountById(deps.db, holder.subAccountId);
    const name = sub?.loginName ?? `sub-account ${holder.subAccountId}`;
    return { name, displayName: name };
  }
  const user = await findUserById(deps.db, holder.userId);
  const phone = user ? maskPhone(user.phone) : `account ${holder.userId}`;
  return { name: phone, displayName: user?.name ?? phone };
}

/** Options for a new passkey of the caller: discoverable (resident), user verification preferred. */
export async function passkeyRegistrationOptions(deps: Deps, auth: AuthContext) {
  const holder = holderOf(auth);
  const existing = await listPasskeysOf(deps.db, holder);
  if (existing.length >= PASSKEY_LIMITS.perAccount)
    throw refused(`an account holds at most ${PASSKEY_LIMITS.perAccount} passkeys: remove one first`);
  const label = await accountLabel(deps, holder);
  const options = await generateRegistrationOptions({
    rpName: deps.config.webauthn.rpName,
    rpID: deps.config.webauthn.rpId,
    userName: label.name,
    userDisplayName: label.displayName,
    userID: userHandleOf(deps, holder),
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    // The same authenticator twice would be one credential under two names.
    excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeId = await issueChallenge(deps, {
    challenge: options.challenge,
    purpose: 'register',
    holder,
  });
  return { challenge_id: challengeId, options };
}

/** Keeps the passkey made with the caller's unspent options; counted and stored under the account's row lock. */
export async function registerPasskey(
  deps: Deps,
  auth: AuthContext,
  input: { challenge_id: string; name: string; credential: PasskeyRegistrationCredential },
) {
  const holder = holderOf(auth);
  const expectedChallenge = await spendChallenge(deps, {
    id: input.challenge_id,
    purpose: 'register',
    holder,
  });
  assertOriginAllowed(input.credential.response.clientDataJSON, deps.config.webauthn);
  const verification = await verifyRegistrationResponse({
    response: { ...input.credential, clientExtensionResults: {} },
    expectedChallenge,
    expectedOrigin: deps.config.webauthn.origins,
    expectedRPID: deps.config.webauthn.rpId,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw refused(PasskeyReason.NOT_VERIFIED);
  const info = verification.registrationInfo;
  try {
    const passkey = await deps.db.transaction(async (tx) => {
      await lockPasskeyAccount(tx, holder.userId);
      if ((await countPasskeysOf(tx, holder)) >= PASSKEY_LIMITS.perAccount)
        throw refused(`an account holds at most ${PASSKEY_LIMITS.perAccount} passkeys: remove one first`);
      return insertPasskey(tx, {
        userId: holder.userId,
        subAccountId: holder.subAccountId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: input.credential.response.transports ?? [],
        name: input.name,
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        createdAt: deps.clock.now(),
      });
    });
    return { passkey: passkeyRowOf(passkey) };
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(PasskeyReason.ALREADY_REGISTERED);
    throw error;
  }
}
