import { billingEndpoints, ErrorCode, type LoginData, walletEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import {
  type SandboxNotification,
  signSandboxNotification,
} from '../../providers/payments/sandbox/sandbox-notification';
import { buildSubAccount, buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function paidTopUp(token: string, amount: number) {
  const created = await app.call(walletEndpoints.createTopUp, {
    session: token,
    amount,
    pay_type: 1,
  });
  const fields: Omit<SandboxNotification, 'signature'> = {
    out_trade_no: created.body.data.out_trade_no,
    transaction_id: 'SBXORDERTEST',
    amount_fen: amount * 100,
    trade_state: 'SUCCESS',
    success_time: app.clock.now().toISOString(),
    nonce: '0123456789abcdef',
  };
  await app.post('/payment/notify/sandbox', {
    ...fields,
    signature: signSandboxNotification(app.deps.config.payments.sandboxSecret, fields),
  });
  return created.body.data.out_trade_no;
}

async function orderList(token: string, filter: Record<string, unknown> = {}) {
  const reply = await app.call(billingEndpoints.orders, {
    session: token,
    ...filter,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

describe('orders', () => {
  it('lists top-ups and purchases together newest first, with filters and paging', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    const paid = await paidTopUp(token, 200);
    app.clock.advance(MINUTE_MS);
    await app.post('/create_qrcode', { session: token, amount: 5, pay_type: 0 });
    app.clock.advance(MINUTE_MS);
    const bought = await app.post('/buy_power_money', { session: token, pack_id: 'pack-100' });
    expect(bought.body.status, bought.body.reason).toBe(0);

    const all = await orderList(token);
    expect(all.total).toBe(3);
    expect(all.data.map((o) => [o.Type, o.Status, o.Amount])).toEqual([
      ['purchase', 1, 98],
      ['top_up', 0, 5],
      ['top_up', 1, 200],
    ]);
    expect(all.data[0]).toMatchObject({
      PayType: -1,
      PaidBalance: 98,
      PaidVouchers: 0,
      Title: 'Compute vouchers 100.00',
    });
    expect(all.data[2]).toMatchObject({ OrderNo: paid, PayType: 1 });

    expect((await orderList(token, { type: 'top_up' })).total).toBe(2);
    expect((await orderList(token, { type: 'purchase' })).total).toBe(1);
    expect((await orderList(token, { status: 1 })).total).toBe(2);
    expect((await orderList(token, { type: 'top_up', status: 0 })).data.map((o) => o.Amount)).toEqual([5]);
    expect((await orderList(token, { page: 2, page_size: 2 })).data.map((o) => o.Amount)).toEqual([200]);
  });

  it('exports top-up orders as CSV', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    const paid = await paidTopUp(token, 1234);
    const raw = await app.server.inject({
      method: 'POST',
      url: '/api/export_recharge_order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ session: token }),
    });
    expect(raw.headers['content-type']).toContain('text/csv');
    expect(raw.headers['content-disposition']).toContain('recharge-orders.csv');
    const lines = raw.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Order,Amount (CNY),Pay type,Status,Created (China time),Paid (China time)');
    expect(lines[1]).toMatch(
      new RegExp(`^${paid},1234.00,WeChat Pay,paid,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d,`),
    );

    const chinese = await app.server.inject({
      method: 'POST',
      url: '/api/export_recharge_order',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: JSON.stringify({ session: token }),
    });
    const [header, row] = chinese.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('订单号,金额（元）,支付方式,状态,创建时间（北京时间）,支付时间（北京时间）');
    expect(row).toMatch(new RegExp(`^${paid},1234.00,微信支付,已支付,`));
  });

  it('is not for sub-accounts', async () => {
    const main = await buildUser(app);
    const sub = await buildSubAccount(app, main.id);
    const login = await app.postForm<LoginData>('/sub_account_login', sub);
    const reply = await app.post('/get_order', { session: login.body.data.token });
    expect(reply.body.status).toBe(ErrorCode.PERMISSION_DENIED);
  });
});
