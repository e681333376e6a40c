import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns';
import { subAccounts, users } from '../account/account.table';

export const WORK_ORDER_AUTHORS = ['user', 'staff'] as const;

/**
 * Support tickets. This is the core the unread flag needs; categories, attachments and the
 * lifecycle arrive with the work-order feature. `userReadAt` is when the owner last read it.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    title: text().notNull(),
    status: text().notNull().default('open'),
    createdAt: createdAt(),
    userReadAt: instant(),
  },
  (t) => [index('work_orders_user_idx').on(t.userId)],
);

export const workOrderComments = pgTable(
  'work_order_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer()
      .notNull()
      .references(() => workOrders.id),
    author: text({ enum: WORK_ORDER_AUTHORS }).notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('work_order_comments_order_idx').on(t.workOrderId, t.createdAt)],
);
