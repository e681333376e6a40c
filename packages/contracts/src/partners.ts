import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from './constants';
import { envelopeSchema } from './envelope';
import {
  epochSeconds,
  idField,
  pageField,
  pageSizeField,
  sessionField,
  typedText,
  yuanField,
  yuanOut,
} from './fields';

/**
 * Sales partners (issue 15). Two kinds of partner earn money here: people who bring customers
 * (a commission on what the customers they referred pay for compute with their own money) and
 * people whose GPU machines the platform rents out (a share of what those machines bill). Earnings
 * accrue in the partner's pending pocket, become withdrawable at a settlement once they are older
 * than the refund window, and leave by a withdrawal to the verified owner's bank account (finance
 * pays it) or by a move to the partner's own balance.
 */

export const PARTNER_STATUSES = ['applied', 'approved', 'refused'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_LEVELS = [1, 2, 3] as const;
export const WITHDRAWAL_STATUSES = ['applied', 'paid', 'refused'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const EARNING_KINDS = ['commission', 'machine'] as const;

export const referralCodeField = z
  .string()
  .trim()
  .regex(REFERRAL_CODE_PATTERN, 'must be a referral code of 8 letters and digits')
  .describe(
    'the referral code of the link the person came by (`/login?ref=CODE`); an unknown or closed code registers the account without a partner',
  );

const partnerAgreementField = z
  .literal(true, 'must be true: the sales-partner programme terms are accepted')
  .describe('true: the caller accepts the programme terms shown in the become-partner prompt');

/** Idempotency key of a money request: the same key twice is one request. */
const requestIdField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, "-" or "_"')
  .describe('a key the client makes once per request; sending it again answers the first result');

const levelField = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.enum(['1', '2', '3']).transform(Number)])
  .describe('partner level 1, 2 or 3 (each with its commission rate)');

export const partnerApplyRequest = z.object({
  session: sessionField,
  agreement: partnerAgreementField,
  note: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .default('')
    .describe('how the caller means to find customers or which machines they bring'),
});

/** What the programme pays: the rate of each level, in basis points (1000 = 10 %). */
export const partnerTerms = z.object({
  level_rates_bp: z.array(z.number().int()).describe('commission rate of levels 1, 2, 3 in basis points'),
  bind_months: z.number().int().describe('how long a referred customer stays bound to the partner'),
  refund_window_days: z
    .number()
    .int()
    .describe('earnings become withdrawable at the first settlement after this many days'),
  withdrawal_min: yuanOut,
  withdrawals_per_month: z.number().int(),
});

export const partnerInfo = z.object({
  status: z.enum(['none', ...PARTNER_STATUSES]).describe('none: the caller never applied'),
  reason: z.string().describe('why an application was refused'),
  level: z.number().int(),
  rate_bp: z.number().int().describe('the caller’s commission rate in basis points'),
  code: z.string().describe('referral code, once approved'),
  link: z.string().describe('referral link (`/login?ref=CODE`), once approved'),
  verified: z
    .boolean()
    .describe('a passed personal or enterprise verification: needed to apply and to withdraw'),
  holder_name: z.string().describe('the verified owner, masked: withdrawals go to their bank account only'),
  pending: yuanOut.describe('earnings not yet settled (not spendable)'),
  withdrawable: yuanOut.describe('settled earnings that may be withdrawn or moved to the balance'),
  withdrawing: yuanOut.describe('applied withdrawals not yet paid'),
  withdrawals_this_month: z.number().int(),
  machines: z.number().int().describe('hosts of the caller the platform rents out'),
  applied_at: z.string().nullable(),
  terms: partnerTerms,
});
export type PartnerInfo = z.infer<typeof partnerInfo>;
export const partnerInfoResponse = envelopeSchema(partnerInfo);

export const pagedRequest = z.object({
  session: sessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});

export const referredCustomer = z.object({
  phone: z.string().describe('masked: 138****0001'),
  registered_at: z.string(),
  bound_until: z.string(),
  active: z.boolean().describe('still bound: their spending earns commission'),
  spend: yuanOut.describe('what they paid for compute with their own money, net of refunds'),
  commission: yuanOut.describe('the commission it earned, net of reversals'),
});
export const referralsResponse = envelopeSchema(
  z.object({
    list: z.array(referredCustomer),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);

export const earningsMonth = z.object({
  month: z.string().describe('YYYY-MM, China time'),
  spend: yuanOut.describe('commissioned spending of referred customers, net of refunds'),
  commission: yuanOut.describe('commission earned, reversals counted'),
  machine: yuanOut.describe('machine income earned'),
});
export const earningsByMonthRequest = z.object({
  session: sessionField,
  months: z
    .union(
      [
        z.number().int().min(1).max(24),
        z
          .string()
          .regex(/^([1-9]|1[0-9]|2[0-4])$/)
          .transform(Number),
      ],
      {
        error: 'must be a whole number of months from 1 to 24',
      },
    )
    .default(12)
    .describe('how many months back from this one (1 to 24)'),
});
export const earningsByMonthResponse = envelopeSchema(z.object({ list: z.array(earningsMonth) }));

export const settlement = z.object({
  id: z.number().int(),
  cutoff: z.string().describe('earnings earned before this instant were settled'),
  commission: yuanOut,
  machine: yuanOut,
  amount: yuanOut.describe('what became withdrawable (may be negative when reversals outweigh earnings)'),
  earnings: z.number().int().describe('earning rows settled'),
  settled_at: z.string(),
});
export const settlementsResponse = envelopeSchema(
  z.object({
    list: z.array(settlement),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    pending: yuanOut.describe('earned and not yet settled'),
    next_settlement: z.string().describe('when the next monthly settlement runs'),
  }),
);

export const machineIncomeRequest = z.object({
  session: sessionField,
  start_time: epochSeconds()
    .optional()
    .describe('from this time (epoch seconds, inclusive); default 30 days ago'),
  end_time: epochSeconds().optional().describe('before this time (epoch seconds, exclusive); default now'),
  host_id: idField.optional().describe('one of the caller’s machines'),
});
export const machineIncomeDay = z.object({
  day: z.string().describe('YYYY-MM-DD, China time'),
  host_id: z.number().int(),
  host_name: z.string(),
  gpu_model: z.string(),
  gpu_hours: z.number().int().describe('GPU-hours billed'),
  utilisation: z.number().describe('GPU-hours billed over GPU-hours the machine had, 0 to 1'),
  billed: yuanOut.describe('what the machine’s GPUs billed'),
  income: yuanOut.describe('the partner’s share of it'),
});
export const partnerMachine = z.object({
  host_id: z.number().int(),
  host_name: z.string(),
  region: z.string().describe('the region’s Chinese name'),
  region_en: z.string().describe('the region’s English name'),
  gpu_model: z.string(),
  gpu_count: z.number().int(),
  gpu_used: z.number().int(),
  status: z.string(),
  share_bp: z.number().int().describe('the partner’s share of what it bills, in basis points'),
  income: yuanOut.describe('all it has earned the partner'),
});
export const machineIncomeResponse = envelopeSchema(
  z.object({
    list: z.array(machineIncomeDay).describe('per machine per day, newest first'),
    machines: z.array(partnerMachine),
    billed: yuanOut,
    income: yuanOut,
  }),
);

export const withdrawalApplyRequest = z.object({
  session: sessionField,
  amount: yuanField({ minFen: 1 }).describe('yuan to withdraw from the withdrawable earnings'),
  bank_name: typedText(60).describe('the bank and branch of the account'),
  card_number: z
    .string()
    .trim()
    .regex(/^[0-9]{12,19}$/, 'must be a bank card number of 12 to 19 digits')
    .describe('the account, in the verified owner’s name; its Luhn check digit is verified'),
  request_id: requestIdField,
});
export const withdrawal = z.object({
  id: z.number().int(),
  amount: yuanOut,
  status: z.enum(WITHDRAWAL_STATUSES),
  bank_name: z.string(),
  card_number: z.string().describe('masked'),
  holder_name: z.string().describe('masked'),
  reference: z.string().describe('the bank transfer reference once paid'),
  reason: z.string().describe('why it was refused'),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;
export const withdrawalResponse = envelopeSchema(z.object({ withdrawal }));
export const withdrawalsRequest = z.object({
  session: sessionField,
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const withdrawalsResponse = envelopeSchema(
  z.object({
    list: z.array(withdrawal),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
);

export const earningsToBalanceRequest = z.object({
  session: sessionField,
  amount: yuanField({ minFen: 1 }).describe('yuan to move from the withdrawable earnings to the balance'),
  request_id: requestIdField,
});
export const earningsToBalanceResponse = envelopeSchema(
  z.object({ withdrawable: yuanOut, balance: yuanOut }),
);

export { levelField as partnerLevelField, requestIdField };
