import {
  formatFen,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  parseYuanInput,
  SMS_CODE_PATTERN,
  SUB_ACCOUNT_LOGIN_PATTERN,
} from '@gpucloud/domain';
import { z } from 'zod';
import { integerRangePattern, integerStepPattern, yuanRangePattern } from './range-patterns';

/** The largest value of an int4 column: ids (and anything else stored in one) stop here. */
export const INT4_MAX = 2_147_483_647;

/**
 * An integer from `min` to `max`, as a number or as its decimal text: the first group of calls is
 * form-encoded (SPEC §7), so every number may arrive as text. Both branches carry the range in a
 * form the OpenAPI document keeps (minimum/maximum, and a pattern of exactly the same integers), so
 * the server and the document cannot disagree.
 */
/* @__NO_SIDE_EFFECTS__ */
export function intRangeField(min: number, max: number) {
  const message = `must be an integer from ${min} to ${max}`;
  return z.union(
    [
      z.number().int(message).min(min, message).max(max, message),
      z
        .string()
        .regex(new RegExp(integerRangePattern(min, max)), message)
        .transform(Number),
    ],
    { error: message },
  );
}

/**
 * A multiple of `step` (a power of ten) from `min` to `max`, as a number or its text; the document
 * states the step (multipleOf, and a pattern of exactly those texts) as the server checks it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function intStepField(min: number, max: number, step: number) {
  const message = `must be a multiple of ${step} from ${min} to ${max}`;
  return z.union(
    [
      z.number().int(message).min(min, message).max(max, message).multipleOf(step, message),
      z
        .string()
        .regex(new RegExp(integerStepPattern(min, max, step)), message)
        .transform(Number),
    ],
    { error: message },
  );
}

/** One of a few integer codes (pay types, status filters), as a number or as its text. */
/* @__NO_SIDE_EFFECTS__ */
export function intEnumField<const Values extends readonly [number, ...number[]]>(values: Values) {
  const message = `must be one of ${values.join(', ')}`;
  const texts = values.map(String) as [string, ...string[]];
  return z.union(
    [
      z.literal(values, message),
      z.literal(texts, message).transform((text) => Number(text) as Values[number]),
    ],
    { error: message },
  );
}

/** Any safe integer; prefer a range: every request field has one. */
export const intField = intRangeField(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** The id of a row: what an int4 identity column holds, so nothing out of range reaches SQL. */
export const idField = intRangeField(1, INT4_MAX);

export const pageField = intRangeField(1, INT4_MAX);
export const pageSizeField = intRangeField(1, 100);

/**
 * Epoch seconds from 1970 to the year 3000; a new schema at each use, because the OpenAPI generator
 * (fastify-type-provider-zod 7) drops the text branch of a described union whose branches another
 * field of the same body shares (conformance.test.ts checks every integer field keeps it).
 */
/* @__NO_SIDE_EFFECTS__ */
export function epochSeconds() {
  return intRangeField(0, 32_503_680_000);
}

/** Text a person types: trimmed, not only spaces, at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export function typedText(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(/\S/, 'is required');
}

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

/** The largest amount a yuan field takes unless it says otherwise: 10 million yuan. */
export const AMOUNT_MAX_FEN = 10_000_000_00;

/**
 * Yuan as a person types it (SPEC §5 rule: digits, optional thousands groups, at most 2 decimals,
 * as `parseYuanInput` reads it) or as a number with at most 2 decimals, from `minFen` to `maxFen`;
 * read exactly into fen. The text branch's pattern states the same rule and range as the number
 * branch's minimum, maximum and multipleOf. `problem` names what is wrong with a refused input.
 */
/* @__NO_SIDE_EFFECTS__ */
export function yuanField({
  minFen = 0,
  maxFen = AMOUNT_MAX_FEN,
  problem,
}: {
  minFen?: number;
  maxFen?: number;
  problem?: (input: unknown) => string;
} = {}) {
  const message = problem
    ? (issue: { input?: unknown }) => problem(issue.input)
    : `must be an amount from ${formatFen(minFen)} to ${formatFen(maxFen)} yuan with at most 2 decimals`;
  return z
    .union(
      [
        z
          .number()
          .min(minFen / 100, { error: message })
          .max(maxFen / 100, { error: message })
          .multipleOf(0.01, { error: message }),
        z.string().regex(new RegExp(yuanRangePattern(minFen, maxFen)), { error: message }),
      ],
      { error: message },
    )
    .transform((value, ctx) => {
      const fen = parseYuanInput(String(value));
      if (fen !== null) return fen;
      ctx.addIssue({
        code: 'custom',
        message: typeof message === 'string' ? message : message({ input: value }),
      });
      return z.NEVER;
    })
    .describe('yuan: digits with optional thousands groups and at most 2 decimals');
}

/** Yuan from 0 to 10 million (sub-account limits, coupon values). */
export const yuanFenField = yuanField();

/**
 * A body that needs at least one of `names` (a password or an SMS code): the server refuses it
 * without one, naming the first, and the document states the same rule as `anyOf` required lists.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requireOneOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  names: readonly [keyof Shape & string, keyof Shape & string, ...Array<keyof Shape & string>],
) {
  return schema
    .refine((body) => names.some((name) => (body as Record<string, unknown>)[name] !== undefined), {
      message: `${names.join(' or ')} is required`,
      path: [names[0]],
    })
    .meta({ anyOf: names.map((name) => ({ required: [name] })) });
}
