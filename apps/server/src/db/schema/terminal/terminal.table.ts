import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';
import { instances } from '../instances/instances.table';

/**
 * Single-use tickets that open a web terminal (issue 40), kept as a SHA-256 hash: any server process
 * can open a ticket another one made, and a ticket is used once (`usedAt` set by a guarded update).
 */
export const terminalTickets = pgTable(
  'terminal_tickets',
  {
    hash: text().primaryKey(),
    instanceId: integer()
      .notNull()
      .references(() => instances.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    createdAt: createdAt(),
  },
  (table) => [index('terminal_tickets_expires_idx').on(table.expiresAt)],
);

/**
 * Every web terminal opened: who, on which instance, from where, and when and why it closed. The
 * process serving an open one touches `lastSeenAt` on each periodic check; a row not seen for a
 * while lost its process (killed without closing it) and is closed as `lost` when next read.
 */
export const terminalSessions = pgTable(
  'terminal_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer()
      .notNull()
      .references(() => instances.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    ip: text().notNull(),
    userAgent: text().notNull(),
    openedAt: instant().notNull(),
    lastSeenAt: instant().notNull(),
    closedAt: instant(),
    closeReason: text(),
  },
  (table) => [index('terminal_sessions_user_idx').on(table.userId, table.openedAt)],
);
