import { TopUpStatus } from '@gpucloud/contracts';
import { and, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { readPage } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { invoiceItems } from '../../db/schema/invoices/invoices.table';
import { topUpOrders } from '../../db/schema/wallet/top-up.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';

/**
 * What invoicing reads of an account's money: its paid top-ups, balance ledger and active claims.
 * The ledger and top-ups are the wallet's tables, read here and never written.
 */

type LedgerKind = (typeof walletLedger.$inferSelect)['kind'];

export async function accountCreatedAt(db: Db, userId: number): Promise<Date | null> {
  const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return account?.createdAt ?? null;
}

/** One page of an account's balance entries of `kinds` from `from` to before `to`, newest first. */
export async function listBalanceEntries(
  db: Db,
  userId: number,
  filter: { kinds: readonly LedgerKind[]; from: Date; to: Date },
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(walletLedger.userId, userId),
    eq(walletLedger.pocket, 'balance'),
    inArray(walletLedger.kind, [...filter.kinds]),
    gte(walletLedger.createdAt, filter.from),
    lt(walletLedger.createdAt, filter.to),
  );
  return readPage(
    page,
    (window) =>
      db
        .select()
        .from(walletLedger)
        .where(where)
        .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(walletLedger).where(where),
  );
}

/** An account's paid top-ups, newest first. */
export async function paidTopUpsOf(db: Db, userId: number) {
  return db
    .select({ outTradeNo: topUpOrders.outTradeNo, amountFen: topUpOrders.amount, paidAt: topUpOrders.paidAt })
    .from(topUpOrders)
    .where(and(eq(topUpOrders.userId, userId), eq(topUpOrders.status, TopUpStatus.PAID)))
    .orderBy(desc(topUpOrders.paidAt), desc(topUpOrders.outTradeNo));
}

/**
 * Balance paid back to an account: finance's balance debits, and top-up refunds net of the ones the
 * gateway refused (given back). A text sum, as drivers answer aggregates.
 */
export async function paidBackFenOf(db: Db, userId: number): Promise<string | undefined> {
  const [paidBack] = await db
    .select({ fen: sql<string>`coalesce(sum(-${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.userId, userId),
        eq(walletLedger.pocket, 'balance'),
        or(
          and(eq(walletLedger.kind, 'adjustment'), lt(walletLedger.amount, 0)),
          eq(walletLedger.kind, 'top_up_refund'),
        ),
      ),
    );
  return paidBack?.fen;
}

/** The top-ups and months an account's applied and issued invoices claim. */
export async function activeClaimsOf(db: Db, userId: number) {
  return db
    .select({
      kind: invoiceItems.kind,
      ref: invoiceItems.ref,
      amount: invoiceItems.amount,
      recordId: invoiceItems.recordId,
    })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.userId, userId), eq(invoiceItems.active, true)));
}

/** Every balance entry of `kinds` of an account, with the balance after it. */
export async function balanceEntriesOf(db: Db, userId: number, kinds: readonly LedgerKind[]) {
  return db
    .select({
      kind: walletLedger.kind,
      amount: walletLedger.amount,
      balanceAfter: walletLedger.balanceAfter,
      createdAt: walletLedger.createdAt,
    })
    .from(walletLedger)
    .where(
      and(
        eq(walletLedger.userId, userId),
        eq(walletLedger.pocket, 'balance'),
        inArray(walletLedger.kind, [...kinds]),
      ),
    );
}
