import { VERIFY_CHECK_KINDS, VERIFY_METHODS } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { users } from '../account/account.table';
import { staffMembers } from '../staff/staff.table';

/**
 * What a record keeps of a person or company. Personal values are sealed (core/crypto/
 * personal-data.ts) as one JSON text: nothing in the table reads as a name or a number.
 */
export interface SealedSubject {
  name?: string;
  idNumber?: string;
  bankCard?: string;
  bankPhone?: string;
  legalPersonName?: string;
  legalPersonIdNumber?: string;
  contactName?: string;
  email?: string;
  bankName?: string;
  bankAccount?: string;
}

/**
 * Real-name and student verification records (SPEC §3): verify_type 0 personal, 1 enterprise,
 * 2 student; status 0 pending, 1 passed, 2 refused, 3 expired. One record per submission. Masked
 * texts are kept beside the sealed ones, so lists never open a seal. `subjectIndex` is the keyed
 * digest of the ID number (personal) or credit code (enterprise): unique among pending and passed
 * records, so one number verifies one account.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    verifyType: smallint().notNull(),
    status: smallint().notNull().default(0),
    method: text({ enum: VERIFY_METHODS }).notNull().default('other_channel'),
    reason: text().notNull().default(''),
    sealed: text(),
    subjectIndex: text(),
    maskedName: text().notNull().default(''),
    maskedNumber: text().notNull().default(''),
    maskedCard: text().notNull().default(''),
    /** Not personal: a company's name and credit code, a school, a report code, a document type. */
    companyName: text().notNull().default(''),
    school: text().notNull().default(''),
    documentType: text().notNull().default(''),
    reportCode: text().notNull().default(''),
    note: text().notNull().default(''),
    /** The check that settles it (bank card, corporate transfer), while the provider decides. */
    checkId: integer(),
    /** Corporate transfer: the amount sent (fen, sealed like personal data) and tries left. */
    transferSealed: text(),
    transferTriesLeft: smallint(),
    waitUntil: instant(),
    reviewerId: integer().references(() => staffMembers.id),
    createdAt: createdAt(),
    decidedAt: instant(),
    expiresAt: instant(),
  },
  (t) => [
    index('verifications_user_idx').on(t.userId),
    index('verifications_queue_idx').on(t.status, t.createdAt),
    uniqueIndex('verifications_subject_key')
      .on(t.verifyType, t.subjectIndex)
      .where(sql`${t.status} in (0, 1) and ${t.subjectIndex} is not null`),
  ],
);
export type VerificationRow = typeof verifications.$inferSelect;

/**
 * Third-party checks (OCR, face, bank card, transfer): each counts against its kind's daily limit.
 * `sealedResult` holds what the provider read (names, numbers), `maskedResult` what answers show.
 */
export const verificationChecks = pgTable(
  'verification_checks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: VERIFY_CHECK_KINDS }).notNull(),
    status: text({ enum: ['pending', 'passed', 'refused'] })
      .notNull()
      .default('pending'),
    provider: text().notNull(),
    providerRef: text().notNull(),
    url: text(),
    reason: text().notNull().default(''),
    sealedResult: text(),
    maskedResult: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The reading a face check compares with, or the file an OCR read. */
    parentCheckId: integer(),
    fileId: integer(),
    /** The record that used it (a check serves one submission). */
    verificationId: integer(),
    createdAt: createdAt(),
    settledAt: instant(),
  },
  (t) => [index('verification_checks_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);
export type VerificationCheckRow = typeof verificationChecks.$inferSelect;

/** Documents for verification: the bytes are sealed before they reach the file store. */
export const verificationFiles = pgTable(
  'verification_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    fileType: text().notNull(),
    size: integer().notNull(),
    /** Null while it waits; a check or a submission that uses it sets it. */
    usedAt: instant(),
    verificationId: integer().references(() => verifications.id),
    createdAt: createdAt(),
  },
  (t) => [index('verification_files_user_idx').on(t.userId)],
);
export type VerificationFileRow = typeof verificationFiles.$inferSelect;

/** Codes sent to school mailboxes: the digest only, used once, 5 tries. */
export const studentEmailCodes = pgTable(
  'student_email_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    emailIndex: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    usedAt: instant(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
  },
  (t) => [index('student_email_codes_user_idx').on(t.userId, t.createdAt)],
);
