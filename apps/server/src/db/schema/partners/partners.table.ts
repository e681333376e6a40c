import { EARNING_KINDS, PARTNER_STATUSES, WITHDRAWAL_STATUSES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';
import { staffMembers } from '../staff/staff.table';

/**
 * A sales partner (issue 15): one row per main account that applied. Its two earnings pockets live
 * here, beside the wallet: `pendingFen` (accrued, not spendable) and `withdrawableFen` (settled).
 * Like the wallet's, they change only through the money-movements service, each change with a
 * ledger row (pockets `earnings_pending` and `earnings`), and are locked after the wallets.
 */
export const partners = pgTable(
  'partners',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    status: text({ enum: PARTNER_STATUSES }).notNull().default('applied'),
    level: smallint().notNull().default(1),
    /** The commission rate of the level, in basis points, fixed when finance sets the level. */
    rateBp: integer().notNull().default(0),
    /** The referral code, given on approval; never reused. */
    code: text().unique(),
    note: text().notNull().default(''),
    reason: text().notNull().default(''),
    appliedAt: instant().notNull(),
    decidedAt: instant(),
    decidedBy: integer().references(() => staffMembers.id),
    pendingFen: fen().notNull().default(0),
    withdrawableFen: fen().notNull().default(0),
  },
  (t) => [
    index('partners_status_idx').on(t.status, t.appliedAt),
    // Either pocket may go below zero: a refund reverses commission after it was settled (or
    // withdrawn), and what the partner then owes is made up by later earnings before any withdrawal.
    check('partners_level_range', sql`${t.level} between 1 and 3`),
  ],
);

/**
 * A customer who registered through a partner's link, bound until `boundUntil`. `paidInFen` is what
 * the customer paid in by QR top-ups since; `baseFen` the spending commissioned so far, net of
 * refunds (never more than paid in); `commissionFen` what it earned the partner, net of reversals.
 */
export const partnerReferrals = pgTable(
  'partner_referrals',
  {
    customerUserId: integer()
      .primaryKey()
      .references(() => users.id),
    partnerUserId: integer()
      .notNull()
      .references(() => users.id),
    boundAt: instant().notNull(),
    boundUntil: instant().notNull(),
    paidInFen: fen().notNull().default(0),
    baseFen: fen().notNull().default(0),
    commissionFen: fen().notNull().default(0),
  },
  (t) => [
    index('partner_referrals_partner_idx').on(t.partnerUserId, t.boundAt),
    check('partner_referrals_base', sql`${t.baseFen} >= 0 and ${t.baseFen} <= ${t.paidInFen}`),
    check('partner_referrals_commission', sql`${t.commissionFen} >= 0`),
  ],
);

/**
 * One row per earning: a commission on one ledger row of a referred customer (a reversal is a
 * negative one, on the refund's ledger row), or a machine's share of one instance-hour. `sourceRef`
 * names the source (`ledger:<id>`, `hour:<instance>:<hour>`): unique per kind, so nothing is earned
 * twice however often or concurrently the tick runs. A settlement claims it once.
 */
export const partnerEarnings = pgTable(
  'partner_earnings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerUserId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: EARNING_KINDS }).notNull(),
    sourceRef: text().notNull(),
    customerUserId: integer().references(() => users.id),
    hostId: integer(),
    instanceId: integer(),
    hourIndex: integer(),
    baseFen: fen().notNull(),
    rateBp: integer().notNull(),
    amountFen: fen().notNull(),
    /** Machine income: the GPU-hours it is for (an hour's instance GPUs, an order's hours × GPUs). */
    gpuHours: integer().notNull().default(0),
    earnedAt: instant().notNull(),
    settlementId: integer(),
  },
  (t) => [
    uniqueIndex('partner_earnings_source_key').on(t.kind, t.sourceRef),
    index('partner_earnings_partner_idx').on(t.partnerUserId, t.earnedAt),
    index('partner_earnings_unsettled_idx').on(t.earnedAt).where(sql`${t.settlementId} is null`),
  ],
);

/** What one settlement made withdrawable for one partner. */
export const partnerSettlements = pgTable(
  'partner_settlements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerUserId: integer()
      .notNull()
      .references(() => users.id),
    /** `month:YYYY-MM` for the monthly run, `run:<cutoff>` for one finance ran: once per partner. */
    runKey: text().notNull(),
    cutoff: instant().notNull(),
    commissionFen: fen().notNull(),
    machineFen: fen().notNull(),
    amountFen: fen().notNull(),
    earnings: integer().notNull(),
    settledAt: instant().notNull(),
  },
  (t) => [
    uniqueIndex('partner_settlements_run_key').on(t.partnerUserId, t.runKey),
    index('partner_settlements_partner_idx').on(t.partnerUserId, t.settledAt),
  ],
);

/** A withdrawal of settled earnings to the verified owner's bank account, paid by finance. */
export const partnerWithdrawals = pgTable(
  'partner_withdrawals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerUserId: integer()
      .notNull()
      .references(() => users.id),
    requestId: text().notNull(),
    amountFen: fen().notNull(),
    status: text({ enum: WITHDRAWAL_STATUSES }).notNull().default('applied'),
    bankName: text().notNull(),
    /** The card number and the holder's full name, sealed; the masked texts are what answers show. */
    accountSealed: text().notNull(),
    maskedCard: text().notNull(),
    maskedHolder: text().notNull(),
    reference: text().notNull().default(''),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
    decidedAt: instant(),
    decidedBy: integer().references(() => staffMembers.id),
  },
  (t) => [
    uniqueIndex('partner_withdrawals_request_key').on(t.partnerUserId, t.requestId),
    index('partner_withdrawals_partner_idx').on(t.partnerUserId, t.createdAt),
    index('partner_withdrawals_status_idx').on(t.status, t.createdAt),
    check('partner_withdrawals_amount_positive', sql`${t.amountFen} > 0`),
  ],
);

/** A move of settled earnings to the partner's own balance; the request id makes a replay one move. */
export const partnerBalanceMoves = pgTable(
  'partner_balance_moves',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerUserId: integer()
      .notNull()
      .references(() => users.id),
    requestId: text().notNull(),
    amountFen: fen().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_balance_moves_request_key').on(t.partnerUserId, t.requestId),
    check('partner_balance_moves_amount_positive', sql`${t.amountFen} > 0`),
  ],
);
export type PartnerRow = typeof partners.$inferSelect;
