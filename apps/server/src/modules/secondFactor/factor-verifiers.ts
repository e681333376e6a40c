import { ErrorCode, type SecondFactorAnswer, type SecondFactorKind } from '@gpucloud/contracts';
import { recoveryCodeHash, verifyTotp } from '../../core/auth/totp';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError } from '../../core/errors';
import { PasskeyReason, verifyPasskeyAssertion } from '../passkeys';
import {
  claimRecoveryCode,
  claimTotpStep,
  type FactorOwner,
  type SecondFactorRow,
} from './second-factors.repository';

export const WRONG_CODE = 'the code is incorrect';

/** Where an answer is given: the sign-in's second step or a step-up (a passkey's challenge is of one). */
export type FactorPurpose = 'second-factor' | 'step-up';

/** What a verifier gets: the owner and its enabled factor row (locked), the answer as sent, and the time. */
export interface FactorCheck {
  tx: Db;
  deps: Pick<AppDeps, 'vault' | 'clock' | 'config'>;
  owner: FactorOwner;
  factor: SecondFactorRow;
  answer: SecondFactorAnswer;
  purpose: FactorPurpose;
  now: Date;
}

type PasskeyRefusal = (typeof PasskeyReason)[keyof typeof PasskeyReason];
/** Why an answer was refused: a wrong code, or the passkeys' own words. */
export type FactorRefusal = typeof WRONG_CODE | PasskeyRefusal;

/** The passkeys' refusal a verification threw, as one of their known texts. */
function passkeyRefusal(message: string): PasskeyRefusal {
  return Object.values(PasskeyReason).find((reason) => reason === message) ?? PasskeyReason.NOT_ACCEPTED;
}

/**
 * True when the answer is good, else the refusal's reason. A verifier also spends what it used (a
 * TOTP step, a recovery code, a passkey's challenge and counter) in the caller's transaction, and
 * never throws a refusal: the transaction commits what a wrong answer spent.
 */
export type SecondFactorVerifier = (check: FactorCheck) => Promise<true | FactorRefusal>;

/** TOTP: the step must be newer than the last accepted one (no code counts twice), claimed atomically. */
const totp: SecondFactorVerifier = async ({ tx, deps, factor, answer, now }) => {
  if (answer.factor !== 'totp' || factor.totpSecretSealed === null) return WRONG_CODE;
  const secret = deps.vault.open(factor.totpSecretSealed);
  const step = verifyTotp(secret, answer.code, now.getTime(), factor.lastStep);
  return (step !== null && (await claimTotpStep(tx, factor.id, step))) || WRONG_CODE;
};

/** A recovery code works once: its hash leaves the row in the same statement that finds it. */
const recovery: SecondFactorVerifier = async ({ tx, factor, answer }) => {
  if (answer.factor !== 'recovery') return WRONG_CODE;
  return (await claimRecoveryCode(tx, factor.id, recoveryCodeHash(answer.code))) || WRONG_CODE;
};

/**
 * Any of the owner's passkeys: the assertion's challenge must be the owner's, of this purpose, unspent
 * and unexpired; the credential the owner's; the signature good and the counter grown (modules/passkeys).
 */
const passkey: SecondFactorVerifier = async ({ tx, deps, owner, answer, purpose }) => {
  if (answer.factor !== 'passkey') return WRONG_CODE;
  try {
    await verifyPasskeyAssertion(
      { ...deps, db: tx },
      {
        challengeId: answer.passkey.challenge_id,
        credential: answer.passkey.credential,
        purpose,
        expected: owner,
      },
    );
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.REFUSED) return passkeyRefusal(error.message);
    throw error;
  }
};

/**
 * Every kind of answer a sign-in challenge or a step-up accepts, in one place (SECOND_FACTOR_KINDS in
 * contracts names them).
 */
export const SECOND_FACTOR_VERIFIERS: Record<SecondFactorKind, SecondFactorVerifier> = {
  totp,
  recovery,
  passkey,
};
