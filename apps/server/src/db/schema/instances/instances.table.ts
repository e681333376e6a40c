import { INSTANCE_EVENTS, INSTANCE_KINDS, RENTAL_MODES } from '@gpucloud/contracts';
import { GPU_MODES, INSTANCE_STATES } from '@gpucloud/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
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
    /**
     * Resources added beyond the host's per-GPU share (issue 17): held from the resize until the
     * instance ends, counted against the host's spare pools. Bandwidth null is the host's own.
     */
    extraCpuCores: integer().notNull().default(0),
    extraMemoryGb: integer().notNull().default(0),
    extraDiskGb: integer().notNull().default(0),
    bandwidthMbps: integer(),
    /** A custom image it was made or reinitialised from (issue 17): the provider's image and its name. */
    customImageRef: text(),
    customImageName: text(),
    billingMode: text({ enum: RENTAL_MODES }).notNull(),
    /** Per hour for the whole instance, after membership: what pay-as-you-go charges. */
    hourlyRate: fen().notNull(),
    /**
     * The mode of its last start (issue 42): `none` runs without its GPUs, with the domain's
     * NO_GPU_SHARE, charged `noGpuHourlyRate` (the host's no-GPU price when it started) per hour.
     */
    gpuMode: text({ enum: GPU_MODES }).notNull().default('gpu'),
    noGpuHourlyRate: fen(),
    status: text({ enum: INSTANCE_STATES }).notNull().default('creating'),
    statusDetail: text().notNull().default(''),
    providerRef: text(),
    orderNo: text().notNull(),
    note: text().notNull().default(''),
    /** False once a stopped pay-as-you-go (or expired) instance has given its GPUs back to the host. */
    holdsGpus: boolean().notNull().default(true),
    /**
     * Rented as interruptible (issue 44): pay-as-you-go at the host's interruptible price, stopped
     * when an on-demand rent needs its GPUs (the youngest first).
     */
    interruptible: boolean().notNull().default(false),
    createdAt: createdAt(),
    expiresAt: instant(),
    /** When it last shut down; the disk is kept from max(stoppedAt, expiresAt) for the retention days. */
    stoppedAt: instant(),
    expiryNoticeAt: instant(),
    releasedAt: instant(),
    /**
     * The reconciler's watch over a transitional state (reconcile.service): the state it saw, when
     * that state is given up, and when it looks again (a lease, so processes do not act twice).
     */
    reconcileStatus: text({ enum: INSTANCE_STATES }),
    reconcileDeadline: instant(),
    reconcileAfter: instant(),
    /**
     * Unused since pay-as-you-go is charged by the minute (issue 44: chargedToMinute). Kept while
     * servers of the release before may still run beside this one in a rolling upgrade (they read
     * it); a later release drops it.
     */
    chargeFromHour: integer().notNull().default(1),
    /**
     * Pay-as-you-go by the minute (issue 44): the first minute of the life not charged yet. Every
     * charge starts here and moves it to where it ends, by a guarded update on the locked row, so
     * no minute is charged twice or skipped (the domain's billing-minutes rules).
     */
    chargedToMinute: integer().notNull().default(0),
    /**
     * Minutes run but not paid (issue 44): when a run ended (a stop, an arrears stop, a machine
     * lost) and its payer could not pay its minutes, [chargedToMinute, owedToMinute) are owed.
     * They are charged before the instance starts again or is released, which is refused until
     * they are paid; nothing else moves chargedToMinute past them.
     */
    owedToMinute: integer().notNull().default(0),
    /**
     * The reconciler's watch over a running instance's machine (reconcile-running.service): when
     * the machine was last seen running (where billing stops if it is lost and its engine cannot
     * say when), and when it is looked at next (a lease, so processes take turns).
     */
    machineSeenAt: instant(),
    machineCheckAfter: instant(),
    /** False: the SSH gateway takes only SSH keys for this instance, never its password (issue 40). */
    sshPasswordLogin: boolean().notNull().default(true),
  },
  (t) => [
    index('instances_user_idx').on(t.userId, t.createdAt),
    index('instances_status_idx').on(t.status),
    // What runs on a host: the fleet console's maintenance notices, offline check and repricing.
    index('instances_host_idx').on(t.hostId),
    // An instance by its rental order: what an access key rented (its pay-as-you-go hours count toward the key's cap).
    index('instances_order_idx').on(t.orderNo),
    // The billing tick finds prepaid periods ending (24 h notice, expiry) by this.
    index('instances_expires_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    // The reconciler checks running machines, the longest unchecked first.
    index('instances_machine_check_idx').on(t.machineCheckAfter).where(sql`${t.status} = 'running'`),
    check('instances_gpu_count_positive', sql`${t.gpuCount} > 0`),
    check('instances_no_gpu_rate', sql`${t.gpuMode} = 'gpu' or ${t.noGpuHourlyRate} is not null`),
    check(
      'instances_extras_range',
      sql`${t.extraCpuCores} >= 0 and ${t.extraMemoryGb} >= 0 and ${t.extraDiskGb} >= 0 and coalesce(${t.bandwidthMbps}, 1) > 0`,
    ),
  ],
);

/**
 * One row per charge of a pay-as-you-go instance's minutes [fromMinute, toMinute) of its life
 * (issue 44: by the minute, in arrears; hourIndex is the hour of the life the range starts in).
 * The key (instance, first minute, mode) is the charge's idempotency key: however often and in
 * however many processes the billing tick or a stop runs, a range is charged once.
 */
export const instanceCharges = pgTable(
  'instance_charges',
  {
    instanceId: integer()
      .notNull()
      .references(() => instances.id),
    hourIndex: integer().notNull(),
    fromMinute: integer().notNull(),
    toMinute: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: fen().notNull(),
    /** The mode the minutes were billed in (issue 42): with GPUs, or at the no-GPU rate. */
    gpuMode: text({ enum: GPU_MODES }).notNull().default('gpu'),
    chargedAt: instant().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.instanceId, t.fromMinute, t.gpuMode] }),
    check('instance_charges_minutes', sql`${t.toMinute} > ${t.fromMinute}`),
  ],
);

/**
 * The prepaid time an instance holds, one row per rent or renewal. A refund for unused whole hours
 * takes them from the latest rows first and shortens those rows by what it gave back.
 */
export const instancePeriods = pgTable(
  'instance_periods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer()
      .notNull()
      .references(() => instances.id),
    orderNo: text().notNull(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    /** What [startsAt, endsAt) was paid, after discounts; of it, `vouchers` came from compute vouchers. */
    amount: fen().notNull(),
    vouchers: fen().notNull(),
  },
  (t) => [
    index('instance_periods_instance_idx').on(t.instanceId, t.endsAt),
    check('instance_periods_order', sql`${t.endsAt} >= ${t.startsAt}`),
    check('instance_periods_vouchers_within', sql`${t.vouchers} >= 0 and ${t.vouchers} <= ${t.amount}`),
  ],
);

/** What happened to an instance, for /logs/get_instance_log_list. */
export const instanceEvents = pgTable(
  'instance_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    instanceId: integer()
      .notNull()
      .references(() => instances.id),
    event: text({ enum: INSTANCE_EVENTS }).notNull(),
    detail: text().notNull().default(''),
    /** The system text of the detail (core/messaging/system-text.ts), rendered in the reader's language. */
    detailCode: text(),
    detailParams: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('instance_events_instance_idx').on(t.instanceId, t.createdAt)],
);
