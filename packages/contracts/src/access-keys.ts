import { z } from 'zod';
import { ACCESS_KEY_LIMITS, API_SCOPES, IP_OR_CIDR_PATTERN } from './constants';
import { envelopeSchema } from './envelope';
import { idField, intRangeField, sessionField, typedText, yuanField, yuanOut } from './fields';
import { staffReasonField } from './ops-users';
import { staffSessionField } from './staff';

/** An address or CIDR range of an allow-list (IPv4 or IPv6). */
const ipOrRange = z
  .string()
  .max(49, 'must be an IPv4 or IPv6 address or CIDR range')
  .regex(IP_OR_CIDR_PATTERN, 'must be an IPv4 or IPv6 address or CIDR range')
  .describe('an IPv4 or IPv6 address (203.0.113.7) or CIDR range (203.0.113.0/24, 2001:db8::/32)');

export const apiScopeField = z.enum(API_SCOPES);

export const accessKeyIdField = z
  .string()
  .regex(/^GCAK[0-9A-Z]{16}$/, 'must be an access key id: GCAK and 16 upper-case letters or digits')
  .describe('the access key id, e.g. GCAK7Q2M4X9B1C3D5E6F');

export const accessKeyCreateRequest = z.object({
  session: sessionField,
  name: typedText(ACCESS_KEY_LIMITS.nameMax),
  scopes: z
    .array(apiScopeField)
    .min(1, 'must name at least one scope')
    .max(API_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'must not repeat a scope')
    .meta({ uniqueItems: true })
    .describe(
      'read: offers, quotes and instances; instances: rent, start, stop, restart, release, renew; billing: balance, orders, ledger (main accounts only)',
    ),
  valid_days: intRangeField(1, ACCESS_KEY_LIMITS.validDaysMax)
    .optional()
    .describe('the key expires this many days after it is made; without it, it never expires'),
  ip_allow_list: z
    .array(ipOrRange)
    .max(ACCESS_KEY_LIMITS.ipAllowListMax)
    .optional()
    .describe('only requests from these addresses are accepted; empty or left out: from anywhere'),
  monthly_spend_cap: yuanField({
    minFen: ACCESS_KEY_LIMITS.spendCapFen.min,
    maxFen: ACCESS_KEY_LIMITS.spendCapFen.max,
  })
    .optional()
    .describe(
      'yuan: what orders placed with this key may total in a calendar month (China time), pay-as-you-go hours of its instances included',
    ),
});

export const accessKeyIdRequest = z.object({ session: sessionField, access_key_id: accessKeyIdField });

export const accessKeyEnableRequest = accessKeyIdRequest.extend({
  enabled: z
    .boolean()
    .describe(
      "false disables the key: its requests are refused until it is enabled. A sub-account's key that its main account disabled (DisabledByMainAccount) is enabled again only by the main account: the sub-account's own enable is refused with 100041 and changes nothing",
    ),
});

export const accessKeyRotateRequest = accessKeyIdRequest.extend({
  grace_hours: intRangeField(0, ACCESS_KEY_LIMITS.graceHoursMax).describe(
    'hours the old secret keeps working beside the new one (0: it stops at once)',
  ),
});

export const ACCESS_KEY_STATES = ['active', 'disabled', 'expired'] as const;

export const accessKeyRow = z.object({
  AccessKeyId: z.string(),
  Name: z.string(),
  Scopes: z.array(apiScopeField),
  State: z.enum(ACCESS_KEY_STATES),
  DisabledByMainAccount: z
    .boolean()
    .describe(
      "true: the account's main account disabled this sub-account key, and only the main account can enable it again",
    ),
  ExpiresAt: z.string().nullable(),
  IpAllowList: z.array(z.string()),
  MonthlySpendCap: yuanOut.nullable().describe('null: no cap'),
  SpentThisMonth: yuanOut.describe('what orders placed with the key total this calendar month'),
  PreviousSecretValidUntil: z
    .string()
    .nullable()
    .describe('after a rotation: until when the old secret is still accepted'),
  CreateAt: z.string(),
  LastUsedAt: z.string().nullable(),
  LastIp: z.string().nullable(),
});

export const accessKeyListResponse = envelopeSchema(
  z.object({ list: z.array(accessKeyRow), max: z.number().int().describe('keys an account may hold') }),
);

/** The secret is in this answer only: the server keeps it sealed and never shows it again. */
export const accessKeySecretResponse = envelopeSchema(
  z.object({ key: accessKeyRow, Secret: z.string().describe('shown once: store it now') }),
);

export const accessKeyResponse = envelopeSchema(z.object({ key: accessKeyRow }));

/**
 * A sub-account's key as its main account sees it (never its secret): the row, and the sub-account
 * that holds it. The main account pays for what the key does, so it may switch the key off.
 */
export const subAccountKeyRow = accessKeyRow.extend({
  SubAccountId: z.number().int(),
  SubAccountName: z.string().describe('the username of the sub-account that holds the key'),
});
export const subAccountKeysResponse = envelopeSchema(z.object({ list: z.array(subAccountKeyRow) }));
export const subAccountKeyEnableRequest = accessKeyIdRequest
  .extend({
    enabled: z
      .boolean()
      .describe(
        'false disables the key (DisabledByMainAccount becomes true: the sub-account cannot enable it again); true enables it again',
      ),
  })
  .describe("a key of one of the caller's sub-accounts");
export const subAccountKeyResponse = envelopeSchema(z.object({ key: subAccountKeyRow }));

/** A customer's key as support sees it: the row, and which account (main or a sub-account) holds it. */
export const opsAccessKeyRow = accessKeyRow.extend({
  SubAccountName: z
    .string()
    .nullable()
    .describe('the sub-account that holds the key; null: the main account'),
});
export const opsAccessKeysResponse = envelopeSchema(z.object({ data: z.array(opsAccessKeyRow) }));
export const opsDisableAccessKeyRequest = z.object({
  session: staffSessionField,
  user_id: idField,
  access_key_id: accessKeyIdField,
  reason: staffReasonField,
});
export const opsDisableAccessKeyResponse = envelopeSchema(z.object({ key: opsAccessKeyRow }));

export type AccessKeyRow = z.infer<typeof accessKeyRow>;
export type OpsAccessKeyRow = z.infer<typeof opsAccessKeyRow>;
export type SubAccountKeyRow = z.infer<typeof subAccountKeyRow>;
export type AccessKeyCreateRequest = z.input<typeof accessKeyCreateRequest>;
