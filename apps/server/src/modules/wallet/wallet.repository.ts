import type { LedgerKind } from '@gpucloud/contracts';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { subAccounts } from '../account/account.table';
import { type LedgerPocket, walletLedger, wallets } from './wallet.table';

export async function createWallet(db: Db, userId: number): Promise<void> {
  await db.insert(wallets).values({ userId });
}

export interface LedgerEntry {
  userId: number;
  subAccountId?: number | null;
  pocket: LedgerPocket;
  kind: LedgerKind;
  /** Signed fen: positive adds to the pocket, negative takes from it. */
  amount: number;
  refType?: string;
  refId?: string;
  note?: string;
  now: Date;
}

/**
 * Moves money in or out of one pocket of a wallet and writes its ledger row. Must run inside the
 * caller's transaction: the UPDATE locks the wallet row until that transaction ends, so concurrent
 * movements queue up and balance and ledger always move together.
 */
export async function applyLedgerEntry(tx: Db, entry: LedgerEntry): Promise<{ balanceAfter: number }> {
  const change =
    entry.pocket === 'balance'
      ? { money: sql`${wallets.money} + ${entry.amount}` }
      : { powerMoney: sql`${wallets.powerMoney} + ${entry.amount}` };
  const [updated] = await tx
    .update(wallets)
    .set(change)
    .where(eq(wallets.userId, entry.userId))
    .returning({ money: wallets.money, powerMoney: wallets.powerMoney });
  if (!updated) throw new Error(`wallet of user ${entry.userId} does not exist`);
  const balanceAfter = entry.pocket === 'balance' ? updated.money : updated.powerMoney;
  await tx.insert(walletLedger).values({
    userId: entry.userId,
    subAccountId: entry.subAccountId ?? null,
    pocket: entry.pocket,
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter,
    refType: entry.refType ?? null,
    refId: entry.refId ?? null,
    note: entry.note ?? '',
    createdAt: entry.now,
  });
  return { balanceAfter };
}

/** Top-ups count towards membership (SPEC §9: since 2023-04-15, which every new top-up is after). */
export async function addAccumulatedTopUp(tx: Db, userId: number, amount: number): Promise<void> {
  await tx
    .update(wallets)
    .set({ accumulatedMoney: sql`${wallets.accumulatedMoney} + ${amount}` })
    .where(eq(wallets.userId, userId));
}

export interface LedgerFilter {
  kind?: LedgerKind;
  pocket?: LedgerPocket;
  from?: Date;
  before?: Date;
}

function ledgerWhere(userId: number, filter: LedgerFilter) {
  return and(
    eq(walletLedger.userId, userId),
    filter.kind ? eq(walletLedger.kind, filter.kind) : undefined,
    filter.pocket ? eq(walletLedger.pocket, filter.pocket) : undefined,
    filter.from ? gte(walletLedger.createdAt, filter.from) : undefined,
    filter.before ? lt(walletLedger.createdAt, filter.before) : undefined,
  );
}

/** One page of a wallet's ledger, newest first, with the sub-account that spent where one did. */
export async function listLedger(
  db: Db,
  userId: number,
  filter: LedgerFilter,
  page: { limit: number; offset: number },
) {
  const where = ledgerWhere(userId, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: walletLedger, subAccountName: subAccounts.loginName })
      .from(walletLedger)
      .leftJoin(subAccounts, eq(subAccounts.id, walletLedger.subAccountId))
      .where(where)
      .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(walletLedger).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Reads a wallet and locks its row until the transaction ends: the first step of every money rule. */
export async function lockWallet(tx: Db, userId: number) {
  const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!row) throw new Error(`wallet of user ${userId} does not exist`);
  return row;
}

export async function setCreditQuota(tx: Db, userId: number, quota: number): Promise<void> {
  await tx.update(wallets).set({ creditQuota: quota }).where(eq(wallets.userId, userId));
}

export async function setVoucherFirst(db: Db, userId: number, voucherFirst: boolean): Promise<void> {
  await db.update(wallets).set({ voucherFirst }).where(eq(wallets.userId, userId));
}
