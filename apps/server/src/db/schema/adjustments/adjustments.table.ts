import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_POCKETS, ADJUSTMENT_STATUSES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { users } from '../account/account.table';
import { staffMembers } from '../staff/staff.table';

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Staff credits and debits of a wallet (issue 11). A row is the request (kept whatever happens to
 * it); the money itself moves as a ledger row of kind `adjustment` written in the same transaction
 * that marks the row applied. `requestId` makes a request exactly-once: a replay finds this row.
 */
export const moneyAdjustments = pgTable(
  'money_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    direction: text({ enum: ADJUSTMENT_DIRECTIONS }).notNull(),
    pocket: text({ enum: ADJUSTMENT_POCKETS }).notNull(),
    /** Positive fen; the direction says which way it moves. */
    amount: fen().notNull(),
    reason: text().notNull(),
    reference: text().notNull(),
    status: text({ enum: ADJUSTMENT_STATUSES }).notNull(),
    requestedBy: integer()
      .notNull()
      .references(() => staffMembers.id),
    requestedAt: createdAt(),
    decidedBy: integer().references(() => staffMembers.id),
    decidedAt: instant(),
    decisionNote: text().notNull().default(''),
    /** The pocket before and after the movement, once applied. */
    balanceBefore: fen(),
    balanceAfter: fen(),
  },
  (t) => [
    uniqueIndex('money_adjustments_request_id_key').on(t.requestId),
    index('money_adjustments_status_idx').on(t.status, t.requestedAt),
    index('money_adjustments_user_idx').on(t.userId, t.requestedAt),
    check('money_adjustments_amount_positive', sql`${t.amount} > 0`),
    check('money_adjustments_direction_check', sql`${t.direction} in (${list(ADJUSTMENT_DIRECTIONS)})`),
    check('money_adjustments_pocket_check', sql`${t.pocket} in (${list(ADJUSTMENT_POCKETS)})`),
    check('money_adjustments_status_check', sql`${t.status} in (${list(ADJUSTMENT_STATUSES)})`),
    // Four eyes: whoever decides is never the one who asked.
    check('money_adjustments_four_eyes', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

export type MoneyAdjustmentRow = typeof moneyAdjustments.$inferSelect;
