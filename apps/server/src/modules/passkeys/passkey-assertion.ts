import type { PasskeyAssertionCredential } from '@gpucloud/contracts';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { WebAuthnPurpose } from '../../db/schema/passkeys/passkeys.table';
import { assertOriginAllowed } from './client-data';
import { PasskeyReason } from './passkey-reasons';
import { userHandleOf } from './passkey-registration.service';
import {
  findPasskeyByCredentialId,
  listPasskeysOf,
  type PasskeyHolder,
  type PasskeyRecord,
  recordPasskeyUse,
} from './passkeys.repository';
import { CHALLENGE_TTL_MS, issueChallenge, spendChallenge } from './webauthn-challenges';

/** What an assertion may be for: signing in with a passkey alone, as a second factor, or a step-up. */
export type AssertionPurpose = Exclude<WebAuthnPurpose, 'register'>;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Signing in with a passkey alone must prove the person too (PIN, biometrics), not only the device. */
function userVerificationFor(purpose: AssertionPurpose): 'required' | 'preferred' {
  return purpose === 'sign-in' ? 'required' : 'preferred';
}

/**
 * Options for navigator.credentials.get(). For `sign-in` no account is known yet: the list of
 * credentials is empty and the authenticator offers its discoverable ones. For a second factor or a
 * step-up, `holder` is the account being confirmed: its passkeys are listed and the challenge is its own.
 */
export async function passkeyAssertionOptions(
  deps: Deps,
  input: { purpose: AssertionPurpose; holder: PasskeyHolder | null },
) {
  const allowed = input.holder ? await listPasskeysOf(deps.db, input.holder) : [];
  const options = await generateAuthenticationOptions({
    rpID: deps.config.webauthn.rpId,
    allowCredentials: allowed.map((key) => ({ id: key.credentialId, transports: key.transports })),
    timeout: CHALLENGE_TTL_MS,
    userVerification: userVerificationFor(input.purpose),
  });
  const challengeId = await issueChallenge(deps, {
    challenge: options.challenge,
    purpose: input.purpose,
    holder: input.holder,
  });
  return { challenge_id: challengeId, options };
}

export interface VerifiedPasskey extends PasskeyHolder {
  passkeyId: number;
}

function sameHolder(key: PasskeyRecord, holder: PasskeyHolder): boolean {
  return key.userId === holder.userId && key.subAccountId === holder.subAccountId;
}

/**
 * The one check of a passkey assertion, for every purpose (the sign-in here; the second factor and
 * step-up the integrator wires): the challenge is spent first (single-use, unexpired, of this purpose,
 * the expected account's when it names one), then the origin and relying party, that the credential
 * exists and belongs to the expected account (when one is expected) and to the user handle it
 * answered with, the signature, and a counter that grew (or is 0 on an authenticator that keeps
 * none). Answers whose account it is; refuses with a reason otherwise. Every refusal leaves the
 * challenge spent.
 */
export async function verifyPasskeyAssertion(
  deps: Deps,
  input: {
    challengeId: string;
    credential: PasskeyAssertionCredential;
    purpose: AssertionPurpose;
    /** The account the assertion must be of; null for signing in with a passkey alone. */
    expected: PasskeyHolder | null;
  },
): Promise<VerifiedPasskey> {
  const { credential } = input;
  const expectedChallenge = await spendChallenge(deps, {
    id: input.challengeId,
    purpose: input.purpose,
    holder: input.expected,
  });
  assertOriginAllowed(credential.response.clientDataJSON, deps.config.webauthn);
  const key =
    credential.id === credential.rawId ? await findPasskeyByCredentialId(deps.db, credential.id) : null;
  if (!key || (input.expected && !sameHolder(key, input.expected))) throw refused(PasskeyReason.NOT_ACCEPTED);
  const handle = credential.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(userHandleOf(deps, key)).toString('base64url'))
    throw refused(PasskeyReason.NOT_ACCEPTED);
  const verification = await verifyAuthenticationResponse({
    response: { ...credential, clientExtensionResults: {} },
    expectedChallenge,
    expectedOrigin: deps.config.webauthn.origins,
    expectedRPID: deps.config.webauthn.rpId,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: key.transports,
    },
    requireUserVerification: input.purpose === 'sign-in',
  }).catch(() => null);
  if (!verification?.verified) throw refused(PasskeyReason.NOT_ACCEPTED);
  const used = await recordPasskeyUse(deps.db, {
    id: key.id,
    counter: verification.authenticationInfo.newCounter,
    backedUp: verification.authenticationInfo.credentialBackedUp,
    now: deps.clock.now(),
  });
  if (!used) throw refused(PasskeyReason.NOT_ACCEPTED);
  return { userId: key.userId, subAccountId: key.subAccountId, passkeyId: key.id };
}
