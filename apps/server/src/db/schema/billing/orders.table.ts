import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';

/**
 * Purchase orders: everything bought with wallet money (voucher packs now; rentals, renewals and
 * upgrades with the store). What each paid from balance and from vouchers is kept on the order.
 */
export const orders = pgTable(
  'orders',
  {
    orderNo: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    kind: text().notNull(),
    /** The title as written: empty when the system composed it (titleCode), kept for rows older than codes. */
    title: text().notNull(),
    /** The system text of the title (core/messaging/system-text.ts), rendered in the reader's language. */
    titleCode: text(),
    titleParams: jsonb().$type<Record<string, unknown>>(),
    amount: fen().notNull(),
    paidBalance: fen().notNull().default(0),
    paidVouchers: fen().notNull().default(0),
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
    paidAt: instant(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    check('orders_paid_parts', sql`${t.paidBalance} >= 0 and ${t.paidVouchers} >= 0`),
  ],
);
