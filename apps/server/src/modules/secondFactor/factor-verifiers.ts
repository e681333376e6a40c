import type { SecondFactorKind } from '@gpucloud/contracts';
import { recoveryCodeHash, verifyTotp } from '../../core/auth/totp';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { claimRecoveryCode, claimTotpStep, type SecondFactorRow } from './second-factors.repository';

/** What a verifier gets: the owner's enabled factor row (locked), the proof as sent, and the time. */
export interface FactorCheck {
  tx: Db;
  deps: Pick<AppDeps, 'vault'>;
  factor: SecondFactorRow;
  proof: string;
  now: Date;
}

/** True when the proof is good; a verifier also spends what it used (a TOTP step, a recovery code). */
export type SecondFactorVerifier = (check: FactorCheck) => Promise<boolean>;

/** TOTP: the step must be newer than the last accepted one (no code counts twice), claimed atomically. */
const totp: SecondFactorVerifier = async ({ tx, deps, factor, proof, now }) => {
  if (factor.totpSecretSealed === null) return false;
  const secret = deps.vault.open(factor.totpSecretSealed);
  const step = verifyTotp(secret, proof, now.getTime(), factor.lastStep);
  return step !== null && (await claimTotpStep(tx, factor.id, step));
};

/** A recovery code works once: its hash leaves the row in the same statement that finds it. */
const recovery: SecondFactorVerifier = ({ tx, factor, proof }) =>
  claimRecoveryCode(tx, factor.id, recoveryCodeHash(proof));

/**
 * Every kind of answer a sign-in challenge or a step-up accepts, in one place. Passkeys (modules/
 * passkeys) plug in here: add 'passkey' to SECOND_FACTOR_KINDS in contracts and its verifier below.
 */
export const SECOND_FACTOR_VERIFIERS: Record<SecondFactorKind, SecondFactorVerifier> = { totp, recovery };
