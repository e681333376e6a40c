import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';

/**
 * A customer's second factor (issue 46): one row per main account (sub_account_id null) or
 * sub-account. The TOTP secret is sealed with the data key; an enrolment keeps its new secret in
 * `pending_secret_sealed` until a first code confirms it. Recovery codes are kept as sha256 hashes
 * and each works once; `last_step` refuses a code of a step already used (anti-replay).
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    totpSecretSealed: text(),
    pendingSecretSealed: text(),
    enabledAt: instant(),
    /** The 30-second step of the newest accepted code: no code of it or before counts again. */
    lastStep: integer(),
    recoveryCodeHashes: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('second_factors_main_account_key').on(t.userId).where(sql`${t.subAccountId} is null`),
    uniqueIndex('second_factors_sub_account_key')
      .on(t.subAccountId)
      .where(sql`${t.subAccountId} is not null`),
  ],
);

/**
 * Between the first factor (password, SMS code, WeChat) and the second: single use, 5 minutes, 5
 * wrong answers. Only a hash of the challenge token is kept.
 */
export const customerLoginChallenges = pgTable(
  'customer_login_challenges',
  {
    id: uuid().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    ip: text().notNull().default(''),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    attempts: integer().notNull().default(0),
  },
  (t) => [index('customer_login_challenges_user_idx').on(t.userId)],
);
