import { POINTS_KINDS, SCORE_ITEM_KINDS } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';
import { couponGroups } from '../coupons/coupons.table';

/**
 * One points account per main account (opened by its first points). `balance` changes only with a
 * points_ledger row written in the same transaction under this row's lock. `spentFen` is the net fen
 * paid from the balance that counts for points; the points earned by spending are always
 * floor(spentFen / 100) (packages/domain points.ts), so fractions of a yuan carry over.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    /** May fall below zero when a refund takes back points that were already redeemed. */
    balance: integer().notNull().default(0),
    spentFen: fen().notNull().default(0),
  },
  (t) => [check('points_accounts_spent_nonneg', sql`${t.spentFen} >= 0`)],
);

/**
 * Every change of a points account. `sourceRef` names what caused it (a wallet ledger row, a China
 * day's check-in, a verification, a redemption) and is unique, so each earning happens once.
 * `spentFen` is the change of the account's counted spending (spending rows may move it without
 * moving a whole point: the UI lists only rows that moved points).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: POINTS_KINDS }).notNull(),
    points: integer().notNull(),
    spentFen: fen().notNull().default(0),
    balanceAfter: integer().notNull(),
    sourceRef: text().notNull(),
    note: text().notNull().default(''),
    /** The system text of the note (core/messaging/system-text.ts), rendered in the reader's language. */
    noteCode: text(),
    noteParams: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_ledger_source_key').on(t.sourceRef),
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * What points buy: a compute voucher of `voucherFen`, one coupon of `couponGroupId`, or `storageGb`
 * of file storage for `storageDays` China days (a grant in the disks module, never billed).
 */
export const scoreItems = pgTable(
  'score_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    nameEn: text().notNull(),
    description: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    kind: text({ enum: SCORE_ITEM_KINDS }).notNull(),
    voucherFen: fen(),
    couponGroupId: integer().references(() => couponGroups.id),
    storageGb: integer(),
    storageDays: integer(),
    costPoints: integer().notNull(),
    /** How many are left; a redemption takes one under the row lock. */
    stock: integer().notNull(),
    perPersonLimit: integer().notNull().default(1),
    published: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    check('score_items_stock_nonneg', sql`${t.stock} >= 0`),
    check('score_items_cost_positive', sql`${t.costPoints} > 0`),
    check('score_items_limit_positive', sql`${t.perPersonLimit} > 0`),
    check(
      'score_items_reward',
      sql`(${t.kind} = 'voucher' and ${t.voucherFen} > 0 and ${t.couponGroupId} is null
            and ${t.storageGb} is null and ${t.storageDays} is null)
          or (${t.kind} = 'coupon' and ${t.couponGroupId} is not null and ${t.voucherFen} is null
            and ${t.storageGb} is null and ${t.storageDays} is null)
          or (${t.kind} = 'file_storage' and ${t.storageGb} > 0 and ${t.storageDays} > 0
            and ${t.voucherFen} is null and ${t.couponGroupId} is null)`,
    ),
  ],
);

/** One row per redemption; (user, request id) is unique, so a replayed request redeems once. */
export const scoreRedemptions = pgTable(
  'score_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    itemId: integer()
      .notNull()
      .references(() => scoreItems.id),
    requestId: text().notNull(),
    points: integer().notNull(),
    kind: text({ enum: SCORE_ITEM_KINDS }).notNull(),
    voucherFen: fen(),
    couponId: integer(),
    /** File-storage redemptions: the GB granted and the last China day (storage day number) they run to. */
    storageGb: integer(),
    storageUntilDay: integer(),
    balanceAfter: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('score_redemptions_request_key').on(t.userId, t.requestId),
    index('score_redemptions_item_user_idx').on(t.itemId, t.userId),
  ],
);
