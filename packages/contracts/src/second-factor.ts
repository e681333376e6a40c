import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { sessionField } from './fields';
import { passkeyAssertionCredential, passkeyRequestOptionsResponse } from './passkeys';

/**
 * A customer's second factor (issue 46): TOTP with one-time recovery codes. The kinds a sign-in
 * challenge or a step-up may be answered with: a code of the app, a recovery code, or (when the
 * account holds one) any of the account's passkeys.
 */
export const SECOND_FACTOR_KINDS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

/** A sign-in challenge lives this long between the first factor and the second. */
export const LOGIN_CHALLENGE_TTL_SECONDS = 300;
/** Wrong answers a challenge takes before it ends (the sign-in starts again). */
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;
/** Recovery codes given at enrolment, each shown once and good once. */
export const RECOVERY_CODE_COUNT = 10;

const factorField = z.enum(SECOND_FACTOR_KINDS).describe(SECOND_FACTOR_KINDS.join(', '));
const codeFactorField = z.enum(['totp', 'recovery']).describe('totp, recovery');
/** A 6-digit TOTP code or a recovery code (`abcd-2345`), by `factor`. */
const factorCodeField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(20, 'must be at most 20 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'must be a 6-digit code or a recovery code like abcd-2345');
const totpCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');

/** What a sign-in answers instead of a session when the account has a second factor. */
export const secondFactorChallenge = z.object({
  SecondFactor: z.literal('required'),
  Challenge: z.string().describe('send it with a code to /api/login_second_factor (single use)'),
  ExpiresIn: z.number().int().describe('seconds'),
  Factors: z.array(factorField).describe('the kinds of answer the account can give'),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** A passkey's answer: the assertion made with the options of a passkey-options call. */
export const passkeyFactorAnswer = z.object({
  challenge_id: z
    .uuid('must be the challenge_id of the passkey options')
    .describe('challenge_id from the passkey options call'),
  credential: passkeyAssertionCredential,
});
export type PasskeyFactorAnswer = z.infer<typeof passkeyFactorAnswer>;

/** An answer to a second-factor question: a code (`totp`, `recovery`) or a passkey's assertion. */
const codeAnswer = z.object({ factor: codeFactorField, code: factorCodeField });
const passkeyAnswer = z.object({ factor: z.literal('passkey'), passkey: passkeyFactorAnswer });
export type SecondFactorAnswer = z.infer<typeof codeAnswer> | z.infer<typeof passkeyAnswer>;

const loginChallengeField = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters');

export const loginSecondFactorRequest = z.discriminatedUnion('factor', [
  codeAnswer.extend({ session: sessionField, challenge: loginChallengeField }),
  passkeyAnswer.extend({ session: sessionField, challenge: loginChallengeField }),
]);
export type LoginSecondFactorRequest = z.infer<typeof loginSecondFactorRequest>;

/** Passkey options for a sign-in challenge: its account's passkeys, a WebAuthn challenge of 5 minutes. */
export const loginSecondFactorPasskeyOptionsRequest = z.object({
  session: sessionField,
  challenge: loginChallengeField,
});
export const secondFactorPasskeyOptionsResponse = passkeyRequestOptionsResponse;

export const secondFactorStatusData = z.object({
  Enabled: z.boolean(),
  EnabledAt: z.string().nullable().describe('ISO 8601'),
  RecoveryCodesLeft: z.number().int(),
  StepUpWindowSeconds: z.number().int().describe('how long a proof of the second factor counts'),
  StepUpValidFor: z
    .number()
    .int()
    .describe('seconds left of this session’s last proof (0: the guarded calls will ask again)'),
});
export const secondFactorStatusResponse = envelopeSchema(secondFactorStatusData);
export type SecondFactorStatus = z.infer<typeof secondFactorStatusData>;

export const totpEnrolStartResponse = envelopeSchema(
  z.object({
    Secret: z.string().describe('base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s)'),
    OtpauthUri: z.string().describe('otpauth:// URI of the secret, for a QR code'),
  }),
);

export const totpEnrolConfirmRequest = z.object({ session: sessionField, code: totpCodeField });
export const totpEnrolConfirmResponse = envelopeSchema(
  z.object({
    RecoveryCodes: z.array(z.string()).describe('shown this once: each works once instead of a code'),
  }),
);

export const stepUpRequest = z.discriminatedUnion('factor', [
  codeAnswer.extend({ session: sessionField }),
  passkeyAnswer.extend({ session: sessionField }),
]);
export type StepUpRequest = z.infer<typeof stepUpRequest>;
export const stepUpResponse = envelopeSchema(
  z.object({ ValidFor: z.number().int().describe('seconds the guarded calls are open to this session') }),
);

export const secondFactorSessionRequest = z.object({ session: sessionField });
export const secondFactorAcknowledged = envelopeSchema(emptyData);
