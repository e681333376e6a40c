import { OUTAGE_CAUSES, RENTAL_MODES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { fen, instant } from '../../columns';
import { instances } from '../instances/instances.table';
import { hosts } from './store.table';

/**
 * A host out of service (issue 44, point 5): marked down by fleet staff, or its engine not
 * answering the reconciler. Open while `endedAt` is null; closed but not settled during the merge
 * window (a flap reopens it); settled once its instances are credited. At most one unsettled
 * outage per host (the partial unique index), so flaps and replays cannot open a second one.
 */
export const hostOutages = pgTable(
  'host_outages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    hostId: integer()
      .notNull()
      .references(() => hosts.id),
    cause: text({ enum: OUTAGE_CAUSES }).notNull(),
    startedAt: instant().notNull(),
    endedAt: instant(),
    settledAt: instant(),
    /** The staff member who marked it down or back up, for the audit of its credit (null: the reconciler). */
    staffId: integer(),
    /** Totals written when it settles: vouchers credited and pay-as-you-go minutes not charged. */
    creditedVouchers: fen().notNull().default(0),
    unchargedMinutes: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('host_outages_unsettled_idx').on(t.hostId).where(sql`${t.settledAt} is null`),
    index('host_outages_host_idx').on(t.hostId, t.startedAt),
    check('host_outages_order', sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/**
 * An instance an outage affected (running on the host while it was down), credited once: the
 * key (outage, instance) and `settledAt` make the credit exactly-once; the voucher grant's ledger
 * row carries the same key. While unsettled, the billing tick does not charge the instance.
 */
export const hostOutageInstances = pgTable(
  'host_outage_instances',
  {
    outageId: integer()
      .notNull()
      .references(() => hostOutages.id),
    instanceId: integer()
      .notNull()
      .references(() => instances.id),
    billingMode: text({ enum: RENTAL_MODES }).notNull(),
    settledAt: instant(),
    lostMinutes: integer().notNull().default(0),
    creditedVouchers: fen().notNull().default(0),
    unchargedMinutes: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.outageId, t.instanceId] }),
    index('host_outage_instances_unsettled_idx').on(t.instanceId).where(sql`${t.settledAt} is null`),
  ],
);
