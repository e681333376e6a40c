import { randomUUID } from 'node:crypto';
import {
  type OpsLoginData,
  type OpsLoginTotpData,
  Reason,
  STAFF_CHALLENGE_MAX_ATTEMPTS,
  STAFF_CHALLENGE_TTL_SECONDS,
} from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import {
  generateRecoveryCodes,
  generateTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  verifyTotp,
} from '../../core/auth/totp';
import { addMs, SECOND_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { refused } from '../../core/errors';
import { type SystemText, systemText } from '../../core/messaging/system-text';
import { verifyAgainstDummy, verifyPassword } from '../../core/passwords';
import { newSessionToken, sha256 } from '../../core/tokens';
import { assertLoginAllowed, recordLoginFailure } from '../sessions';
import { recordAudit } from './audit.service';
import {
  countWrongAnswer,
  findOpenChallenge,
  insertLoginChallenge,
  type LoginChallengeRow,
  markChallengeUsed,
} from './login-challenges.repository';
import {
  claimRecoveryCode,
  claimTotpStep,
  findStaffById,
  findStaffByPhone,
  type StaffMemberRow,
  updateStaffMember,
} from './staff.repository';
import { createStaffSession } from './staff-sessions.service';

/** What authenticator apps show above the code. */
const TOTP_ISSUER = 'GPU Cloud Ops';
const LOGIN_ENDPOINT = '/api/ops/login_totp';
const CHALLENGE_GONE = 'the login has expired or had too many wrong codes: log in again';
const WRONG_CODE = 'the code is incorrect';

/** Staff logins are throttled with the customers' mechanism, under subjects of their own. */
function throttleSubject(phone: string): string {
  return `staff:${phone}`;
}

/**
 * First step: phone and password. The same refusal for an unknown phone, a wrong password and a
 * disabled member; failures count toward the login throttle per (phone, address) and per address.
 */
export async function staffLogin(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  input: { phone: string; password: string },
  meta: RequestMeta,
): Promise<OpsLoginData> {
  const subject = throttleSubject(input.phone);
  await assertLoginAllowed(deps, subject, meta.ip);
  const member = await findStaffByPhone(deps.db, input.phone);
  const valid = member
    ? await verifyPassword(member.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!member || !valid || member.disabledAt) {
    await recordLoginFailure(deps, subject, meta.ip);
    throw refused(Reason.INVALID_CREDENTIALS);
  }
  const now = deps.clock.now();
  const challenge = newSessionToken();
  const enrolled = member.totpSecretSealed !== null && member.totpEnabledAt !== null;
  const secret = enrolled ? null : generateTotpSecret();
  await insertLoginChallenge(deps.db, {
    id: randomUUID(),
    tokenHash: sha256(challenge),
    staffId: member.id,
    purpose: enrolled ? 'totp' : 'enrol',
    pendingSecretSealed: secret === null ? null : deps.vault.seal(secret),
    ip: meta.ip,
    now,
    expiresAt: addMs(now, STAFF_CHALLENGE_TTL_SECONDS * SECOND_MS),
  });
  if (secret === null) return { Step: 'totp', Challenge: challenge, ExpiresIn: STAFF_CHALLENGE_TTL_SECONDS };
  return {
    Step: 'enrol',
    Challenge: challenge,
    ExpiresIn: STAFF_CHALLENGE_TTL_SECONDS,
    Secret: secret,
    OtpauthUri: otpauthUri({ issuer: TOTP_ISSUER, account: member.phone, secret }),
  };
}

type SecondFactor = { code: string } | { recoveryCode: string };

type Answer =
  | { ok: true; data: OpsLoginTotpData }
  | { ok: false; reason: string; wrong: { challengeId: string; phone: string; attemptsLeft: number } | null };

/**
 * Second step: the challenge with a TOTP code (no code counts twice: its step must be newer than the
 * last one accepted) or a recovery code (each works once). An enrolment challenge takes the first
 * code of its new secret, enables TOTP and answers the recovery codes, once. A wrong code counts
 * against the challenge (5 end it) and toward the login throttle.
 */
export async function staffLoginTotp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  input: { challenge: string; code?: string | undefined; recovery_code?: string | undefined },
  meta: RequestMeta,
): Promise<OpsLoginTotpData> {
  const factor: SecondFactor =
    input.code !== undefined ? { code: input.code } : { recoveryCode: input.recovery_code ?? '' };
  const answer = await deps.db.transaction(async (tx): Promise<Answer> => {
    const now = deps.clock.now();
    const challenge = await findOpenChallenge(tx, sha256(input.challenge), now);
    if (!challenge) return { ok: false, reason: CHALLENGE_GONE, wrong: null };
    const member = await findStaffById(tx, challenge.staffId, { forUpdate: true });
    if (!member || member.disabledAt || (challenge.purpose === 'enrol') !== (member.totpEnabledAt === null)) {
      await markChallengeUsed(tx, challenge.id, now);
      return { ok: false, reason: CHALLENGE_GONE, wrong: null };
    }
    const passed = await checkSecondFactor(tx, deps, challenge, member, factor, now);
    if (!passed.ok) {
      const attemptsLeft = STAFF_CHALLENGE_MAX_ATTEMPTS - challenge.attempts - 1;
      return {
        ok: false,
        reason: WRONG_CODE,
        wrong: { challengeId: challenge.id, phone: member.phone, attemptsLeft },
      };
    }
    await markChallengeUsed(tx, challenge.id, now);
    const session = await createStaffSession(tx, member.id, meta, now);
    const actor: StaffActor = {
      staff: { staffSessionId: session.id, staffId: member.id, role: member.role },
      ip: meta.ip,
      endpoint: LOGIN_ENDPOINT,
    };
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'staff',
      objectId: member.id,
      before: null,
      after: null,
      note: passed.note,
    });
    return {
      ok: true,
      data: {
        Session: session.token,
        ExpiresAt: session.expiresAt.toISOString(),
        Staff: { Id: member.id, Name: member.name, Phone: member.phone, Role: member.role },
        ...(passed.recoveryCodes ? { RecoveryCodes: passed.recoveryCodes } : {}),
      },
    };
  });
  if (answer.ok) return answer.data;
  if (answer.wrong) {
    // Counted after the answer's transaction: a refusal must not roll its own count back.
    await countWrongAnswer(deps.db, answer.wrong.challengeId);
    await recordLoginFailure(deps, throttleSubject(answer.wrong.phone), meta.ip);
    if (answer.wrong.attemptsLeft <= 0) throw refused(`${WRONG_CODE}; ${CHALLENGE_GONE}`);
  }
  throw refused(answer.reason);
}

type Check = { ok: true; note: SystemText; recoveryCodes?: string[] } | { ok: false };

async function checkSecondFactor(
  tx: Db,
  deps: Pick<AppDeps, 'vault'>,
  challenge: LoginChallengeRow,
  member: StaffMemberRow,
  factor: SecondFactor,
  now: Date,
): Promise<Check> {
  if (challenge.purpose === 'enrol') {
    // Enrolment proves the new secret works: only a code of it will do.
    if (!('code' in factor) || challenge.pendingSecretSealed === null) return { ok: false };
    const step = verifyTotp(deps.vault.open(challenge.pendingSecretSealed), factor.code, now.getTime());
    if (step === null) return { ok: false };
    const recoveryCodes = generateRecoveryCodes();
    await updateStaffMember(tx, member.id, {
      totpSecretSealed: challenge.pendingSecretSealed,
      totpEnabledAt: now,
      totpLastStep: step,
      recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
    });
    return { ok: true, note: systemText('audit.login_enrolled', {}), recoveryCodes };
  }
  if ('recoveryCode' in factor) {
    const used = await claimRecoveryCode(tx, member.id, recoveryCodeHash(factor.recoveryCode));
    return used ? { ok: true, note: systemText('audit.login_recovery_code', {}) } : { ok: false };
  }
  if (member.totpSecretSealed === null) return { ok: false };
  const secret = deps.vault.open(member.totpSecretSealed);
  const step = verifyTotp(secret, factor.code, now.getTime(), member.totpLastStep);
  if (step === null || !(await claimTotpStep(tx, member.id, step))) return { ok: false };
  return { ok: true, note: systemText('audit.login', {}) };
}
