import { INSTANCE_KINDS, INSTANCE_STATUSES, RENTAL_MODES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../db/columns';
import { subAccounts, users } from '../account/account.table';
import { images } from '../images/images.table';
import { hosts } from '../store/store.table';

/** Rented machines. GPUs are held on the host (hosts.gpu_free) from the order until release or failure. */
export const instances = pgTable(
  'instances',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    hostId: integer()
      .notNull()
      .references(() => hosts.id),
    imageId: integer()
      .notNull()
      .references(() => images.id),
    kind: text({ enum: INSTANCE_KINDS }).notNull(),
    gpuCount: integer().notNull(),
    billingMode: text({ enum: RENTAL_MODES }).notNull(),
    /** Per hour for the whole instance, after membership: what pay-as-you-go charges. */
    hourlyRate: fen().notNull(),
    status: text({ enum: INSTANCE_STATUSES }).notNull().default('creating'),
    statusDetail: text().notNull().default(''),
    providerRef: text(),
    orderNo: text().notNull(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
    expiresAt: instant(),
    releasedAt: instant(),
  },
  (t) => [
    index('instances_user_idx').on(t.userId, t.createdAt),
    index('instances_status_idx').on(t.status),
    check('instances_gpu_count_positive', sql`${t.gpuCount} > 0`),
  ],
);

/**
 * One row per pay-as-you-go instance per started hour: the unique key is what makes charging
 * exactly-once, however often and in however many processes the billing tick runs.
 */
export const instanceCharges = pgTable(
  'instance_charges',
  {
    instanceId: integer()
      .notNull()
      .references(() => instances.id),
    hourIndex: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: fen().notNull(),
    chargedAt: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.hourIndex] })],
);
