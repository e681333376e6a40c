import { ErrorCode, type Language, type SmsPurpose } from '@gpucloud/contracts';
import { addMs, DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { AppError, tooManyRequests } from '../../core/errors';
import { consumeOneTimeCode } from '../../core/one-time-codes';
import { newSmsCode, sha256 } from '../../core/tokens';
import { lockKey } from '../../db/advisory-lock';
import { SmsProviderError } from '../../providers/sms/sms-provider';
import { sendSms } from '../notifications';
import {
  countSmsCodesSince,
  deleteSmsCode,
  findLiveSmsCodeForUpdate,
  insertSmsCode,
  recordSmsCodeAttempt,
} from './sessions.repository';
import { type PowAnswer, requireProofOfWorkIfBusy } from './sms-proof-of-work';

export const SMS_CODE_TTL_MS = 5 * MINUTE_MS;
export const SMS_CODE_MAX_ATTEMPTS = 5;

/**
 * Sending limits per phone: 1 per gap (a minute unless configured: SMS_PHONE_GAP_SECONDS), 5 an
 * hour, 10 a day. A gap of 0 drops the first rule (the hour and day still hold).
 */
export function phoneLimits(gapSeconds: number) {
  const gap = {
    windowMs: gapSeconds * SECOND_MS,
    max: 1,
    reason:
      gapSeconds === 60
        ? 'a code was sent less than a minute ago, wait before asking again'
        : `a code was sent less than ${gapSeconds} seconds ago, wait before asking again`,
  };
  return [
    ...(gapSeconds > 0 ? [gap] : []),
    { windowMs: HOUR_MS, max: 5, reason: 'too many codes for this phone in the last hour' },
    { windowMs: DAY_MS, max: 10, reason: 'too many codes for this phone today' },
  ];
}
/** Per client IP: 20 an hour and 50 a day unless configured (SMS_IP_LIMIT_HOUR, SMS_IP_LIMIT_DAY). */
function ipLimits(deps: Pick<AppDeps, 'config'>) {
  return [
    {
      windowMs: HOUR_MS,
      max: deps.config.smsIpLimits.perHour,
      reason: 'too many codes requested from this network in the last hour',
    },
    {
      windowMs: DAY_MS,
      max: deps.config.smsIpLimits.perDay,
      reason: 'too many codes requested from this network today',
    },
  ];
}

function codeHash(phone: string, purpose: string, code: string): string {
  return sha256(`${phone}:${purpose}:${code}`);
}

/**
 * Sends a code within the phone's and the address's limits. `pow` is the sessionless send's
 * answer to a proof-of-work challenge (sms-proof-of-work.ts); a signed-in caller's send (the
 * verification captcha, to the account's own phone) leaves it out and is not asked for one.
 */
export async function sendVerifyCode(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'sms' | 'log'>,
  input: { phone: string; purpose: SmsPurpose; ip: string; language: Language; pow?: PowAnswer },
): Promise<{ expires_in: number }> {
  const now = deps.clock.now();
  const code = newSmsCode();
  const hash = codeHash(input.phone, input.purpose, code);
  await deps.db.transaction(async (tx) => {
    // One sender at a time per phone, so concurrent requests cannot slip past the limits together.
    await lockKey(tx, `sms:${input.phone}`);
    for (const limit of phoneLimits(deps.config.smsPhoneGapSeconds)) {
      const sent = await countSmsCodesSince(tx, { phone: input.phone }, addMs(now, -limit.windowMs));
      if (sent >= limit.max) throw tooManyRequests(limit.reason);
    }
    for (const limit of ipLimits(deps)) {
      const sent = await countSmsCodesSince(tx, { ip: input.ip }, addMs(now, -limit.windowMs));
      if (sent >= limit.max) throw tooManyRequests(limit.reason);
    }
    if (input.pow) await requireProofOfWorkIfBusy(deps, tx, input.ip, input.pow, now);
    await insertSmsCode(tx, {
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hash,
      ip: input.ip,
      createdAt: now,
      expiresAt: addMs(now, SMS_CODE_TTL_MS),
    });
  });
  try {
    await sendSms(
      deps,
      { phone: input.phone, fallback: input.language },
      `sms.verify_code.${input.purpose}`,
      {
        code,
        minutes: SMS_CODE_TTL_MS / MINUTE_MS,
      },
    );
  } catch (error) {
    if (!(error instanceof SmsProviderError)) throw error;
    await deleteSmsCode(deps.db, input.phone, hash);
    deps.log.error({ err: error }, 'sms code not sent');
    throw new AppError(ErrorCode.HTTP_ERROR, 'the text message could not be sent, try again later', 502);
  }
  return { expires_in: SMS_CODE_TTL_MS / 1000 };
}

/**
 * Uses up a code. A wrong try is counted and committed before the error is thrown, so the limit of
 * five tries holds even though the caller's request fails.
 */
export async function consumeVerifyCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { phone: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const now = deps.clock.now();
  await consumeOneTimeCode(
    deps.db,
    {
      lockLive: (tx) => findLiveSmsCodeForUpdate(tx, input.phone, input.purpose, now),
      hash: codeHash(input.phone, input.purpose, input.code),
      maxAttempts: SMS_CODE_MAX_ATTEMPTS,
      countTry: (tx, row, usedAt) => recordSmsCodeAttempt(tx, row.id, usedAt),
    },
    now,
  );
}
