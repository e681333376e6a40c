import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { buildUser } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applyLedgerEntry } from './money-movements.repository';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function ledgerSum(userId: number, pocket: 'balance' | 'vouchers') {
  const [row] = await app.deps.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(sql`${walletLedger.userId} = ${userId} and ${walletLedger.pocket} = ${pocket}`);
  return Number(row?.total);
}

describe('applyLedgerEntry', () => {
  it('keeps the balance equal to the ledger sum under concurrent movements', async () => {
    const user = await buildUser(app, { balanceFen: 10_000 });
    const now = app.clock.now();
    const amounts = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 137 : -59));
    await Promise.all(
      amounts.map((amount) =>
        app.deps.db.transaction((tx) =>
          applyLedgerEntry(tx, { userId: user.id, pocket: 'balance', kind: 'adjustment', amount, now }),
        ),
      ),
    );
    const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, user.id));
    const expected = 10_000 + amounts.reduce((a, b) => a + b, 0);
    expect(wallet?.money).toBe(expected);
    expect(await ledgerSum(user.id, 'balance')).toBe(expected);
    // Each row's balance_after is a distinct step of one serial history.
    const rows = await app.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, user.id));
    expect(new Set(rows.map((r) => r.balanceAfter)).size).toBe(rows.length);
  });

  it('writes nothing when the movement breaks the wallet rules', async () => {
    const user = await buildUser(app, { balanceFen: 100 });
    const now = app.clock.now();
    await expect(
      app.deps.db.transaction((tx) =>
        applyLedgerEntry(tx, { userId: user.id, pocket: 'vouchers', kind: 'adjustment', amount: -1, now }),
      ),
    ).rejects.toThrow();
    await expect(
      app.deps.db.transaction((tx) =>
        applyLedgerEntry(tx, { userId: user.id, pocket: 'balance', kind: 'adjustment', amount: -101, now }),
      ),
    ).rejects.toThrow();
    expect(await ledgerSum(user.id, 'balance')).toBe(100);
    expect(await ledgerSum(user.id, 'vouchers')).toBe(0);
  });
});
