import { DEFAULT_LANGUAGE, LANGUAGES, type NoticeSettings } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../../core/auth/identity';
import { createdAt, fen, instant } from '../../columns';

// The role list lives with the caller's identity in core; re-exported for the modules that read it here.
export { USER_ROLES, type UserRole } from '../../../core/auth/identity';

/** Main accounts (people and companies) and operators. Sub-accounts live in their own table. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: USER_ROLES }).notNull().default('user'),
    isCompany: boolean().notNull().default(false),
    companyName: text(),
    isSalesPartner: boolean().notNull().default(false),
    createdAt: createdAt(),
    passwordChangedAt: instant(),
    /** Set when the account unregisters: login is disabled and the phone is free again. */
    unregisteredAt: instant(),
    /** Set while staff have disabled login (support, issue 11): no new session, every open one ended. */
    loginDisabledAt: instant(),
    /** Where notifications go by SMS when it is not the login phone. */
    notifyPhone: text(),
    noticeEmail: text(),
    /** Null until the person changes them: then the defaults of NOTICE_DEFAULTS apply. */
    noticeSettings: jsonb().$type<NoticeSettings>(),
    /** What its messages, SMS and emails are written in; set by the web's language switch. */
    language: text({ enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
  },
  (t) => [
    uniqueIndex('users_active_phone_key').on(t.phone).where(sql`${t.unregisteredAt} is null`),
    index('users_phone_idx').on(t.phone),
  ],
);

/** Sub-accounts spend from their main account's wallet within MoneyLimit (SPEC §6). */
export const subAccounts = pgTable(
  'sub_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mainUserId: integer()
      .notNull()
      .references(() => users.id),
    loginName: text().notNull(),
    passwordHash: text().notNull(),
    note: text().notNull().default(''),
    moneyLimit: fen().notNull().default(0),
    moneyUsed: fen().notNull().default(0),
    createdAt: createdAt(),
    deletedAt: instant(),
    /** Its own choice of language; null follows the main account's. */
    language: text({ enum: LANGUAGES }),
  },
  (t) => [
    // Login names are unique across the platform, whatever their case.
    uniqueIndex('sub_accounts_login_name_key').on(sql`lower(${t.loginName})`),
    index('sub_accounts_main_user_idx').on(t.mainUserId),
    check('sub_accounts_money_limit_nonneg', sql`${t.moneyLimit} >= 0`),
    check('sub_accounts_money_used_nonneg', sql`${t.moneyUsed} >= 0`),
  ],
);

/** Codes sent to prove an email address before it becomes the notice email. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    email: text().notNull(),
    codeHash: text().notNull(),
    createdAt: instant().notNull(),
    expiresAt: instant().notNull(),
    attempts: integer().notNull().default(0),
    consumedAt: instant(),
  },
  (t) => [index('email_codes_user_idx').on(t.userId, t.createdAt)],
);
