import { z } from 'zod';
import { emptyData, envelopeSchema } from './envelope';
import { idField, pageField, pageSizeField, typedText, yuanOut } from './fields';
import { PARTNER_STATUSES, partnerLevelField, WITHDRAWAL_STATUSES, withdrawal } from './partners';
import { customerSearchField, staffSessionField } from './staff';

/** The finance desk of the sales-partner programme (issue 15): applications, withdrawals, settlements. */

export const opsPartnerListRequest = z.object({
  session: staffSessionField,
  status: z.enum(PARTNER_STATUSES).default('applied'),
  q: customerSearchField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const opsPartnerRow = z.object({
  user_id: z.number().int(),
  user_phone: z.string(),
  verified_name: z.string().describe('masked'),
  status: z.enum(PARTNER_STATUSES),
  level: z.number().int(),
  code: z.string(),
  note: z.string(),
  reason: z.string(),
  referred: z.number().int(),
  machines: z.number().int(),
  pending: yuanOut,
  withdrawable: yuanOut,
  applied_at: z.string(),
  decided_at: z.string().nullable(),
});
export type OpsPartnerRow = z.infer<typeof opsPartnerRow>;
export const opsPartnerListResponse = envelopeSchema(
  z.object({
    list: z.array(opsPartnerRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    waiting: z.number().int().describe('applications waiting for a decision'),
  }),
);

export const opsPartnerDecisionRequest = z.discriminatedUnion('decision', [
  z.object({
    session: staffSessionField,
    user_id: idField,
    decision: z.literal('approve'),
    level: partnerLevelField.default(1),
  }),
  z.object({
    session: staffSessionField,
    user_id: idField,
    decision: z.literal('refuse'),
    reason: typedText(200).describe('the applicant reads it'),
  }),
]);
export const opsPartnerLevelRequest = z.object({
  session: staffSessionField,
  user_id: idField,
  level: partnerLevelField,
});
export const opsPartnerAcknowledged = envelopeSchema(emptyData);

export const opsWithdrawalListRequest = z.object({
  session: staffSessionField,
  status: z.enum(WITHDRAWAL_STATUSES).default('applied'),
  q: customerSearchField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const opsWithdrawalRow = withdrawal.extend({
  user_id: z.number().int(),
  user_phone: z.string(),
});
export type OpsWithdrawalRow = z.infer<typeof opsWithdrawalRow>;
export const opsWithdrawalListResponse = envelopeSchema(
  z.object({
    list: z.array(opsWithdrawalRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    waiting: z.number().int(),
  }),
);
export const opsWithdrawalRequest = z.object({ session: staffSessionField, withdrawal_id: idField });
export const opsWithdrawalAccountResponse = envelopeSchema(
  z.object({ holder_name: z.string(), bank_name: z.string(), card_number: z.string() }),
);
export const opsWithdrawalPayRequest = z.object({
  session: staffSessionField,
  withdrawal_id: idField,
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,64}$/, 'must be the bank transfer reference: 4 to 64 letters, digits or "-"'),
});
export const opsWithdrawalRefuseRequest = z.object({
  session: staffSessionField,
  withdrawal_id: idField,
  reason: typedText(200).describe('the partner reads it'),
});

export const opsSettlementRunResponse = envelopeSchema(
  z.object({
    cutoff: z.string().describe('earnings earned before this instant were settled'),
    partners: z.number().int(),
    earnings: z.number().int(),
    amount: yuanOut,
  }),
);

/** Fleet: a host rented out on behalf of a machine partner. */
export const opsHostPartnerRequest = z.object({
  session: staffSessionField,
  host_id: idField,
  partner_user_id: idField
    .optional()
    .describe('the partner who owns the machine; left out: the platform’s own'),
  share_percent: z
    .union(
      [
        z.number().int().min(1).max(95),
        z
          .string()
          .regex(/^([1-9]|[1-8][0-9]|9[0-5])$/)
          .transform(Number),
      ],
      { error: 'must be a whole percent from 1 to 95' },
    )
    .default(70)
    .describe('the partner’s share of what the machine bills, 1 to 95 percent'),
});
