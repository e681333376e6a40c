import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../db/columns';
import { subAccounts, users } from '../account/account.table';

/** Notifications (title + original text, bell in the top bar) and messages (the copies of texts sent to the phone). */
export const INBOX_KINDS = ['notification', 'message'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * One per-recipient inbox for both kinds. A row addressed to a main account has no sub-account;
 * a row for a sub-account names it, and only that sub-account sees it.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    kind: text({ enum: INBOX_KINDS }).notNull(),
    title: text().notNull().default(''),
    body: text().notNull(),
    link: text().notNull().default(''),
    readAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_items_recipient_idx').on(t.userId, t.kind, t.createdAt),
    index('inbox_items_unread_idx').on(t.userId, t.kind).where(sql`${t.readAt} is null`),
  ],
);
