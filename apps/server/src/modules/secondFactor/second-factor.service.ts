import type { SecondFactorStatus, StepUpRequest } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  verifyTotp,
} from '../../core/auth/totp';
import { SECOND_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { findSubAccountById, findUserById } from '../account';
import {
  assertLoginAllowed,
  markSecondFactorProven,
  recordLoginFailure,
  secondFactorProvenAt,
} from '../sessions';
import {
  NO_SECOND_FACTOR,
  ownerOf,
  ownerPasskeyOptions,
  proveSecondFactor,
  throttleSubject,
  WRONG_CODE,
} from './factor-proof';
import {
  deleteSecondFactor,
  type FactorOwner,
  findSecondFactor,
  insertPendingFactor,
  updateSecondFactor,
} from './second-factors.repository';

/** What authenticator apps show above the code. */
const TOTP_ISSUER = 'GPU Cloud';
const ALREADY_ENABLED = 'a second factor is enabled already: turn it off first';
const NO_ENROLMENT = 'no enrolment is under way: start it again';
const ENROLMENT_RACED = 'another enrolment started at the same time: start it again';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'vault' | 'config'>;

/** Seconds of the session's last proof still left in the window (0: a guarded call asks again). */
function validForSeconds(deps: Pick<AppDeps, 'clock' | 'config'>, provenAt: Date | null): number {
  if (!provenAt) return 0;
  const windowMs = deps.config.secondFactor.stepUpWindowSeconds * SECOND_MS;
  const left = provenAt.getTime() + windowMs - deps.clock.now().getTime();
  return Math.max(0, Math.ceil(left / SECOND_MS));
}

export async function secondFactorStatus(deps: Deps, auth: AuthContext): Promise<SecondFactorStatus> {
  const row = await findSecondFactor(deps.db, ownerOf(auth));
  const enabled = row?.enabledAt != null;
  return {
    Enabled: enabled,
    EnabledAt: enabled && row?.enabledAt ? row.enabledAt.toISOString() : null,
    RecoveryCodesLeft: enabled && row ? row.recoveryCodeHashes.length : 0,
    StepUpWindowSeconds: deps.config.secondFactor.stepUpWindowSeconds,
    StepUpValidFor: enabled ? validForSeconds(deps, await secondFactorProvenAt(deps.db, auth.sessionId)) : 0,
  };
}

/** The name the authenticator app lists the secret under: the phone, or the sub-account's login name. */
async function accountLabel(db: Db, owner: FactorOwner): Promise<string> {
  if (owner.subAccountId !== null) {
    const sub = await findSubAccountById(db, owner.subAccountId);
    return sub?.loginName ?? `sub-account ${owner.subAccountId}`;
  }
  const user = await findUserById(db, owner.userId);
  return user?.phone ?? `account ${owner.userId}`;
}

/** A new secret, kept sealed beside the account until a first code confirms it; starting again replaces it. */
export async function startTotpEnrolment(deps: Deps, auth: AuthContext) {
  const owner = ownerOf(auth);
  const secret = generateTotpSecret();
  const sealed = deps.vault.seal(secret);
  try {
    await deps.db.transaction(async (tx) => {
      const row = await findSecondFactor(tx, owner, { forUpdate: true });
      if (row?.enabledAt) throw refused(ALREADY_ENABLED);
      if (row) await updateSecondFactor(tx, row.id, { pendingSecretSealed: sealed });
      else await insertPendingFactor(tx, owner, sealed);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(ENROLMENT_RACED);
    throw error;
  }
  const account = await accountLabel(deps.db, owner);
  return { Secret: secret, OtpauthUri: otpauthUri({ issuer: TOTP_ISSUER, account, secret }) };
}

/**
 * The first code of the new secret enables it and answers 10 recovery codes, this once (only their
 * hashes are kept). The session has just proven the factor: the guarded calls are open to it.
 */
export async function confirmTotpEnrolment(
  deps: Deps,
  auth: AuthContext,
  code: string,
  meta: RequestMeta,
): Promise<{ RecoveryCodes: string[] }> {
  const owner = ownerOf(auth);
  const subject = throttleSubject(owner);
  await assertLoginAllowed(deps, subject, meta.ip);
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await findSecondFactor(tx, owner, { forUpdate: true });
    if (row?.enabledAt) throw refused(ALREADY_ENABLED);
    if (!row?.pendingSecretSealed) throw refused(NO_ENROLMENT);
    const step = verifyTotp(deps.vault.open(row.pendingSecretSealed), code, now.getTime());
    if (step === null) return null;
    const recoveryCodes = generateRecoveryCodes();
    await updateSecondFactor(tx, row.id, {
      totpSecretSealed: row.pendingSecretSealed,
      pendingSecretSealed: null,
      enabledAt: now,
      lastStep: step,
      recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
    });
    await markSecondFactorProven(tx, auth.sessionId, now);
    return recoveryCodes;
  });
  if (outcome === null) {
    await recordLoginFailure(deps, subject, meta.ip);
    throw refused(WRONG_CODE);
  }
  return { RecoveryCodes: outcome };
}

/** Turns the second factor off (the endpoint asks for a step-up first); sign-ins need no code again. */
export async function disableSecondFactor(deps: Deps, auth: AuthContext): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findSecondFactor(tx, ownerOf(auth), { forUpdate: true });
    if (!row?.enabledAt) throw refused(NO_SECOND_FACTOR);
    await deleteSecondFactor(tx, row.id);
  });
}

/** Options for a step-up with a passkey: the caller's passkeys, a WebAuthn challenge of the caller's. */
export function stepUpPasskeyOptions(deps: Deps, auth: AuthContext) {
  return ownerPasskeyOptions(deps, ownerOf(auth), 'step-up');
}

/**
 * Proves the second factor again (a code, a recovery code, or one of the caller's passkeys): the
 * guarded calls are open to this session for the window.
 */
export async function stepUp(
  deps: Deps,
  auth: AuthContext,
  input: StepUpRequest,
  meta: RequestMeta,
): Promise<{ ValidFor: number }> {
  const owner = ownerOf(auth);
  const subject = throttleSubject(owner);
  await assertLoginAllowed(deps, subject, meta.ip);
  const passed = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const proven = await proveSecondFactor(tx, deps, owner, input, { purpose: 'step-up', now });
    if (proven === true) await markSecondFactorProven(tx, auth.sessionId, now);
    return proven;
  });
  if (passed === 'none') throw refused(NO_SECOND_FACTOR);
  if (passed !== true) {
    await recordLoginFailure(deps, subject, meta.ip);
    throw refused(passed);
  }
  return { ValidFor: deps.config.secondFactor.stepUpWindowSeconds };
}
