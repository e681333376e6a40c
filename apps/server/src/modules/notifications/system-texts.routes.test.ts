import { billingEndpoints, instancesEndpoints, opsEndpoints, walletEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/billing/orders.table';
import { walletLedger } from '../../db/schema/wallet/wallet.table';
import {
  type SandboxNotification,
  signSandboxNotification,
} from '../../providers/payments/sandbox/sandbox-notification';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Texts the system composes are stored as codes and answered in the reader's language
 * (Accept-Language; English without one): order titles, ledger notes, audit notes, region names.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const CHINESE = { 'accept-language': 'zh-CN,zh;q=0.9' };

async function paidWechatTopUp(token: string, amount: number): Promise<string> {
  const created = await app.call(walletEndpoints.createTopUp, { session: token, amount, pay_type: 1 });
  expect(created.body.status, created.body.reason).toBe(0);
  const fields: Omit<SandboxNotification, 'signature'> = {
    out_trade_no: created.body.data.out_trade_no,
    transaction_id: 'SBXTEXTS',
    amount_fen: amount * 100,
    trade_state: 'SUCCESS',
    success_time: app.clock.now().toISOString(),
    nonce: 'fedcba9876543210',
  };
  await app.post('/payment/notify/sandbox', {
    ...fields,
    signature: signSandboxNotification(app.deps.config.payments.sandboxSecret, fields),
  });
  return created.body.data.out_trade_no;
}

/** A customer who topped up 200 by WeChat Pay, bought a voucher pack and rented one GPU post-paid. */
async function setup() {
  const fleet = await buildFleet(app);
  const host = await fleet.newHost();
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  await paidWechatTopUp(token, 200);
  const bought = await app.post('/buy_power_money', { session: token, pack_id: 'pack-100' });
  expect(bought.body.status, bought.body.reason).toBe(0);
  const rented = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'post_paid',
    count: 1,
  });
  expect(rented.body.status, rented.body.reason).toBe(0);
  return { user, token, gpu: host.gpuModel };
}

describe('system texts in the reader language', () => {
  it('answers order titles in Chinese with accept-language zh-CN, in English without, and stores codes', async () => {
    const { user, token, gpu } = await setup();
    const english = await app.call(billingEndpoints.orders, { session: token });
    const chinese = await app.call(billingEndpoints.orders, { session: token }, { headers: CHINESE });
    expect(english.body.data.data.map((o) => o.Title).sort()).toEqual(
      ['Balance top-up', 'Compute vouchers 100.00', `${gpu} ×1, post-paid`].sort(),
    );
    expect(chinese.body.data.data.map((o) => o.Title).sort()).toEqual(
      ['余额充值', '算力券 100.00 元', `${gpu} ×1，后付费`].sort(),
    );
    // The same answer but for the titles: amounts do not change with the language.
    expect(chinese.body.data.data.map((o) => o.Amount)).toEqual(english.body.data.data.map((o) => o.Amount));

    const stored = await app.deps.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(stored.map((o) => o.titleCode).sort()).toEqual(['order.rent', 'order.vouchers']);
    expect(stored.find((o) => o.titleCode === 'order.rent')?.titleParams).toEqual({
      gpu,
      gpus: 1,
      mode: 'post_paid',
      count: 1,
    });
  });

  it('answers ledger notes in the reader language, the pay channel included', async () => {
    const { token } = await setup();
    const english = await app.call(walletEndpoints.balanceChangeList, { session: token });
    const chinese = await app.call(
      walletEndpoints.balanceChangeList,
      { session: token },
      { headers: CHINESE },
    );
    const noteOf = (rows: typeof english.body.data.data, kind: string) =>
      rows.filter((row) => row.Kind === kind).map((row) => row.Note);
    expect(noteOf(english.body.data.data, 'top_up')).toEqual(['WeChat Pay']);
    expect(noteOf(chinese.body.data.data, 'top_up')).toEqual(['微信支付']);
    expect(noteOf(english.body.data.data, 'voucher_purchase')).toEqual([
      'Compute vouchers 100.00',
      'Compute vouchers 100.00',
    ]);
    expect(noteOf(chinese.body.data.data, 'voucher_purchase')).toEqual([
      '算力券 100.00 元',
      '算力券 100.00 元',
    ]);
  });

  it('answers the region of an instance in the reader language', async () => {
    const { token } = await setup();
    const english = await app.call(instancesEndpoints.list, { session: token });
    const chinese = await app.call(instancesEndpoints.list, { session: token }, { headers: CHINESE });
    expect(english.body.data.data[0]?.Region).toMatch(/^Test /);
    expect(chinese.body.data.data[0]?.Region).toMatch(/^测试/);
  });

  it('shows a person-written or unrecognised old note as stored', async () => {
    const { user, token } = await setup();
    await app.deps.db
      .update(walletLedger)
      .set({ noteCode: 'ledger.no_such_code', note: 'kept as written' })
      .where(eq(walletLedger.userId, user.id));
    const chinese = await app.call(
      walletEndpoints.balanceChangeList,
      { session: token },
      { headers: CHINESE },
    );
    expect(new Set(chinese.body.data.data.map((row) => row.Note))).toEqual(new Set(['kept as written']));
  });

  it('answers audit notes in the reader language', async () => {
    const admin = await createStaff(app, 'admin', { name: 'Texts Admin' });
    const leaving = await staffToken(app, admin);
    expect((await app.post('/ops/logout', { session: leaving })).body.status).toBe(0);
    const query = { session: await staffToken(app, admin), staff_id: admin.id, object_type: 'staff' };
    const english = await app.call(opsEndpoints.auditList, query);
    const chinese = await app.call(opsEndpoints.auditList, query, { headers: CHINESE });
    expect(english.body.data.data.map((row) => row.Note)).toEqual(['Logged out']);
    expect(chinese.body.data.data.map((row) => row.Note)).toEqual(['退出登录']);
  });
});
