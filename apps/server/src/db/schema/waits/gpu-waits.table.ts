import { GPU_WAIT_FAILURES, GPU_WAIT_MODES, GPU_WAIT_STATES } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';
import { instances } from '../instances/instances.table';
import { hosts, regions } from '../store/store.table';

const KINDS = ['kvm', 'container', 'bare_metal'] as const;

/** The rental an auto_rent wait places: the order page's request without a host (and no coupon). */
export interface GpuWaitOrder {
  gpu_count: number;
  image_id: number;
  mode: 'hourly' | 'daily' | 'monthly' | 'post_paid';
  count: number;
  custom_image_id?: number;
  dataset_ids?: number[];
  template_id?: number;
}

/**
 * A customer waiting for a GPU (issue 44, point 2): the store criteria (model, count, kind, an
 * optional region, a cap on the list price per GPU-hour), what to do on a match (notify or
 * auto_rent with `order`), until `expires_at`. The queue job claims a waiting row under a lease
 * (`lease_until`, taken by a conditional update) and leaves `waiting` by a guarded update in the
 * same transaction as the rental, so with many server processes a wait is served once.
 */
export const gpuWaits = pgTable(
  'gpu_waits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    subAccountId: integer().references(() => subAccounts.id),
    gpuModel: text().notNull(),
    gpuCount: integer().notNull(),
    kind: text({ enum: KINDS }).notNull(),
    regionId: integer().references(() => regions.id),
    capFen: fen().notNull(),
    mode: text({ enum: GPU_WAIT_MODES }).notNull(),
    order: jsonb().$type<GpuWaitOrder>().notNull(),
    state: text({ enum: GPU_WAIT_STATES }).notNull().default('waiting'),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    endedAt: instant(),
    hostId: integer().references(() => hosts.id),
    instanceId: integer().references(() => instances.id),
    /** Why an auto_rent failed (a code; texts are the reader's language's). */
    failureCode: text({ enum: GPU_WAIT_FAILURES }),
    /** The queue job's lease on the row: another process leaves it alone until then. */
    leaseUntil: instant(),
  },
  (t) => [
    index('gpu_waits_queue_idx').on(t.createdAt, t.id).where(sql`${t.state} = 'waiting'`),
    index('gpu_waits_user_idx').on(t.userId, t.createdAt),
    check('gpu_waits_gpu_count_range', sql`${t.gpuCount} between 1 and 8`),
    check('gpu_waits_cap_positive', sql`${t.capFen} > 0`),
  ],
);
