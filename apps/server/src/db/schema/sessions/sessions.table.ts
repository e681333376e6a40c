import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';

/** Login sessions. Only a hash of the token is stored; the token itself is shown once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    createdAt: createdAt(),
    lastSeenAt: instant().notNull(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
    revokeReason: text(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    /** When the session last proved the account's second factor (sign-in or step-up; issue 46). */
    secondFactorAt: instant(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
    index('sessions_sub_account_idx').on(t.subAccountId).where(sql`${t.revokedAt} is null`),
  ],
);

/** SMS verification codes; the code is stored hashed and counts its wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    ip: text().notNull(),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: instant(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Failed logins, counted per subject (phone or sub-account name) and per client IP. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subject: text().notNull(),
    ip: text().notNull(),
    createdAt: instant().notNull(),
  },
  (t) => [
    index('login_failures_subject_idx').on(t.subject, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Where a login identity (a main account, or one of its sub-accounts: `subAccountId`) has signed in
 * from: a device (browser and system from the user agent) on a network (the address's /24 or /48).
 * A sign-in from a pair not listed here is told to that identity (modules/sessions/sign-in-alerts.ts).
 */
export const knownSignIns = pgTable(
  'known_sign_ins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** Null for the main account's own sign-ins. */
    subAccountId: integer().references(() => subAccounts.id),
    device: text().notNull(),
    network: text().notNull(),
    firstSeenAt: instant().notNull(),
    lastSeenAt: instant().notNull(),
  },
  (t) => [
    uniqueIndex('known_sign_ins_user_device_network_key')
      .on(t.userId, t.device, t.network)
      .where(sql`${t.subAccountId} is null`),
    uniqueIndex('known_sign_ins_sub_account_device_network_key')
      .on(t.subAccountId, t.device, t.network)
      .where(sql`${t.subAccountId} is not null`),
  ],
);

/** Proof-of-work challenges already used (core/proof-of-work): a solution counts once. */
export const spentPowChallenges = pgTable(
  'spent_pow_challenges',
  {
    salt: text().primaryKey(),
    expiresAt: instant().notNull(),
  },
  (t) => [index('spent_pow_challenges_expires_idx').on(t.expiresAt)],
);
