import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../../db/columns';

/**
 * The sandbox gateway's own books, as a real gateway keeps them on its side: separate from our
 * top-up orders, so the notify and query paths are exercised for real. `refunded` is what its
 * refunds took back of the payment (the ones still processing included), never more than was paid.
 */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
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
    refunded: fen().notNull().default(0),
  },
  (t) => [
    check('sandbox_gateway_payments_refunded_within_amount', sql`${t.refunded} between 0 and ${t.amount}`),
  ],
);

export const SANDBOX_REFUND_STATES = ['processing', 'succeeded', 'refused'] as const;

/**
 * The sandbox gateway's refunds, one per `outRefundNo` (the merchant's refund number: asking again
 * with it answers this row). A processing refund settles to `outcome` once `settlesAt` has passed.
 */
export const sandboxGatewayRefunds = pgTable(
  'sandbox_gateway_refunds',
  {
    outRefundNo: text().primaryKey(),
    outTradeNo: text()
      .notNull()
      .references(() => sandboxGatewayPayments.outTradeNo),
    refundId: text().notNull(),
    amount: fen().notNull(),
    reason: text().notNull(),
    state: text({ enum: SANDBOX_REFUND_STATES }).notNull(),
    /** What a processing refund becomes when it settles, and why when that is a refusal. */
    outcome: text({ enum: ['succeeded', 'refused'] }).notNull(),
    refusal: text().notNull().default(''),
    createdAt: createdAt(),
    settlesAt: instant().notNull(),
    settledAt: instant(),
  },
  (t) => [
    index('sandbox_gateway_refunds_trade_idx').on(t.outTradeNo),
    check('sandbox_gateway_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
