import type { LedgerKind } from '@gpucloud/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { noteColumns, type StoredNote, type SystemText } from '../../core/messaging/system-text';
import { subAccounts } from '../../db/schema/account/account.table';
import { orders } from '../../db/schema/billing/orders.table';
import { type LedgerPocket, walletLedger, wallets } from '../../db/schema/wallet/wallet.table';

/**
 * The writers of money rows: wallets, ledger, a sub-account's spending, purchase orders.
 * Only the files of money-movements/ call them (money-movements.boundary.test.ts enforces it), so
 * every movement keeps the same locks, guards and ledger.
 */

/** Every account has one wallet, opened empty with the account. */
export async function insertWallet(tx: Db, userId: number): Promise<void> {
  await tx.insert(wallets).values({ userId });
}

export async function updateCreditQuota(tx: Db, userId: number, quota: number): Promise<void> {
  await tx.update(wallets).set({ creditQuota: quota }).where(eq(wallets.userId, userId));
}

export async function updateVoucherFirst(db: Db, userId: number, voucherFirst: boolean): Promise<void> {
  await db.update(wallets).set({ voucherFirst }).where(eq(wallets.userId, userId));
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
  /** A system text (a code, rendered in each reader's language) or what a person wrote. */
  note?: StoredNote;
  now: Date;
}

/**
 * Moves money in or out of one pocket of a wallet and writes its ledger row. Must run inside the
 * caller's transaction: the UPDATE locks the wallet row until that transaction ends, so concurrent
 * movements queue up and balance and ledger always move together.
 */
export async function applyLedgerEntry(
  tx: Db,
  entry: LedgerEntry,
): Promise<{ balanceAfter: number; ledgerId: number }> {
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
  const [row] = await tx
    .insert(walletLedger)
    .values({
      userId: entry.userId,
      subAccountId: entry.subAccountId ?? null,
      pocket: entry.pocket,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter,
      refType: entry.refType ?? null,
      refId: entry.refId ?? null,
      ...noteColumns(entry.note),
      createdAt: entry.now,
    })
    .returning({ id: walletLedger.id });
  if (!row) throw new Error('insert into wallet_ledger returned no row');
  return { balanceAfter, ledgerId: row.id };
}

/** Top-ups count towards membership (SPEC §9: since 2023-04-15, which every new top-up is after). */
export async function addAccumulatedTopUp(tx: Db, userId: number, amount: number): Promise<void> {
  await tx
    .update(wallets)
    .set({ accumulatedMoney: sql`${wallets.accumulatedMoney} + ${amount}` })
    .where(eq(wallets.userId, userId));
}

/** A refunded top-up no longer counts towards membership (never below nothing). */
export async function takeBackAccumulatedTopUp(tx: Db, userId: number, amount: number): Promise<void> {
  await tx
    .update(wallets)
    .set({ accumulatedMoney: sql`greatest(0, ${wallets.accumulatedMoney} - ${amount})` })
    .where(eq(wallets.userId, userId));
}

/** Adds to what a sub-account has spent, only while it stays within the limit; false when it would not. */
export async function spendAllowance(tx: Db, subAccountId: number, amount: number): Promise<boolean> {
  const spent = await tx
    .update(subAccounts)
    .set({ moneyUsed: sql`${subAccounts.moneyUsed} + ${amount}` })
    .where(
      and(
        eq(subAccounts.id, subAccountId),
        sql`${subAccounts.moneyUsed} + ${amount} <= ${subAccounts.moneyLimit}`,
      ),
    )
    .returning({ id: subAccounts.id });
  return spent.length > 0;
}

/** Gives back to a sub-account's allowance what a refund returns (never below nothing spent). */
export async function giveBackAllowance(tx: Db, subAccountId: number, amount: number): Promise<void> {
  await tx
    .update(subAccounts)
    .set({ moneyUsed: sql`greatest(0, ${subAccounts.moneyUsed} - ${amount})` })
    .where(eq(subAccounts.id, subAccountId));
}

/** A purchase order; its title is a system text, stored as a code with its parameters. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'title' | 'titleCode' | 'titleParams'> & {
  title: SystemText;
};

export async function insertOrder(tx: Db, { title, ...order }: NewOrder): Promise<void> {
  await tx
    .insert(orders)
    .values({ ...order, title: '', titleCode: title.code, titleParams: { ...title.params } });
}

/** Order states: 1 paid, 3 refunded (top-up orders use 0-2 of their own). Only a paid order moves, once. */
export async function markOrderRefunded(tx: Db, orderNo: string) {
  const [changed] = await tx
    .update(orders)
    .set({ status: 3 })
    .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 1)))
    .returning();
  return changed ?? null;
}
