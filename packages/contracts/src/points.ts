import { z } from 'zod';
import { envelopeSchema } from './envelope';
import {
  INT4_MAX,
  idField,
  intRangeField,
  pageField,
  pageSizeField,
  sessionField,
  typedText,
  yuanField,
  yuanOut,
} from './fields';
import { requestIdField } from './partners';
import { staffSessionField } from './staff';

/**
 * The score store (issue 18 point 6, SPEC §2 `/scoreStore`, not for sub-accounts): points a main
 * account earns by spending from its balance, by a daily check-in and by a completed real-name
 * verification, kept in a points ledger of their own, and redeemed for compute vouchers, coupons or
 * file storage (GB beyond the free tier for a number of days, never billed).
 */

/** What one daily check-in (one per China calendar day) earns. */
export const CHECK_IN_POINTS = 5;
/** What a personal or enterprise verification earns when it is approved, once per account. */
export const VERIFICATION_POINTS = 50;

/** Why points moved: one word per kind, shown in the UI language. */
export const POINTS_KINDS = [
  'spending',
  'spending_reversal',
  'check_in',
  'verification',
  'redemption',
] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

export const SCORE_ITEM_KINDS = ['voucher', 'coupon', 'file_storage'] as const;
export type ScoreItemKind = (typeof SCORE_ITEM_KINDS)[number];

/** A file-storage item grants this many GB (beyond the free tier) ... */
export const SCORE_STORAGE_GB = { min: 1, max: 1000 } as const;
/** ... for this many China days, the day of the redemption included. */
export const SCORE_STORAGE_DAYS = { min: 1, max: 365 } as const;

const pointsOut = z
  .number()
  .int()
  .describe('points (may be below 0 after a refund took back points already spent)');

export const pointsSummaryRequest = z.object({ session: sessionField });
export const pointsSummary = z.object({
  balance: pointsOut,
  earned_today: z.number().int().describe('points earned since 00:00 China time today'),
  checked_in_today: z.boolean(),
  check_in_points: z.number().int(),
  spent_from_balance: yuanOut.describe('net yuan paid from the balance that counts for points'),
  redeemed: z
    .array(z.object({ item_id: z.number().int(), count: z.number().int() }))
    .describe('how many of each item the account redeemed (for the per-person limits)'),
});
export type PointsSummary = z.infer<typeof pointsSummary>;
export const pointsSummaryResponse = envelopeSchema(pointsSummary);

export const pointsLedgerRequest = z.object({
  session: sessionField,
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const pointsLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(POINTS_KINDS),
  points: z.number().int().describe('signed: positive earned, negative taken'),
  balance_after: pointsOut,
  note: z.string(),
  created_at: z.string().describe('ISO 8601'),
});
export type PointsLedgerEntry = z.infer<typeof pointsLedgerEntry>;
export const pointsLedgerResponse = envelopeSchema(
  z.object({ list: z.array(pointsLedgerEntry), total: z.number().int() }),
);

export const checkInRequest = z.object({ session: sessionField });
export const checkInResponse = envelopeSchema(z.object({ points: z.number().int(), balance: pointsOut }));

/** An item as the store shows it. */
export const scoreItem = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  kind: z.enum(SCORE_ITEM_KINDS),
  voucher_amount: yuanOut.nullable().describe('voucher items: the compute voucher granted'),
  coupon_group_id: z.number().int().nullable().describe('coupon items: the coupon group a coupon comes from'),
  coupon_name: z.string().nullable(),
  storage_gb: z.number().int().nullable().describe('file-storage items: GB granted beyond the free tier'),
  storage_days: z
    .number()
    .int()
    .nullable()
    .describe('file-storage items: for how many China days, the day of the redemption included'),
  cost_points: z.number().int(),
  stock: z.number().int().describe('how many are left'),
  per_person_limit: z.number().int(),
});
export type ScoreItem = z.infer<typeof scoreItem>;
export const scoreItemsRequest = z.object({ session: sessionField });
export const scoreItemsResponse = envelopeSchema(z.object({ list: z.array(scoreItem) }));

export const redeemRequest = z.object({
  session: sessionField,
  item_id: idField,
  request_id: requestIdField,
});
export const redemption = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  kind: z.enum(SCORE_ITEM_KINDS),
  points: z.number().int().describe('points it cost'),
  voucher_amount: yuanOut.nullable(),
  coupon_id: z.number().int().nullable(),
  storage_gb: z.number().int().nullable().describe('file-storage items: GB granted'),
  storage_until: z
    .string()
    .nullable()
    .describe('file-storage items: the last China day (YYYY-MM-DD) the granted GB are in force'),
  balance: pointsOut.describe('the points balance after the redemption'),
  created_at: z.string(),
});
export type Redemption = z.infer<typeof redemption>;
export const redeemResponse = envelopeSchema(redemption);

// Staff side: items and redemptions (support), a customer's points (support, finance).

const itemText = {
  name: typedText(60).describe('Chinese name'),
  name_en: typedText(80).describe('English name'),
  description: z.string().trim().max(500).default('').describe('Chinese description'),
  description_en: z.string().trim().max(800).default('').describe('English description'),
  cost_points: intRangeField(1, 10_000_000).describe('points one redemption costs'),
  per_person_limit: intRangeField(1, 1000).describe('how many one account may redeem'),
};
const voucherItem = z.object({
  kind: z.literal('voucher'),
  voucher_amount: yuanField({ minFen: 1, maxFen: 100_000_00 }).describe('yuan of compute vouchers granted'),
});
const couponItem = z.object({
  kind: z.literal('coupon'),
  coupon_group_id: idField.describe('the coupon group a coupon is given from (one per account)'),
  per_person_limit: z
    .union([z.literal(1), z.literal('1').transform(() => 1 as const)])
    .describe('1: an account holds one coupon of a group'),
});

const fileStorageItem = z.object({
  kind: z.literal('file_storage'),
  storage_gb: intRangeField(SCORE_STORAGE_GB.min, SCORE_STORAGE_GB.max).describe(
    `GB of file storage granted beyond the free tier, ${SCORE_STORAGE_GB.min} to ${SCORE_STORAGE_GB.max}`,
  ),
  storage_days: intRangeField(SCORE_STORAGE_DAYS.min, SCORE_STORAGE_DAYS.max).describe(
    `for how many China days, ${SCORE_STORAGE_DAYS.min} to ${SCORE_STORAGE_DAYS.max}, the day of the redemption included`,
  ),
});

export const opsCreateScoreItemRequest = z.discriminatedUnion('kind', [
  voucherItem.extend({ session: staffSessionField, ...itemText, stock: intRangeField(0, 1_000_000) }),
  couponItem.extend({
    session: staffSessionField,
    ...itemText,
    per_person_limit: couponItem.shape.per_person_limit,
    stock: intRangeField(0, 1_000_000),
  }),
  fileStorageItem.extend({ session: staffSessionField, ...itemText, stock: intRangeField(0, 1_000_000) }),
]);
export type OpsCreateScoreItemRequest = z.infer<typeof opsCreateScoreItemRequest>;
export const opsScoreItemIdResponse = envelopeSchema(z.object({ id: z.number().int() }));

export const opsUpdateScoreItemRequest = z.object({
  session: staffSessionField,
  item_id: idField,
  ...itemText,
});
export type OpsUpdateScoreItemRequest = z.infer<typeof opsUpdateScoreItemRequest>;

export const opsScoreItemStockRequest = z.object({
  session: staffSessionField,
  item_id: idField,
  add: intRangeField(1, 1_000_000).describe('how many to add to the stock'),
});
export const opsScoreItemPublishRequest = z.object({
  session: staffSessionField,
  item_id: idField,
  published: z.boolean(),
});

export const opsScoreItem = scoreItem.extend({
  published: z.boolean(),
  redeemed: z.number().int().describe('redemptions so far'),
  updated_at: z.string(),
});
export type OpsScoreItem = z.infer<typeof opsScoreItem>;
export const opsScoreItemsRequest = z.object({ session: staffSessionField });
export const opsScoreItemsResponse = envelopeSchema(z.object({ list: z.array(opsScoreItem) }));
export const opsScoreItemResponse = envelopeSchema(opsScoreItem);

export const opsRedemptionsRequest = z.object({
  session: staffSessionField,
  item_id: idField.optional(),
  user_id: idField.optional(),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const opsRedemption = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  phone: z.string(),
  item_id: z.number().int(),
  item_name: z.string(),
  item_name_en: z.string(),
  points: z.number().int(),
  reward: z.string().describe('what was granted: voucher yuan, coupon id or file-storage GB and days'),
  created_at: z.string(),
});
export const opsRedemptionsResponse = envelopeSchema(
  z.object({ list: z.array(opsRedemption), total: z.number().int() }),
);

export const opsUserPointsRequest = z.object({
  session: staffSessionField,
  user_id: intRangeField(1, INT4_MAX),
  page: pageField.default(1),
  page_size: pageSizeField.default(20),
});
export const opsUserPointsResponse = envelopeSchema(
  z.object({
    balance: pointsOut,
    spent_from_balance: yuanOut,
    list: z.array(pointsLedgerEntry),
    total: z.number().int(),
  }),
);
