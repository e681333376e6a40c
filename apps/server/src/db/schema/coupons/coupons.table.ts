import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';

/**
 * Coupon groups (SPEC §3); `remainNum` only falls by one guarded UPDATE per claim. `stoppedAt`: staff
 * stopped the group, so it takes no further claims (claimed coupons stay usable until they expire).
 */
export const couponGroups = pgTable(
  'coupon_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    type: smallint().notNull(),
    amount: fen().notNull().default(0),
    discountBasisPoints: integer().notNull().default(10_000),
    moneyLimit: fen().notNull().default(0),
    useTimeLimitDays: integer().notNull().default(0),
    targetGoods: text().notNull().default(''),
    targetImage: text().notNull().default(''),
    targetUseMode: text().notNull().default(''),
    targetUserVerifyType: smallint().notNull().default(0),
    beginAt: instant().notNull(),
    endAt: instant(),
    totalNum: integer().notNull(),
    remainNum: integer().notNull(),
    visible: boolean().notNull().default(true),
    stoppedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupon_groups_remain_range', sql`${t.remainNum} >= 0 and ${t.remainNum} <= ${t.totalNum}`),
    check('coupon_groups_type', sql`${t.type} in (0, 1, 2)`),
    check(
      'coupon_groups_discount_range',
      sql`${t.discountBasisPoints} > 0 and ${t.discountBasisPoints} <= 10000`,
    ),
  ],
);

/** A claimed coupon; one per user and group. `usedRef` names the order or top-up it paid for. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    groupId: integer()
      .notNull()
      .references(() => couponGroups.id),
    claimedAt: instant().notNull(),
    expiresAt: instant(),
    usedAt: instant(),
    usedRef: text(),
  },
  (t) => [
    uniqueIndex('user_coupons_once_per_group').on(t.userId, t.groupId),
    index('user_coupons_user_idx').on(t.userId, t.claimedAt),
  ],
);
