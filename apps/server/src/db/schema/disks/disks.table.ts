import { STORAGE_KINDS } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';
import { instances } from '../instances/instances.table';
import { scoreRedemptions } from '../points/points.table';
import { regions } from '../store/store.table';

export const CLOUD_DISK_STATES = ['creating', 'ready', 'failed', 'deleted'] as const;
export type CloudDiskState = (typeof CLOUD_DISK_STATES)[number];

/**
 * Cloud disks (issue 17): a volume in a region, charged by the day from the day it is created
 * until it is deleted, attachable to one stopped instance of its region at a time. The provider's
 * volume is made after the row commits, named by the key `cloud-disk-<id>` (idempotent).
 */
export const cloudDisks = pgTable(
  'cloud_disks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The sub-account that made it and owns it; its days are charged within its allowance. */
    subAccountId: integer().references(() => subAccounts.id),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    name: text().notNull(),
    sizeGb: integer().notNull(),
    status: text({ enum: CLOUD_DISK_STATES }).notNull().default('creating'),
    providerRef: text(),
    /** The instance it is attached to. */
    instanceId: integer().references(() => instances.id),
    /** The order that paid its first day; refunded when the provider never made the volume. */
    orderNo: text().notNull(),
    /** The first China day the billing tick may charge (the first day is paid by the order). */
    chargeFromDay: integer().notNull(),
    createdAt: createdAt(),
    deletedAt: instant(),
  },
  (t) => [
    index('cloud_disks_owner_idx').on(t.userId, t.subAccountId),
    index('cloud_disks_instance_idx').on(t.instanceId).where(sql`${t.instanceId} is not null`),
    check('cloud_disks_size_positive', sql`${t.sizeGb} > 0`),
  ],
);

/**
 * An account's file storage (SFTP): a free tier plus `paidGb` bought, charged by the day while
 * paidGb > 0. The password is sealed with the data key; it is shown once when made or reset and
 * on an explicit reveal.
 */
export const fileStorage = pgTable(
  'file_storage',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    paidGb: integer().notNull().default(0),
    username: text().notNull().unique(),
    passwordSealed: text().notNull(),
    /** The first China day the billing tick may charge (set when the paid quota rises from 0). */
    chargeFromDay: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('file_storage_owner_idx').on(t.userId, sql`coalesce(${t.subAccountId}, 0)`),
    check('file_storage_paid_range', sql`${t.paidGb} >= 0`),
  ],
);

/**
 * One row per storage subject per China day charged: the key is what makes the billing tick's
 * storage step exactly-once. A subject is a cloud disk, an instance's added disks, a suspended
 * instance's own disks, or a file storage account.
 */
export const storageCharges = pgTable(
  'storage_charges',
  {
    subjectKind: text({ enum: STORAGE_KINDS }).notNull(),
    subjectId: integer().notNull(),
    dayIndex: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: fen().notNull(),
    chargedAt: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId, t.dayIndex] })],
);

/**
 * Storage subjects whose day could not be paid, since when: the owner is told once as a subject
 * goes in; a cloud disk in arrears cannot be attached, file storage is locked. A later tick that
 * charges the subject's days clears it.
 */
export const storageArrears = pgTable(
  'storage_arrears',
  {
    subjectKind: text({ enum: STORAGE_KINDS }).notNull(),
    subjectId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    since: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId] })],
);

/**
 * File storage redeemed in the score store: `gb` beyond the free tier for the account's main file
 * storage through China day `untilDay` (the unit of file_storage.chargeFromDay), inclusive. It adds
 * to the capacity while in force and is not paidGb, so the billing tick never charges it. One per
 * redemption (the unique key), written in the redemption's transaction.
 */
export const fileStorageGrants = pgTable(
  'file_storage_grants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    gb: integer().notNull(),
    untilDay: integer().notNull(),
    redemptionId: integer()
      .notNull()
      .unique()
      .references(() => scoreRedemptions.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('file_storage_grants_user_idx').on(t.userId, t.untilDay),
    check('file_storage_grants_gb_positive', sql`${t.gb} > 0`),
  ],
);
