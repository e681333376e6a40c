import { randomInt } from 'node:crypto';
import type { AccountSettings, NoticeSettings } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, HOUR_MS, MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { refused, tooManyRequests } from '../../core/errors';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { sha256 } from '../../core/tokens';
import { sendEmail } from '../notifications';
import { consumeVerifyCode, revokeUserSessions } from '../sessions';
import {
  countEmailCodesSince,
  findLiveEmailCodeForUpdate,
  findSubAccountById,
  findUserById,
  insertEmailCode,
  recordEmailCodeAttempt,
  updateSubAccountPassword,
  updateUser,
  updateUserPassword,
} from './account.repository';
import { NOTICE_DEFAULTS } from './notice-settings';
import { revokeSubAccountSessions } from './sub-accounts.repository';

const EMAIL_CODE_TTL_MS = 10 * MINUTE_MS;
const EMAIL_CODE_MAX_ATTEMPTS = 5;
const EMAIL_CODES_PER_HOUR = 5;

async function mainUser(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw new Error(`user ${auth.userId} is missing`);
  return user;
}

export async function getAccountSettings(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
): Promise<AccountSettings> {
  const user = await mainUser(deps, auth);
  return {
    NotifyPhone: user.notifyPhone,
    NoticeEmail: user.noticeEmail,
    // Settings saved before an event existed read that event's defaults.
    NoticeSettings: { ...NOTICE_DEFAULTS, ...user.noticeSettings },
  };
}

export async function modifyUserName(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  name: string,
): Promise<void> {
  await updateUser(deps.db, auth.userId, { name });
}

export async function changeNoticeSettings(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  changed: Partial<NoticeSettings>,
) {
  const user = await mainUser(deps, auth);
  // An event the client did not name (one added after it was written) keeps its setting.
  const settings: NoticeSettings = { ...NOTICE_DEFAULTS, ...user.noticeSettings, ...changed };
  const wantsEmail = Object.values(settings).some((channels) => channels.email);
  if (wantsEmail && !user.noticeEmail)
    throw refused('set a notice email before choosing email notifications');
  await updateUser(deps.db, auth.userId, { noticeSettings: settings });
}

/**
 * A new login password, proven by the old one or (main accounts) by an SMS code to the account's
 * phone. The caller's other sessions end; this one stays.
 */
export async function modifyPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  auth: AuthContext,
  input: { old_password?: string; verify_code?: string; new_password: string },
): Promise<{ RevokedSessions: number }> {
  const user = await mainUser(deps, auth);
  const sub = auth.subAccountId === null ? null : await findSubAccountById(deps.db, auth.subAccountId);
  const currentHash = sub ? sub.passwordHash : user.passwordHash;
  if (input.old_password !== undefined) {
    if (!(await verifyPassword(currentHash, input.old_password)))
      throw refused('the old password is incorrect');
  } else {
    if (sub) throw refused('a sub-account changes its password with the old one');
    await consumeVerifyCode(deps, {
      phone: user.phone,
      purpose: 'change_password',
      code: input.verify_code ?? '',
    });
  }
  const passwordHash = await hashPassword(input.new_password);
  const answer = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (sub) {
      await updateSubAccountPassword(tx, sub.id, passwordHash);
      const revoked = await revokeSubAccountSessions(tx, sub.id, now, 'password changed', auth.sessionId);
      return { RevokedSessions: revoked };
    }
    await updateUserPassword(tx, user.id, passwordHash, now);
    const revoked = await revokeUserSessions(tx, user.id, now, 'password changed', {
      exceptSessionId: auth.sessionId,
      onlyMainAccount: true,
    });
    return { RevokedSessions: revoked };
  });
  await deps.sessionSync.revocationsDelivered();
  return answer;
}

export async function modifyNotifyPhone(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { phone: string; verify_code: string },
): Promise<void> {
  await consumeVerifyCode(deps, { phone: input.phone, purpose: 'notify_phone', code: input.verify_code });
  await updateUser(deps.db, auth.userId, { notifyPhone: input.phone });
}

function emailCodeHash(userId: number, email: string, code: string): string {
  return sha256(`${userId}:${email}:${code}`);
}

/** Two steps: without a code, a code goes to the address; with the right code, it becomes the notice email. */
export async function changeNoticeEmail(
  deps: Pick<AppDeps, 'db' | 'clock' | 'email'>,
  auth: AuthContext,
  input: { email: string; code?: string },
): Promise<{ Step: 'code_sent' | 'changed'; NoticeEmail: string | null }> {
  const now = deps.clock.now();
  if (input.code === undefined) {
    if ((await countEmailCodesSince(deps.db, auth.userId, addMs(now, -HOUR_MS))) >= EMAIL_CODES_PER_HOUR)
      throw tooManyRequests('too many email codes in the last hour');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await insertEmailCode(deps.db, {
      userId: auth.userId,
      email: input.email,
      codeHash: emailCodeHash(auth.userId, input.email, code),
      createdAt: now,
      expiresAt: addMs(now, EMAIL_CODE_TTL_MS),
    });
    await sendEmail(deps, { email: input.email, userId: auth.userId }, 'email.notice_email_code', {
      code,
      minutes: EMAIL_CODE_TTL_MS / MINUTE_MS,
    });
    return { Step: 'code_sent', NoticeEmail: (await mainUser(deps, auth)).noticeEmail };
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await findLiveEmailCodeForUpdate(tx, auth.userId, input.email, now);
    if (!row || row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return 'missing';
    const matches = row.codeHash === emailCodeHash(auth.userId, input.email, input.code ?? '');
    await recordEmailCodeAttempt(tx, row.id, matches ? now : null);
    if (matches) await updateUser(tx, auth.userId, { noticeEmail: input.email });
    return matches ? 'ok' : 'wrong';
  });
  if (outcome !== 'ok') throw refused('the email code is incorrect or expired');
  return { Step: 'changed', NoticeEmail: input.email };
}
