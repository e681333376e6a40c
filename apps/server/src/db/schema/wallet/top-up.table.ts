import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';

/**
 * QR top-up orders. `status` 0 waiting, 1 paid, 2 closed; moving to 1 happens in one guarded
 * UPDATE in the same transaction as the ledger credit, so an order credits exactly once.
 */
export const topUpOrders = pgTable(
  'top_up_orders',
  {
    outTradeNo: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: fen().notNull(),
    payType: smallint().notNull(),
    provider: text().notNull(),
    status: smallint().notNull().default(0),
    qrContent: text(),
    transactionId: text(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    paidAt: instant(),
    closedAt: instant(),
    lastQueriedAt: instant(),
  },
  (t) => [
    index('top_up_orders_user_idx').on(t.userId, t.createdAt),
    index('top_up_orders_open_idx').on(t.createdAt).where(sql`${t.status} = 0`),
    check('top_up_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);
