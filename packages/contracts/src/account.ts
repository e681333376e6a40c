import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { sessionField, yuanOut } from './fields';

export const sessionOnlyRequest = z.object({ session: sessionField });

export const subAccountInfo = z.object({
  Name: z.string().describe('login name of the sub-account'),
  MoneyLimit: yuanOut.describe('spending limit set by the main account'),
  MoneyCanUse: yuanOut.describe('what is left of the limit'),
});

export const verificationSummary = z.object({
  Personal: z.boolean().describe('a personal real-name verification has passed'),
  Enterprise: z.boolean().describe('an enterprise verification has passed'),
});

/** The main wallet's amounts; null for a sub-account, which spends within SubAccount.MoneyCanUse. */
const walletAmount = yuanOut.nullable();

/** SPEC §3 user info, by its exact field names, plus what the console needs. */
export const userInfo = z.object({
  UserId: z.number().int().describe('id of the main account (for a sub-account: its main account)'),
  Name: z.string(),
  SubAccount: subAccountInfo.nullable().describe('null for a main account'),
  SubAccountId: z.number().int().nullable(),
  Phone: z.string().describe("the account's phone; a sub-account gets its main account's phone"),
  VipLevel: z.number().int().min(0).max(4),
  AccumulatedMoney: walletAmount.describe('top-ups counted for membership since 2023-04-15'),
  Money: walletAmount.describe('balance; negative when credit is in use'),
  PowerMoney: walletAmount.describe('compute-voucher balance'),
  CreditMoneyQuota: walletAmount.describe('credit line set by staff (finance)'),
  VoucherFirst: z.boolean().describe('orders take compute vouchers before balance'),
  IsCompany: z.boolean(),
  CompanyName: z.string().nullable(),
  IsSalesPartner: z.boolean(),
  Verification: verificationSummary,
  CreateAt: z.string().describe('ISO 8601'),
});
export const getUserInfoResponse = envelopeSchema(userInfo);

export const userVipInfo = z.object({
  data: z.object({
    vip_score: z.number().describe('membership experience: accumulated top-ups in yuan'),
    vip_level: z.number().int().min(0).max(4),
    level_threshold: z.number().describe('yuan that reaching the next level takes'),
    experience_percent: z.number().int().min(0).max(100),
  }),
});
export const getUserVipInfoResponse = envelopeSchema(userVipInfo);

export type UserInfo = z.infer<typeof userInfo>;
export type UserVipInfo = z.infer<typeof userVipInfo>;
