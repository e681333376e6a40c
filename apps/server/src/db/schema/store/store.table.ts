import { HOST_STATUSES, INSTANCE_KINDS, NODE_CLASSES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';

export const regions = pgTable('regions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  nameEn: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

const statusList = sql.raw(HOST_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A machine that rents out GPUs; `gpuFree` is reserved and released in the same transaction as an
 * order. Only `online` hosts take new rentals (HOST_STATUSES, modules/fleet).
 */
export const hosts = pgTable(
  'hosts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    name: text().notNull().unique(),
    kind: text({ enum: INSTANCE_KINDS }).notNull(),
    nodeClass: text({ enum: NODE_CLASSES }).notNull().default('main'),
    gpuModel: text().notNull(),
    gpuMemoryGb: integer().notNull(),
    gpuCount: integer().notNull(),
    gpuFree: integer().notNull(),
    cpuCoresPerGpu: integer().notNull(),
    memoryGbPerGpu: integer().notNull(),
    systemDiskGb: integer().notNull(),
    dataDiskGb: integer().notNull(),
    bandwidthMbps: integer().notNull(),
    /**
     * What the host has beyond the per-GPU share every rental gets (issue 17): the CPU cores, memory
     * and data disk that resizes add to instances, and the most bandwidth one instance may set.
     * Checked under the host's row lock against what its live instances hold.
     */
    spareCpuCores: integer().notNull().default(32),
    spareMemoryGb: integer().notNull().default(128),
    spareDiskGb: integer().notNull().default(2000),
    maxBandwidthMbps: integer().notNull().default(1000),
    pricePerGpuHour: fen().notNull(),
    /** What an hour of no-GPU mode costs on this host (issue 42), set by fleet staff; null: not offered. */
    noGpuPricePerHour: fen(),
    /**
     * Per GPU-hour of an interruptible instance on this host (issue 44), set by fleet staff and always
     * below pricePerGpuHour; null: its GPUs are not sold as interruptible.
     */
    interruptiblePricePerGpuHour: fen(),
    status: text({ enum: HOST_STATUSES }).notNull().default('online'),
    /** A machine partner's host (issue 15): the partner earns `partnerShareBp` of what it bills. */
    partnerUserId: integer().references(() => users.id),
    partnerShareBp: integer().notNull().default(0),
    /** Its instances' services (plugins, the custom port) open and answer; fleet staff may turn them off (issue 40). */
    servicesEnabled: boolean().notNull().default(true),
    /**
     * Since when the engine that runs its machines has not answered the reconciler (issue 41); null
     * while it answers. Set and cleared by the reconciler's sweep, once across replicas.
     */
    engineLostAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index('hosts_region_idx').on(t.regionId),
    index('hosts_partner_idx').on(t.partnerUserId).where(sql`${t.partnerUserId} is not null`),
    check('hosts_partner_share', sql`${t.partnerShareBp} >= 0 and ${t.partnerShareBp} < 10000`),
    index('hosts_gpu_model_idx').on(t.gpuModel),
    check('hosts_gpu_free_range', sql`${t.gpuFree} >= 0 and ${t.gpuFree} <= ${t.gpuCount}`),
    check('hosts_price_positive', sql`${t.pricePerGpuHour} > 0`),
    check('hosts_no_gpu_price_positive', sql`coalesce(${t.noGpuPricePerHour}, 1) > 0`),
    check(
      'hosts_interruptible_price_range',
      sql`coalesce(${t.interruptiblePricePerGpuHour}, 1) > 0 and coalesce(${t.interruptiblePricePerGpuHour}, 0) < ${t.pricePerGpuHour}`,
    ),
    check(
      'hosts_spare_range',
      sql`${t.spareCpuCores} >= 0 and ${t.spareMemoryGb} >= 0 and ${t.spareDiskGb} >= 0 and ${t.maxBandwidthMbps} > 0`,
    ),
    check('hosts_status_check', sql`${t.status} in (${statusList})`),
  ],
);
