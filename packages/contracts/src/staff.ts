import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import {
  epochSeconds,
  idField,
  pageField,
  pageSizeField,
  passwordField,
  phoneField,
  requireOneOf,
} from './fields';

/**
 * The people who run the platform (issue 11), in accounts and sessions of their own: a staff session
 * is never a customer's, nor the other way round. `admin` may do everything and manages staff.
 */
export const STAFF_ROLES = ['admin', 'support', 'finance', 'reviewer', 'fleet'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A login challenge lives this long between the password and the second factor. */
export const STAFF_CHALLENGE_TTL_SECONDS = 300;
/** Wrong codes a challenge takes before it ends (the password step starts again). */
export const STAFF_CHALLENGE_MAX_ATTEMPTS = 5;

/** The staff token: body `session` or `Authorization: Bearer`, never a customer's. */
export const staffSessionField = z
  .string()
  .max(200)
  .optional()
  .describe('staff session token from /api/ops/login_totp (or Authorization: Bearer)');

const staffRoleField = z.enum(STAFF_ROLES).describe(STAFF_ROLES.join(', '));
const challengeField = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(/\S/, 'is required')
  .max(200, 'must be at most 200 characters');
const totpCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');
const recoveryCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/, 'must be a recovery code like abcd-2345');
const staffNameField = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(/\S/, 'is required')
  .max(50, 'must be at most 50 characters');

export const staffMember = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Phone: z.string(),
  Role: staffRoleField,
});
export type StaffMember = z.infer<typeof staffMember>;

export const opsLoginRequest = z.object({
  phone: phoneField,
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
});
/** After the password: a code is asked for, or, with no second factor yet, one is enrolled first. */
export const opsLoginData = z.discriminatedUnion('Step', [
  z.object({
    Step: z.literal('totp'),
    Challenge: z.string().describe('send it with a code to /api/ops/login_totp'),
    ExpiresIn: z.number().int().describe('seconds'),
  }),
  z.object({
    Step: z.literal('enrol'),
    Challenge: z.string().describe('send it with the first code to /api/ops/login_totp'),
    ExpiresIn: z.number().int().describe('seconds'),
    Secret: z.string().describe('base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s)'),
    OtpauthUri: z.string().describe('otpauth:// URI of the secret, for a QR code'),
  }),
]);
export const opsLoginResponse = envelopeSchema(opsLoginData);
export type OpsLoginData = z.infer<typeof opsLoginData>;

export const opsLoginTotpRequest = requireOneOf(
  z.object({
    challenge: challengeField,
    code: totpCodeField.optional().describe('the 6-digit code of the authenticator app'),
    recovery_code: recoveryCodeField.optional().describe('a recovery code instead (each works once)'),
  }),
  ['code', 'recovery_code'],
);
export const opsLoginTotpData = z.object({
  Session: z.string().describe('secret staff session token'),
  ExpiresAt: z.string().describe('ISO 8601: the absolute end (12 h); 30 min without a call end it sooner'),
  Staff: staffMember,
  RecoveryCodes: z
    .array(z.string())
    .optional()
    .describe('only right after enrolment, shown this once: keep them safe'),
});
export const opsLoginTotpResponse = envelopeSchema(opsLoginTotpData);
export type OpsLoginTotpData = z.infer<typeof opsLoginTotpData>;

export const opsSessionRequest = z.object({ session: staffSessionField });
export const opsAcknowledged = envelopeSchema(emptyData);
export const opsMeResponse = envelopeSchema(z.object({ Staff: staffMember }));

export const auditListRequest = z.object({
  session: staffSessionField,
  staff_id: idField.optional().describe('only what this staff member did'),
  endpoint: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  object_type: z.string().trim().max(50, 'must be at most 50 characters').optional(),
  object_id: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  from: epochSeconds().optional().describe('epoch seconds, inclusive'),
  to: epochSeconds().optional().describe('epoch seconds, exclusive'),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
const auditValues = z.record(z.string(), z.unknown()).nullable();
export const auditEntry = z.object({
  Id: z.number().int(),
  At: z.string().describe('ISO 8601'),
  StaffId: z.number().int(),
  StaffName: z.string(),
  StaffRole: staffRoleField,
  Ip: z.string(),
  Endpoint: z.string(),
  ObjectType: z.string(),
  ObjectId: z.string(),
  Before: auditValues.describe('the values before the write; null when it created the object'),
  After: auditValues.describe('the values after the write; null when nothing was left'),
  Note: z.string(),
});
export const auditListResponse = envelopeSchema(
  z.object({ data: z.array(auditEntry), total: z.number().int() }).describe('newest first'),
);
export type AuditListRequest = z.infer<typeof auditListRequest>;
export type AuditEntry = z.infer<typeof auditEntry>;

export const staffListEntry = staffMember.extend({
  TotpEnabled: z.boolean(),
  Disabled: z.boolean(),
  CreateAt: z.string().describe('ISO 8601'),
});
export const staffListResponse = envelopeSchema(z.object({ data: z.array(staffListEntry) }));
export type StaffListEntry = z.infer<typeof staffListEntry>;

export const staffCreateRequest = z.object({
  session: staffSessionField,
  phone: phoneField,
  name: staffNameField,
  role: staffRoleField,
  password: passwordField.describe('initial password; the second factor is enrolled at first login'),
});
export const staffCreateResponse = envelopeSchema(z.object({ Id: z.number().int() }));
export type StaffCreateRequest = z.infer<typeof staffCreateRequest>;

export const staffSetRoleRequest = z.object({
  session: staffSessionField,
  staff_id: idField,
  role: staffRoleField,
});
export const staffByIdRequest = z.object({ session: staffSessionField, staff_id: idField });

/** A staff desk's search: a customer's phone (any part of it) or user id. */
export const customerSearchField = z
  .string()
  .trim()
  .max(20, 'must be at most 20 characters')
  .regex(/^[0-9]*$/, 'must be digits: a customer phone or user id')
  .optional()
  .describe('any part of a customer phone (its last four digits find it too), or a user id');
