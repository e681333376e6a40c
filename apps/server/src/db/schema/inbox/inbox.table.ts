import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
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
    /** Plain texts of an item written by a person (operator notices); empty for a templated one. */
    title: text().notNull().default(''),
    body: text().notNull().default(''),
    /**
     * A template key of modules/notifications and its parameters: the item is rendered in the
     * reader's language when it is read, so nothing stores a sentence in one language.
     */
    template: text(),
    params: jsonb().$type<Record<string, unknown>>(),
    link: text().notNull().default(''),
    readAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_items_recipient_idx').on(t.userId, t.kind, t.createdAt),
    index('inbox_items_unread_idx').on(t.userId, t.kind).where(sql`${t.readAt} is null`),
  ],
);
