import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/billing/orders.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';
import { buildUser } from '../../testing/builders';
import { rerunMigrationUpdates } from '../../testing/migration-updates';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedText } from './render';

/**
 * Migration 0049's backfill: rows written in English before texts were codes get their codes, so
 * they read in Chinese too; text of another shape keeps no code and is shown as stored.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The migration's UPDATE statements, run again over rows written the old way. */
async function runBackfill() {
  expect(await rerunMigrationUpdates(app, '0049_system_text_codes.sql')).toBeGreaterThan(10);
}

describe('the backfill of system texts', () => {
  it('gives old English order titles and ledger notes their codes, and leaves other text as it is', async () => {
    const user = await buildUser(app);
    const now = app.clock.now();
    const legacyOrders = [
      ['L-RENT', 'RTX 4090 x2, daily x3'],
      ['L-PREPAID', 'gpu-7: monthly x1'],
      ['L-VOUCHERS', 'Compute vouchers 100.00'],
      ['L-DEPOSIT', 'A100 x8 bare metal, 2026-05-01 to 2026-05-03: deposit'],
      ['L-OTHER', 'something a person typed'],
    ] as const;
    for (const [orderNo, title] of legacyOrders)
      await app.deps.db.insert(orders).values({
        orderNo: `${orderNo}-${user.id}`,
        userId: user.id,
        kind: 'legacy',
        title,
        amount: 0,
        createdAt: now,
      });
    const legacyNotes = [
      'WeChat Pay',
      'pay-as-you-go hours',
      '5 pay-as-you-go hours not run',
      'a staff reason',
    ];
    for (const note of legacyNotes)
      await app.deps.db.insert(walletLedger).values({
        userId: user.id,
        pocket: 'balance',
        kind: note === 'WeChat Pay' ? 'top_up' : 'refund',
        amount: 0,
        balanceAfter: 0,
        note,
        createdAt: now,
      });

    await runBackfill();

    const titles = await app.deps.db.select().from(orders).where(eq(orders.userId, user.id));
    const chinese = Object.fromEntries(
      titles.map((o) => [
        o.orderNo.split('-').slice(0, 2).join('-'),
        storedText('zh-CN', o.titleCode, o.titleParams, o.title),
      ]),
    );
    expect(chinese).toEqual({
      'L-RENT': 'RTX 4090 ×2，3 天',
      'L-PREPAID': 'gpu-7：1 个月',
      'L-VOUCHERS': '算力券 100.00 元',
      'L-DEPOSIT': 'A100 ×8 裸金属，2026-05-01 至 2026-05-03：押金',
      'L-OTHER': 'something a person typed',
    });
    const notes = await app.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, user.id));
    expect(notes.map((n) => storedText('zh-CN', n.noteCode, n.noteParams, n.note)).sort()).toEqual(
      ['微信支付', '后付费时长', '5 小时后付费时长未运行', 'a staff reason'].sort(),
    );
    // The old text stays beside the code.
    expect(notes.find((n) => n.noteCode === 'ledger.top_up')?.note).toBe('WeChat Pay');
  });
});
