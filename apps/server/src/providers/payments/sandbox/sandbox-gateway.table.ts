import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../../db/columns';

/**
 * The sandbox gateway's own books, as a real gateway keeps them on its side: separate from our
 * top-up orders, so the notify and query paths are exercised for real.
 */
export const sandboxGatewayPayments = pgTable('sandbox_gateway_payments', {
  outTradeNo: text().primaryKey(),
  channel: text().notNull(),
  amount: fen().notNull(),
  description: text().notNull(),
  state: text({ enum: ['pending', 'paid', 'closed'] })
    .notNull()
    .default('pending'),
  transactionId: text(),
  createdAt: createdAt(),
  expiresAt: instant().notNull(),
  paidAt: instant(),
  notifyAttempts: integer().notNull().default(0),
});
