import { index, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../account/account.table';

/** Real-name verification records: verify_type 0 personal, 1 enterprise; status 1 passed (SPEC §3). */
export const verifications = pgTable(
  'verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    verifyType: smallint().notNull(),
    status: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('verifications_user_idx').on(t.userId)],
);
