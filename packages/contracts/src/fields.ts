import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  parseYuanInput,
  SMS_CODE_PATTERN,
  SUB_ACCOUNT_LOGIN_PATTERN,
} from '@gpucloud/domain';
import { z } from 'zod';

/**
 * Field schemas shared by requests. The first group of calls is form-encoded (SPEC §7), so every
 * number may arrive as its decimal text; these accept both and reject anything else.
 */
export const intField = z
  .union(
    [
      z.number().int(),
      z
        .string()
        .regex(/^-?\d+$/)
        .transform(Number),
    ],
    { error: 'must be an integer' },
  )
  .pipe(z.number().int().safe('must be a safe integer'));

export const pageField = intField.pipe(z.number().int().min(1));
export const pageSizeField = intField.pipe(z.number().int().min(1).max(100));

export const phoneField = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, 'must be an 11-digit mainland mobile number');

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const smsCodeField = z.string().trim().regex(SMS_CODE_PATTERN, 'must be 6 digits');

export const subAccountLoginField = z
  .string()
  .trim()
  .regex(SUB_ACCOUNT_LOGIN_PATTERN, 'must be 3-32 letters, digits, dots, dashes or underscores');

/** The token the client adds to every body (SPEC §7); the server reads it before validation. */
export const sessionField = z.string().max(200).optional().describe('session token from /login');

/** Yuan as answered by the API: a number with at most two decimals. */
export const yuanOut = z.number().describe('yuan, 2 decimals');

/** Yuan as a person types it (SPEC §5 rule) or as a number, read exactly into fen. */
export const yuanFenField = z
  .union([z.number(), z.string().max(32)], { error: 'invalid amount' })
  .transform((value, ctx) => {
    const fen = parseYuanInput(
      typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value,
    );
    if (fen !== null) return fen;
    ctx.addIssue({ code: 'custom', message: 'invalid amount' });
    return z.NEVER;
  })
  .describe('yuan: digits with optional thousands groups and at most 2 decimals');
