import { RESERVATION_CANCELLERS, RESERVATION_STATES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';
import { instances } from '../instances/instances.table';
import { regions } from '../store/store.table';

/**
 * A customer's hold on one bare-metal machine of a configuration for a range of China days
 * (issue 17). The configuration is copied at request time, so the row still reads right when the
 * fleet changes. The deposit was paid by order `depositOrderNo`; `refundedFen` is what came back.
 */
export const bareMetalReservations = pgTable(
  'bare_metal_reservations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    configKey: text().notNull(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    gpuModel: text().notNull(),
    gpuMemoryGb: integer().notNull(),
    gpuCount: integer().notNull(),
    cpuCores: integer().notNull(),
    memoryGb: integer().notNull(),
    systemDiskGb: integer().notNull(),
    dataDiskGb: integer().notNull(),
    bandwidthMbps: integer().notNull(),
    startDay: text().notNull(),
    endDay: text().notNull(),
    /** The range as instants, [startsAt, endsAt): what overlap is counted on. */
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    days: integer().notNull(),
    note: text().notNull().default(''),
    state: text({ enum: RESERVATION_STATES }).notNull().default('requested'),
    depositFen: fen().notNull(),
    depositOrderNo: text().notNull().unique(),
    refundedFen: fen().notNull().default(0),
    cancelledBy: text({ enum: RESERVATION_CANCELLERS }).notNull().default('none'),
    reason: text().notNull().default(''),
    instanceId: integer().references(() => instances.id),
    decidedAt: instant(),
    decidedBy: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bare_metal_reservations_user_idx').on(t.userId, t.createdAt),
    index('bare_metal_reservations_config_idx').on(t.configKey, t.state),
    index('bare_metal_reservations_state_idx').on(t.state, t.createdAt),
    check('bare_metal_reservations_range', sql`${t.startsAt} < ${t.endsAt} and ${t.days} > 0`),
    check('bare_metal_reservations_refund', sql`${t.refundedFen} between 0 and ${t.depositFen}`),
  ],
);
