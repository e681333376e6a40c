import { CUSTOM_IMAGE_STATES, IMAGE_SYSTEMS, INSTANCE_KINDS } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../columns';
import { users } from '../account/account.table';
import { images } from './images.table';

/**
 * Images a main account saved from its stopped instances (issue 17). `creating` from the save
 * until the provider has written the snapshot (`providerRef` set after the commit; the settle job
 * re-asks with the same key when that answer was lost), then ready with its size, or failed.
 */
export const customImages = pgTable(
  'custom_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    system: text({ enum: IMAGE_SYSTEMS }).notNull(),
    /** The kind of host it was saved on: it runs on hosts of the same kind only. */
    kind: text({ enum: INSTANCE_KINDS }).notNull(),
    /** The public image the instance was installed with (coupons and the OS family follow it). */
    baseImageId: integer()
      .notNull()
      .references(() => images.id),
    sourceInstanceId: integer().notNull(),
    sourceInstanceName: text().notNull(),
    /** The machine the snapshot is taken of, kept to repeat the call (idempotent on the image's key). */
    sourceMachineRef: text().notNull(),
    state: text({ enum: CUSTOM_IMAGE_STATES }).notNull().default('creating'),
    providerRef: text().unique(),
    sizeGb: integer().notNull().default(0),
    failReason: text().notNull().default(''),
    createdAt: createdAt(),
    settledAt: instant(),
  },
  (t) => [
    uniqueIndex('custom_images_owner_name_key').on(t.userId, t.name),
    // The settle job looks for images still being written.
    index('custom_images_creating_idx').on(t.id).where(sql`${t.state} = 'creating'`),
    check('custom_images_size_positive', sql`${t.sizeGb} >= 0`),
  ],
);

/** Who an image is shared with (main accounts); the shares go with the image. */
export const customImageShares = pgTable(
  'custom_image_shares',
  {
    imageId: integer()
      .notNull()
      .references(() => customImages.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.userId] }), index('custom_image_shares_user_idx').on(t.userId)],
);
