import { z } from 'zod';
import { envelopeSchema } from './envelope';
import {
  passwordField,
  phoneField,
  requireOneOf,
  sessionField,
  smsCodeField,
  subAccountLoginField,
} from './fields';
import { languageField } from './language';
import { referralCodeField } from './partners';
import { powSolutionFields } from './proof-of-work';
import { secondFactorChallenge } from './second-factor';

/** What an SMS code may be used for (issue 2): one code serves one purpose only. */
/** What /api/auth/send_verify_code sends codes for. */
export const PUBLIC_SMS_PURPOSES = [
  'register',
  'login',
  'reset_password',
  'change_phone',
  'change_password',
  'notify_phone',
  'unregister',
] as const;
/** Every purpose a code has; the bank-card check's code is sent by POST .../verification/captcha only. */
export const SMS_PURPOSES = [...PUBLIC_SMS_PURPOSES, 'verification'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export type PublicSmsPurpose = (typeof PUBLIC_SMS_PURPOSES)[number];

export const sendVerifyCodeRequest = z.object({
  phone: phoneField,
  purpose: z.enum(PUBLIC_SMS_PURPOSES).describe(PUBLIC_SMS_PURPOSES.join(', ')),
  language: languageField
    .optional()
    .describe('language of the text when no account has this phone; else Accept-Language, else en-US'),
  ...powSolutionFields,
});
export const sendVerifyCodeResponse = envelopeSchema(
  z.object({ expires_in: z.number().int().describe('seconds until the code expires') }),
);

export const registerRequest = z.object({
  session: sessionField,
  phone: phoneField,
  verify_code: smsCodeField,
  password: passwordField,
  ref: referralCodeField.optional(),
});

export const companyRegisterRequest = z.object({
  session: sessionField,
  company_name: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(100, 'must be at most 100 characters'),
  phone: phoneField.describe('contact phone; it is also the login phone'),
  verify_code: smsCodeField,
  password: passwordField,
  ref: referralCodeField.optional(),
});

/** Password login; with `verify_code` instead of `password` it is an SMS-code login. */
export const loginRequest = requireOneOf(
  z.object({
    session: sessionField,
    phone: phoneField,
    password: z.string().min(1).max(200).optional(),
    verify_code: smsCodeField.optional(),
  }),
  ['password', 'verify_code'],
);

export const subAccountLoginRequest = z.object({
  session: sessionField,
  username: subAccountLoginField,
  password: z.string().min(1).max(200),
});

export const resetPasswordRequest = z.object({
  session: sessionField,
  phone: phoneField,
  verify_code: smsCodeField,
  password: passwordField,
});

export const loginData = z.object({
  token: z.string().describe('secret session token: send it as `session` in every body'),
  sessionId: z.string().describe('public id of the session'),
  expiresAt: z.string().describe('absolute expiry, ISO 8601'),
});
export const loginResponse = envelopeSchema(loginData);
/**
 * A sign-in's answer: the session, or, when the account has a second factor (issue 46), a challenge
 * to answer at /api/login_second_factor first.
 */
export const loginOrChallengeData = z.union([loginData, secondFactorChallenge]);
export const loginOrChallengeResponse = envelopeSchema(loginOrChallengeData);
export type LoginOrChallenge = z.infer<typeof loginOrChallengeData>;

export const logoutRequest = z.object({ session: sessionField });

export type SendVerifyCodeRequest = z.infer<typeof sendVerifyCodeRequest>;
export type RegisterRequest = z.infer<typeof registerRequest>;
export type CompanyRegisterRequest = z.infer<typeof companyRegisterRequest>;
export type LoginRequest = z.infer<typeof loginRequest>;
export type SubAccountLoginRequest = z.infer<typeof subAccountLoginRequest>;
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export type LoginData = z.infer<typeof loginData>;
