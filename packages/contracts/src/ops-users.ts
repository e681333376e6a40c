import { INSTANCE_STATES } from '@gpucloud/domain';
import { z } from 'zod';
import { subAccountRow } from './account-centre';
import { emptyData, envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, yuanOut } from './fields';
import { instanceRow } from './instances';
import { LANGUAGES } from './language';
import { balanceChange } from './ledger';
import { orderRow } from './orders';
import { staffSessionField } from './staff';

/**
 * The operator console's view of customers (issue 11, Users): search, one account's profile with
 * its wallet, ledger, orders, instances, sub-accounts and sessions, and ending sessions or login.
 */

/** Why a staff member wrote something about an account: kept in the audit trail. */
export const staffReasonField = z
  .string()
  .trim()
  .min(1, 'is required')
  .regex(/\S/, 'is required')
  .max(500, 'must be at most 500 characters');

export const opsUserSearchRequest = z.object({
  session: staffSessionField,
  q: z
    .string()
    .trim()
    .max(50, 'must be at most 50 characters')
    .default('')
    .describe(
      'part of a phone (any digits of it), of a name, or of a sub-account username; empty or left out: every account, newest first',
    ),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export type OpsUserSearchRequest = z.infer<typeof opsUserSearchRequest>;

export const opsUserSearchRow = z.object({
  Id: z.number().int(),
  Phone: z.string(),
  Name: z.string(),
  IsCompany: z.boolean(),
  Money: yuanOut,
  LoginDisabled: z.boolean(),
  Unregistered: z.boolean(),
  MatchedSubAccount: z.string().nullable().describe('the sub-account username that matched, if one did'),
  CreateAt: z.string(),
});
export type OpsUserSearchRow = z.infer<typeof opsUserSearchRow>;
export const opsUserSearchResponse = envelopeSchema(
  z.object({ data: z.array(opsUserSearchRow), total: z.number().int() }),
);

export const opsUserRequest = z.object({ session: staffSessionField, user_id: idField });
export const opsUserPageRequest = opsUserRequest.extend({
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export type OpsUserPageRequest = z.infer<typeof opsUserPageRequest>;

export const opsUserWallet = z.object({
  Money: yuanOut.describe('balance; negative while the credit line is in use'),
  PowerMoney: yuanOut.describe('compute vouchers'),
  CreditMoneyQuota: yuanOut,
  Owed: yuanOut.describe('credit in use: what the account owes'),
  AccumulatedMoney: yuanOut.describe('top-ups counted for membership'),
  VoucherFirst: z.boolean(),
});

export const opsUserProfile = z.object({
  Id: z.number().int(),
  Phone: z.string(),
  Name: z.string(),
  IsCompany: z.boolean(),
  CompanyName: z.string().nullable(),
  IsSalesPartner: z.boolean(),
  Language: z.enum(LANGUAGES),
  VipLevel: z.number().int().describe('0 ordinary, 1 bronze, 2 silver, 3 gold, 4 diamond'),
  Verification: z.object({ Personal: z.boolean(), Enterprise: z.boolean() }),
  Wallet: opsUserWallet,
  LoginDisabledAt: z.string().nullable().describe('ISO 8601; set while staff have disabled login'),
  UnregisteredAt: z.string().nullable(),
  CreateAt: z.string(),
});
export type OpsUserProfile = z.infer<typeof opsUserProfile>;
export const opsUserProfileResponse = envelopeSchema(opsUserProfile);

export const opsUserLedgerResponse = envelopeSchema(
  z.object({ data: z.array(balanceChange), total: z.number().int() }),
);
export const opsUserOrdersResponse = envelopeSchema(
  z.object({ data: z.array(orderRow), total: z.number().int() }),
);
/**
 * Which of an account's instances staff list: every one (released and failed included), those it
 * still has (live), those that ended (released or failed), or those in one state.
 */
export const OPS_USER_INSTANCE_FILTERS = ['all', 'live', 'ended', ...INSTANCE_STATES] as const;
export type OpsUserInstanceFilter = (typeof OPS_USER_INSTANCE_FILTERS)[number];
export const opsUserInstancesRequest = opsUserPageRequest.extend({
  status: z
    .enum(OPS_USER_INSTANCE_FILTERS)
    .default('all')
    .describe('all (released included); live; ended (released or failed); or one state'),
});
export type OpsUserInstancesRequest = z.infer<typeof opsUserInstancesRequest>;
export const opsUserInstancesResponse = envelopeSchema(
  z.object({ data: z.array(instanceRow), total: z.number().int() }),
);
export const opsUserSubAccountsResponse = envelopeSchema(z.object({ data: z.array(subAccountRow) }));

export const opsUserSession = z.object({
  Id: z.string(),
  SubAccountName: z.string().nullable().describe('the sub-account signed in, if one is'),
  Ip: z.string(),
  UserAgent: z.string(),
  Device: z.string().describe('browser and system read from the user agent'),
  CreateAt: z.string(),
  LastSeenAt: z.string(),
  ExpiresAt: z.string(),
});
export type OpsUserSession = z.infer<typeof opsUserSession>;
export const opsUserSessionsResponse = envelopeSchema(z.object({ data: z.array(opsUserSession) }));

export const opsEndUserSessionRequest = opsUserRequest.extend({
  session_id: z.uuid('must be a session id').describe('Id of a session from /api/ops/get_user_sessions'),
});
export const opsEndedSessionsResponse = envelopeSchema(z.object({ Ended: z.number().int() }));

export const opsUserLoginRequest = opsUserRequest.extend({ reason: staffReasonField });
export type OpsUserLoginRequest = z.infer<typeof opsUserLoginRequest>;
export const opsUserLoginResponse = envelopeSchema(
  z.object({ LoginDisabledAt: z.string().nullable(), EndedSessions: z.number().int() }),
);
export const opsUsersAcknowledged = envelopeSchema(emptyData);
