import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type LedgerPocket, walletLedger, wallets } from './wallet.table';

export async function createWallet(db: Db, userId: number): Promise<void> {
  await db.insert(wallets).values({ userId });
}

export interface LedgerEntry {
  userId: number;
  subAccountId?: number | null;
  pocket: LedgerPocket;
  kind: string;
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
