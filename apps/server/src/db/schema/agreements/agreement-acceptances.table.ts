import { AGREEMENT_KEYS } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';

/**
 * Who accepted which version of which agreement, and when: one row per account (a sub-account
 * counts as its own acceptor) and version, written in the transaction of what needed it
 * (registration, a verification, a ticket, closing the account, or the console's dialog).
 */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    key: text({ enum: AGREEMENT_KEYS }).notNull(),
    version: integer().notNull(),
    acceptedAt: instant().notNull(),
  },
  (t) => [
    // A sub-account's acceptance is not its main account's: both may accept the same version.
    uniqueIndex('agreement_acceptances_account_version_key').on(
      t.userId,
      sql`coalesce(${t.subAccountId}, 0)`,
      t.key,
      t.version,
    ),
    index('agreement_acceptances_key_version_idx').on(t.key, t.version),
  ],
);
