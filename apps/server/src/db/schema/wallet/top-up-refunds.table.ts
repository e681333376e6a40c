import { TOP_UP_REFUND_STATUSES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';
import { staffMembers } from '../staff/staff.table';
import { topUpOrders } from './top-up.table';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Money of a paid top-up sent back to the payer through its gateway (issue 19). The row and the
 * balance debit (ledger kind `top_up_refund`) are written in one transaction, 'processing'; the
 * gateway is asked afterwards with `id` as its out_refund_no. 'succeeded' is final; 'failed' (the
 * gateway refused) gave the debit back in the transaction that marked it. `requestId` makes a
 * request exactly-once.
 */
export const topUpRefunds = pgTable(
  'top_up_refunds',
  {
    /** Ours, and the gateway's out_refund_no. */
    id: text().primaryKey(),
    requestId: text().notNull(),
    outTradeNo: text()
      .notNull()
      .references(() => topUpOrders.outTradeNo),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The gateway the order was paid through (its `provider`), which pays it back. */
    provider: text().notNull(),
    amount: fen().notNull(),
    reason: text().notNull(),
    status: text({ enum: TOP_UP_REFUND_STATUSES }).notNull(),
    /** The gateway's own id of the refund, once it told us. */
    gatewayRefundId: text(),
    /** Why the gateway refused it (status 'failed'). */
    failureReason: text().notNull().default(''),
    requestedBy: integer()
      .notNull()
      .references(() => staffMembers.id),
    requestedAt: createdAt(),
    /** When the gateway was last asked how it stands (the settling job spaces its questions). */
    lastQueriedAt: instant(),
    settledAt: instant(),
  },
  (t) => [
    uniqueIndex('top_up_refunds_request_id_key').on(t.requestId),
    index('top_up_refunds_order_idx').on(t.outTradeNo),
    index('top_up_refunds_user_idx').on(t.userId, t.requestedAt),
    index('top_up_refunds_processing_idx').on(t.requestedAt).where(sql`${t.status} = 'processing'`),
    check('top_up_refunds_amount_positive', sql`${t.amount} > 0`),
    check('top_up_refunds_status_check', sql`${t.status} in (${list(TOP_UP_REFUND_STATUSES)})`),
  ],
);

export type TopUpRefundRow = typeof topUpRefunds.$inferSelect;
