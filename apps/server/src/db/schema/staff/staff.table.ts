import { STAFF_ROLES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';

const roleList = sql.raw(STAFF_ROLES.map((role) => `'${role}'`).join(', '));

/**
 * The people who run the platform. Not customers: no wallet, no customer session; the second factor
 * (TOTP) is sealed with the data key, recovery codes are kept as sha256 hashes and each works once.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull().unique(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: STAFF_ROLES }).notNull(),
    /** Base32 TOTP secret sealed with config.dataKey; null until enrolled (or after a reset). */
    totpSecretSealed: text(),
    totpEnabledAt: instant(),
    /** The 30-second step of the newest accepted code: no code of it or before counts again. */
    totpLastStep: integer(),
    recoveryCodeHashes: text().array().notNull().default(sql`'{}'::text[]`),
    disabledAt: instant(),
    createdAt: createdAt(),
    /** Null for members that no staff member created (migrated operators, demo data). */
    createdBy: integer().references((): AnyPgColumn => staffMembers.id),
  },
  (t) => [check('staff_members_role_check', sql`${t.role} in (${roleList})`)],
);

/** Staff sessions: 30 minutes idle and 12 hours at most (core/auth/staff-session-lookup.ts). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid().primaryKey(),
    tokenHash: text().notNull().unique(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id),
    createdAt: createdAt(),
    lastSeenAt: instant().notNull(),
    expiresAt: instant().notNull(),
    revokedAt: instant(),
    revokeReason: text(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId).where(sql`${t.revokedAt} is null`)],
);

/**
 * Between the password and the second factor: a challenge of 5 minutes and 5 wrong codes. An
 * enrolment challenge carries the new secret (sealed) until its first code confirms it.
 */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    id: uuid().primaryKey(),
    tokenHash: text().notNull().unique(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id),
    purpose: text({ enum: ['totp', 'enrol'] }).notNull(),
    pendingSecretSealed: text(),
    ip: text().notNull().default(''),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
    attempts: integer().notNull().default(0),
  },
  (t) => [check('staff_login_challenges_purpose_check', sql`${t.purpose} in ('totp', 'enrol')`)],
);

/**
 * Who did what, when, from where, with the values before and after: append-only. A trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0016), and no repository function changes a row.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id),
    at: instant().notNull(),
    ip: text().notNull(),
    endpoint: text().notNull(),
    objectType: text().notNull(),
    objectId: text().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    /** A note a person wrote (a reason), or one older than codes. */
    note: text().notNull().default(''),
    /** The system text of the note (core/messaging/system-text.ts), rendered in the reader's language. */
    noteCode: text(),
    noteParams: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_staff_idx').on(t.staffId, t.at),
    index('staff_audit_object_idx').on(t.objectType, t.objectId, t.at),
  ],
);

/** What the platform needs a staff member for (a machine of no instance stopped, ...): a template key and its parameters. */
export const staffAlerts = pgTable('staff_alerts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  template: text().notNull(),
  params: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: instant().notNull(),
});
