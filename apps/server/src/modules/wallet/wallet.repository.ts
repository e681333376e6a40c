import type { LedgerKind } from '@gpucloud/contracts';
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { subAccounts } from '../../db/schema/account/account.table';
import {
  LEDGER_POCKETS,
  type LedgerPocket,
  walletLedger,
  wallets,
} from '../../db/schema/wallet/wallet.table';

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
    // The balance change list is the wallet's; a partner's earnings pockets have their own pages.
    filter.pocket
      ? eq(walletLedger.pocket, filter.pocket)
      : inArray(walletLedger.pocket, [...LEDGER_POCKETS]),
    filter.from ? gte(walletLedger.createdAt, filter.from) : undefined,
    filter.before ? lt(walletLedger.createdAt, filter.before) : undefined,
  );
}

/** One page of a wallet's ledger, newest first, with the sub-account that spent where one did. */
export async function listLedger(db: Db, userId: number, filter: LedgerFilter, page: PageRequest) {
  const where = ledgerWhere(userId, filter);
  return readPage(
    page,
    (window) =>
      db
        .select({ entry: walletLedger, subAccountName: subAccounts.loginName })
        .from(walletLedger)
        .leftJoin(subAccounts, eq(subAccounts.id, walletLedger.subAccountId))
        .where(where)
        .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(walletLedger).where(where),
  );
}

/**
 * Reads of wallets and the ledger. Every write is in money-movements.repository.ts, behind the
 * wallet's money movements (money-movements/).
 */

/** What an account's balance holds now (no lock: for showing; a movement locks the wallet). */
export async function findBalanceFen(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ money: wallets.money }).from(wallets).where(eq(wallets.userId, userId));
  return row?.money ?? 0;
}

/** Reads a wallet and locks its row until the transaction ends: the first step of every money rule. */
export async function lockWallet(tx: Db, userId: number) {
  const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!row) throw new Error(`wallet of user ${userId} does not exist`);
  return row;
}
