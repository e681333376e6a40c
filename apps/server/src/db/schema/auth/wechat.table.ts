import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { users } from '../account/account.table';

/** WeChat identities bound to main accounts; one WeChat identity logs in to one account. */
export const wechatBindings = pgTable(
  'wechat_bindings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    openId: text().notNull(),
    nickname: text().notNull(),
    boundAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wechat_bindings_open_id_key').on(t.openId),
    index('wechat_bindings_user_idx').on(t.userId),
  ],
);

export const WECHAT_TICKET_PURPOSES = ['bind', 'login'] as const;
export const WECHAT_TICKET_STATES = ['waiting', 'scanned', 'confirmed', 'used'] as const;

/**
 * A QR code's life: created for a purpose (binding to the account that asked, or logging in),
 * confirmed once by a WeChat identity, then used once; it expires after 5 minutes (SPEC §9).
 */
export const wechatTickets = pgTable('wechat_tickets', {
  ticket: text().primaryKey(),
  purpose: text({ enum: WECHAT_TICKET_PURPOSES }).notNull(),
  userId: integer().references(() => users.id),
  state: text({ enum: WECHAT_TICKET_STATES }).notNull().default('waiting'),
  openId: text(),
  nickname: text(),
  createdAt: createdAt(),
  expiresAt: instant().notNull(),
});
