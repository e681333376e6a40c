import { SOFTWARE_ARCHES, SOFTWARE_FILE_KINDS, SOFTWARE_PLATFORMS } from '@gpucloud/contracts';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from '../../columns';
import { staffMembers } from '../staff/staff.table';

/** A downloadable client or tool (/software); hidden, with its files, until support publishes it. */
export const softwareProducts = pgTable('software_products', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  nameEn: text().notNull(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
  published: boolean().notNull().default(false),
  createdAt: instant().notNull(),
  updatedAt: instant().notNull(),
});

/**
 * A file support uploaded, kept in the FileStore under `fileKey`; its SHA-256 computed by the server
 * from the bytes it stored. It waits until a release names it (software_releases.file_id).
 */
export const softwareFiles = pgTable('software_files', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  fileKey: text().notNull().unique(),
  fileName: text().notNull(),
  fileKind: text({ enum: SOFTWARE_FILE_KINDS }).notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  uploadedBy: integer()
    .notNull()
    .references(() => staffMembers.id),
  uploadedAt: instant().notNull(),
});

/** One version of a product for one platform and architecture, with exactly one file. */
export const softwareReleases = pgTable(
  'software_releases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => softwareProducts.id),
    fileId: integer()
      .notNull()
      .references(() => softwareFiles.id),
    version: text().notNull(),
    platform: text({ enum: SOFTWARE_PLATFORMS }).notNull(),
    arch: text({ enum: SOFTWARE_ARCHES }).notNull(),
    notes: text().notNull(),
    notesEn: text().notNull(),
    releasedAt: instant().notNull(),
  },
  (t) => [
    uniqueIndex('software_releases_file_key').on(t.fileId),
    uniqueIndex('software_releases_product_version_key').on(t.productId, t.version, t.platform, t.arch),
    index('software_releases_product_idx').on(t.productId, t.releasedAt),
  ],
);
