import { AGREEMENT_KEYS } from '@gpucloud/contracts';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../columns';
import { staffMembers } from '../staff/staff.table';

/** Every published version of every agreement; a version is never changed once published. */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text({ enum: AGREEMENT_KEYS }).notNull(),
    version: integer().notNull(),
    title: text().notNull(),
    titleEn: text().notNull(),
    content: text().notNull(),
    contentEn: text().notNull(),
    publishedAt: instant().notNull().defaultNow(),
    /** Null for the first text, shipped with the platform. */
    publishedBy: integer().references(() => staffMembers.id),
  },
  (t) => [uniqueIndex('agreement_versions_key_version_key').on(t.key, t.version)],
);
