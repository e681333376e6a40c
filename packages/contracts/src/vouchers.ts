import { VOUCHER_PACKS } from '@gpucloud/domain';
import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { phoneField, sessionField, yuanField } from './fields';
import { staffReasonField } from './ops-users';
import { staffSessionField } from './staff';

const packIds = VOUCHER_PACKS.map((pack) => pack.id) as [string, ...string[]];

export const voucherPack = z.object({
  Id: z.string(),
  FaceValue: z.number().describe('yuan of compute vouchers received'),
  Price: z.number().describe('yuan paid from balance'),
});
export const voucherPacksResponse = envelopeSchema(z.object({ packs: z.array(voucherPack) }));

export const buyPowerMoneyRequest = z.object({ session: sessionField, pack_id: z.enum(packIds) });
export const buyPowerMoneyResponse = envelopeSchema(
  z.object({
    Money: z.number().describe('balance after, yuan'),
    PowerMoney: z.number().describe('vouchers after, yuan'),
  }),
);

export const setPayPreferenceRequest = z.object({
  session: sessionField,
  voucher_first: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
    .describe('true: orders take compute vouchers before balance'),
});
export const setPayPreferenceResponse = envelopeSchema(emptyData);

/** Staff (finance): set an account's credit line (SPEC §9: applied for through support). */
export const setCreditQuotaRequest = z.object({
  session: staffSessionField,
  phone: phoneField,
  quota: yuanField({ maxFen: 100_000_000 }),
  reason: staffReasonField.describe('why the line changes; kept in the audit trail'),
});
export type SetCreditQuotaRequest = z.infer<typeof setCreditQuotaRequest>;
export const setCreditQuotaResponse = envelopeSchema(z.object({ CreditMoneyQuota: z.number() }));

export type VoucherPack = z.infer<typeof voucherPack>;
