import type { OpsLoginData, OpsLoginTotpData, StaffMember } from '@gpucloud/contracts';

export interface SignedIn {
  session: { token: string; expiresAt: string };
  staff: StaffMember;
}

/** Where a sign-in stands: each answer of the server moves it one step. */
export type LoginStep =
  | { step: 'password' }
  | { step: 'totp'; challenge: string }
  | { step: 'enrol'; challenge: string; secret: string; otpauthUri: string }
  | { step: 'recovery'; codes: readonly string[]; signedIn: SignedIn }
  | { step: 'done'; signedIn: SignedIn };

export const START: LoginStep = { step: 'password' };

/** After the password: the code of an enrolled app, or enrolment of a new one. */
export function afterPassword(data: OpsLoginData): LoginStep {
  if (data.Step === 'enrol')
    return { step: 'enrol', challenge: data.Challenge, secret: data.Secret, otpauthUri: data.OtpauthUri };
  return { step: 'totp', challenge: data.Challenge };
}

/** After the second factor: in, or (right after enrolment) the recovery codes first, shown once. */
export function afterSecondFactor(data: OpsLoginTotpData): LoginStep {
  const signedIn: SignedIn = {
    session: { token: data.Session, expiresAt: data.ExpiresAt },
    staff: data.Staff,
  };
  if (data.RecoveryCodes && data.RecoveryCodes.length > 0)
    return { step: 'recovery', codes: data.RecoveryCodes, signedIn };
  return { step: 'done', signedIn };
}

/**
 * The refusals after which the challenge is gone (expired, or too many wrong codes): the server
 * says "log in again", and only the password step can start a new one.
 */
export function challengeEnded(reason: string): boolean {
  return /log in again|重新登录/i.test(reason);
}

/** What people type: spaces (authenticator apps show "123 456") go, recovery codes keep their dash. */
export function secondFactorBody(
  challenge: string,
  entry: { kind: 'code'; value: string } | { kind: 'recovery'; value: string },
): { challenge: string; code: string } | { challenge: string; recovery_code: string } {
  const value = entry.value.replace(/\s+/g, '');
  return entry.kind === 'code'
    ? { challenge, code: value }
    : { challenge, recovery_code: value.toLowerCase() };
}

/** The base32 key in groups of four, as people copy it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
