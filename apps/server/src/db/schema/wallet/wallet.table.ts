import { EARNINGS_LEDGER_KINDS, LEDGER_KINDS } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fen } from '../../columns';
import { subAccounts, users } from '../account/account.table';

/**
 * One wallet per main account. `money` goes negative while the credit line is in use. Every change
 * of `money` or `powerMoney` is a ledger row written in the same transaction under a row lock.
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id),
    money: fen().notNull().default(0),
    powerMoney: fen().notNull().default(0),
    creditQuota: fen().notNull().default(0),
    /** Top-ups counted for membership since 2023-04-15 (SPEC §9). */
    accumulatedMoney: fen().notNull().default(0),
    /** Orders take compute vouchers before balance unless the owner chose balance first (SPEC §9). */
    voucherFirst: boolean().notNull().default(true),
  },
  (t) => [
    check('wallets_power_money_nonneg', sql`${t.powerMoney} >= 0`),
    check('wallets_credit_quota_nonneg', sql`${t.creditQuota} >= 0`),
    check('wallets_money_within_credit', sql`${t.money} >= -${t.creditQuota}`),
  ],
);

export const LEDGER_POCKETS = ['balance', 'vouchers'] as const;
export type LedgerPocket = (typeof LEDGER_POCKETS)[number];
/** A sales partner's earnings pockets (issue 15): accrued, and settled (withdrawable). */
export const EARNINGS_POCKETS = ['earnings_pending', 'earnings'] as const;
export type EarningsPocket = (typeof EARNINGS_POCKETS)[number];
const LEDGER_ROW_KINDS = [...LEDGER_KINDS, ...EARNINGS_LEDGER_KINDS] as const;

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The sub-account that spent, when one did. */
    subAccountId: integer().references(() => subAccounts.id),
    pocket: text({ enum: [...LEDGER_POCKETS, ...EARNINGS_POCKETS] }).notNull(),
    kind: text({ enum: LEDGER_ROW_KINDS }).notNull(),
    amount: fen().notNull(),
    balanceAfter: fen().notNull(),
    refType: text(),
    refId: text(),
    /** A note a person wrote (an adjustment's reason), or one older than codes. */
    note: text().notNull().default(''),
    /** The system text of the note (core/messaging/system-text.ts), rendered in the reader's language. */
    noteCode: text(),
    noteParams: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_ledger_user_idx').on(t.userId, t.createdAt)],
);
