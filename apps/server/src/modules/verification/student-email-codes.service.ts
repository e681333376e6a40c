import { addMs, DAY_MS, MINUTE_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { tooManyRequests } from '../../core/errors';
import { consumeOneTimeCode } from '../../core/one-time-codes';
import { newSmsCode, sha256 } from '../../core/tokens';
import { lockKey } from '../../db/advisory-lock';
import { sendEmail } from '../notifications';
import {
  countCodesSince,
  insertCode,
  latestCodeSentAt,
  lockLiveEmailCode,
  recordCodeTry,
} from './student-email-codes.repository';

/** What sending an email uses (the notifications module). */
type EmailDeps = Parameters<typeof sendEmail>[0];

const CODE_MINUTES = 10;
const PER_DAY = 5;
const MAX_TRIES = 5;

function emailIndex(deps: Pick<AppDeps, 'vault'>, email: string): string {
  return deps.vault.index('school-email', email.trim().toLowerCase());
}

function codeHash(index: string, code: string): string {
  return sha256(`${index}:${code}`);
}

/**
 * `POST .../student-email-code`: a code to a school mailbox, proving the caller reads it. One a
 * minute and 5 a day per account; the mailbox itself is kept only as a keyed digest.
 */
export async function sendStudentEmailCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'> & EmailDeps,
  userId: number,
  email: string,
): Promise<void> {
  const now = deps.clock.now();
  const code = newSmsCode();
  const index = emailIndex(deps, email);
  await deps.db.transaction(async (tx) => {
    await lockKey(tx, `student-email:${userId}`);
    const latest = await latestCodeSentAt(tx, userId);
    if (latest && latest > addMs(now, -MINUTE_MS))
      throw tooManyRequests('a code was sent less than a minute ago, wait before asking again', 60);
    if ((await countCodesSince(tx, userId, addMs(now, -DAY_MS))) >= PER_DAY)
      throw tooManyRequests('too many school email codes today');
    await insertCode(tx, {
      userId,
      emailIndex: index,
      codeHash: codeHash(index, code),
      createdAt: now,
      expiresAt: addMs(now, CODE_MINUTES * MINUTE_MS),
    });
  });
  await sendEmail(deps, { email, userId }, 'email.student_code', { code, minutes: CODE_MINUTES });
}

/** Uses up the newest live code of that mailbox; a wrong try is counted before the refusal. */
export async function consumeStudentEmailCode(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  userId: number,
  email: string,
  code: string,
): Promise<void> {
  const now = deps.clock.now();
  const index = emailIndex(deps, email);
  await consumeOneTimeCode(
    deps.db,
    {
      lockLive: (tx) => lockLiveEmailCode(tx, userId, index, now),
      hash: codeHash(index, code),
      maxAttempts: MAX_TRIES,
      countTry: recordCodeTry,
      field: 'email_code',
    },
    now,
  );
}
