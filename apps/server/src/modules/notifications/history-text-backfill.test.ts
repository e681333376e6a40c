import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/billing/orders.table';
import { instanceEvents } from '../../db/schema/instances/instances.table';
import { pointsLedger, scoreItems, scoreRedemptions } from '../../db/schema/points/points.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet, rentOneGpu } from '../../testing/fleet';
import { rerunMigrationUpdates } from '../../testing/migration-updates';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedText } from './render';

/**
 * Migration 0051's backfill: instance history details and points notes written in English before
 * they were codes, and the resize titles and notes 0049 left, get their codes and read in Chinese;
 * text of another shape (a machine's detail, an image's label) keeps no code and is shown as stored.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** Old English detail → what a Chinese reader gets after the backfill. */
const LEGACY_EVENTS = [
  ['created', 'order R-1', '订单 R-1'],
  ['renewed', 'daily x3, order R-2', '3 天，订单 R-2'],
  ['stopped_with_refund', '5 h, 12.50', '5 小时，已退款 12.50 元'],
  ['billing_mode_changed', 'pay-as-you-go; refunded 3.00', '改为后付费；已退款 3.00 元'],
  ['billing_mode_changed', 'pay-as-you-go from the kept disk', '以保留的磁盘改为后付费'],
  ['refunded', 'order R-3: 10.00', '订单 R-3：10.00 元'],
  ['refunded', '2 h: 4.00', '2 小时：4.00 元'],
  ['refunded', '3 pay-as-you-go h not run: 6.00', '3 小时后付费时长未运行：6.00 元'],
  ['disk_added', '+50 GB, data disk 100 GB', '+50 GB；数据盘 100 GB'],
  [
    'stopped',
    'the machine was found stopped (exit 1), stopped since 2026-05-01T02:00:00.000Z, without a command',
    '机器在未收到指令时停止，时间 2026-05-01 10:00（北京时间）',
  ],
  [
    'create_failed',
    'the machine was not created within 15 min: refunded',
    '机器未在 15 分钟内创建完成：已退款',
  ],
  ['failed', 'starting did not finish within 10 min', '操作未在 10 分钟内完成'],
  ['migrated', 'to host-b', '迁移至 host-b'],
  ['auto_stopped', 'auto-stop: at 2026-05-01 18:30 China time', '定时自动关机：2026-05-01 18:30（北京时间）'],
  [
    'auto_stopped',
    'auto-stop: the command `sleep 2; exit 3` finished with exit code 3',
    '自动关机：命令 `sleep 2; exit 3` 已结束，退出码 3',
  ],
  [
    'auto_stopped',
    'auto-stop: idle for 10 minutes (utilisation under 5 %)',
    '自动关机：已空闲 10 分钟（利用率低于 5 %）',
  ],
  ['expiring_soon', 'ends at 2026-05-01 02:00 UTC', '于 2026-05-01 10:00（北京时间） 到期'],
  ['released', 'kept 15 days after shutting down', '关机后已保留 15 天'],
  ['arrears_stopped', 'balance and credit are used up', '余额与信用额度已用尽'],
  ['resized', '1 → 2 GPUs, 32 → 64 GB memory, charged 7.50', 'GPU 1 → 2 块，内存 32 → 64 GB；扣费 7.50 元'],
  ['resized', '2 → 1 GPUs', 'GPU 2 → 1 块'],
  // Not the system's sentences: kept as they are.
  ['started', 'engine_limits cpu=2/12 memory=23/60', 'engine_limits cpu=2/12 memory=23/60'],
  ['reinitialized', 'Ubuntu 22.04', 'Ubuntu 22.04'],
] as const;

async function legacyInstance() {
  const fleet = await buildFleet(app);
  const host = await fleet.newHost();
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  const instanceId = await rentOneGpu(app, fleet, token, host.id);
  await app.deps.db.delete(instanceEvents).where(eq(instanceEvents.instanceId, instanceId));
  return { user, instanceId };
}

describe('the backfill of history texts', () => {
  it('gives old English event details, resize titles and points notes their codes', async () => {
    const { user, instanceId } = await legacyInstance();
    const now = app.clock.now();
    for (const [event, detail] of LEGACY_EVENTS)
      await app.deps.db.insert(instanceEvents).values({ instanceId, event, detail, createdAt: now });
    await app.deps.db.insert(orders).values({
      orderNo: `L-RESIZE-${user.id}`,
      userId: user.id,
      kind: 'instance_upgrade',
      title: 'gpu-7: 1 → 2 GPUs, 100 → 200 Mbps',
      amount: 0,
      createdAt: now,
    });
    const [item] = await app.deps.db
      .insert(scoreItems)
      .values({
        name: '十元算力券',
        nameEn: 'Ten-yuan voucher',
        kind: 'voucher',
        voucherFen: 1_000,
        costPoints: 10,
        stock: 5,
      })
      .returning();
    const [redemption] = await app.deps.db
      .insert(scoreRedemptions)
      .values({
        userId: user.id,
        itemId: item?.id ?? 0,
        requestId: 'r-1',
        points: 10,
        kind: 'voucher',
        balanceAfter: 0,
        createdAt: now,
      })
      .returning();
    const ledgerRow = { userId: user.id, amount: 0, balanceAfter: 0, createdAt: now };
    await app.deps.db.insert(walletLedger).values([
      { ...ledgerRow, pocket: 'balance', kind: 'upgrade', note: 'resized: 2 → 1 GPUs' },
      {
        ...ledgerRow,
        pocket: 'vouchers',
        kind: 'voucher_grant',
        refType: 'score_redemption',
        refId: String(redemption?.id),
        note: 'score store: Ten-yuan voucher',
      },
    ]);
    const pointsRow = { userId: user.id, points: 1, balanceAfter: 1, createdAt: now };
    await app.deps.db.insert(pointsLedger).values([
      { ...pointsRow, kind: 'check_in', sourceRef: `l-check-in-${user.id}`, note: '2026-05-01' },
      { ...pointsRow, kind: 'verification', sourceRef: `l-verification-${user.id}`, note: 'verification 12' },
      { ...pointsRow, kind: 'spending', sourceRef: `l-spending-${user.id}`, note: 'paid from the balance' },
      {
        ...pointsRow,
        kind: 'redemption',
        sourceRef: `redemption:${redemption?.id}`,
        note: 'Ten-yuan voucher',
      },
    ]);

    expect(await rerunMigrationUpdates(app, '0051_history_text_codes.sql')).toBeGreaterThan(20);

    const events = await app.deps.db
      .select()
      .from(instanceEvents)
      .where(eq(instanceEvents.instanceId, instanceId))
      .orderBy(instanceEvents.id);
    expect(events.map((row) => storedText('zh-CN', row.detailCode, row.detailParams, row.detail))).toEqual(
      LEGACY_EVENTS.map(([, , chinese]) => chinese),
    );
    // The old text stays beside the code, and English readers get the new English.
    const refund = events.find((row) => row.detailCode === 'event.stopped_with_refund');
    expect(refund?.detail).toBe('5 h, 12.50');
    expect(storedText('en-US', refund?.detailCode ?? null, refund?.detailParams, '')).toBe(
      '5 h, 12.50 refunded',
    );

    const [order] = await app.deps.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, `L-RESIZE-${user.id}`));
    expect(storedText('zh-CN', order?.titleCode ?? null, order?.titleParams, order?.title ?? '')).toBe(
      'gpu-7：GPU 1 → 2 块，带宽 100 → 200 Mbps',
    );
    const notes = await app.deps.db.select().from(walletLedger).where(eq(walletLedger.userId, user.id));
    expect(notes.map((n) => storedText('zh-CN', n.noteCode, n.noteParams, n.note))).toEqual(
      expect.arrayContaining(['变配：GPU 2 → 1 块', '积分商城：十元算力券']),
    );
    const points = await app.deps.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, user.id))
      .orderBy(pointsLedger.id);
    expect(points.map((n) => storedText('zh-CN', n.noteCode, n.noteParams, n.note))).toEqual([
      // (the rent itself spends nothing: pay-as-you-go minutes are charged in arrears)
      '2026-05-01 签到',
      '实名认证 #12 已通过',
      '余额消费',
      '兑换：十元算力券',
    ]);
  });
});
