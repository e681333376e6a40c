import { generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { TopUpStatus, walletEndpoints } from '@gpucloud/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_MS } from '../../core/clock';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { createAlipayGateway } from '../../providers/payments/alipay/alipay-gateway';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { startTestFakeAlipay, testAlipayConfig } from '../../testing/alipay';
import { buildUser, loginAs } from '../../testing/builders';
import { captureLog } from '../../testing/captured-log';
import type { FakeAlipay, NotificationFields } from '../../testing/fakes/alipay/fake-alipay';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOTIFY_PATH = '/api/payment/notify/alipay';
const PAY_TYPE_ALIPAY = 0;

let app: TestApp;
let fake: FakeAlipay;
let gateway: PaymentProvider;
let logged = '';

/**
 * Top-ups paid with Alipay through the app: the real adapter talks to the fake gateway, and the
 * fake's notifications reach our notify route through app.inject, as Alipay's POST would.
 */
beforeAll(async () => {
  // The app is made after the gateway it is given; both read its clock once it exists.
  const clock = { now: () => app.clock.now() };
  fake = await startTestFakeAlipay({
    now: clock.now,
    post: async (url, form) => {
      const reply = await app.server.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: form,
      });
      return reply.body;
    },
  });
  gateway = createAlipayGateway(testAlipayConfig(fake.gateway), {
    notifyUrl: `http://localhost${NOTIFY_PATH}`,
    clock,
    log: captureLog().log,
  });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  app = await createTestApp({ payments: [gateway], env: { LOG_LEVEL: 'info' }, logStream });
});

afterAll(async () => {
  await app.close();
  await fake.close();
});

async function alipayOrder(amount: string) {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  const created = await app.call(walletEndpoints.createTopUp, {
    session: token,
    amount,
    pay_type: PAY_TYPE_ALIPAY,
  });
  expect(created.body.status).toBe(0);
  const outTradeNo = created.body.data.out_trade_no;
  const status = async () =>
    (await app.call(walletEndpoints.topUpStatus, { session: token, out_trade_no: outTradeNo })).body.data
      .Status;
  return { user, token, outTradeNo, status };
}

async function moneyOf(userId: number, outTradeNo: string) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const [ledger] = await app.deps.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amount}), 0)`, entries: sql<string>`count(*)` })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.pocket, 'balance')));
  const [credits] = await app.deps.db
    .select({ entries: sql<string>`count(*)` })
    .from(walletLedger)
    .where(eq(walletLedger.refId, outTradeNo));
  return {
    money: wallet?.money ?? Number.NaN,
    accumulated: wallet?.accumulatedMoney ?? Number.NaN,
    ledgerSum: Number(ledger?.total),
    creditsOfOrder: Number(credits?.entries),
  };
}

describe('an Alipay top-up', () => {
  it('shows the QR Alipay precreated, and credits once across 100 repeated and 100 concurrent notifications', async () => {
    const { user, token, outTradeNo, status } = await alipayOrder('88.88');
    const qr = await app.post<{ ali_resp: { data: { qrcode: string } } }>('/get_qrcode', {
      session: token,
      out_trade_no: outTradeNo,
    });
    expect(qr.body.data.ali_resp.data.qrcode).toBe(fake.trade(outTradeNo)?.qrCode);
    expect(fake.calls[0]?.biz).toMatchObject({ out_trade_no: outTradeNo, total_amount: '88.88' });

    expect(await fake.pay(outTradeNo)).toBe('success');
    const [sent] = fake.notifications(outTradeNo) as [NotificationFields];
    for (let i = 0; i < 100; i += 1) expect(await fake.deliver(sent)).toBe('success');
    const together = await Promise.all(Array.from({ length: 100 }, () => fake.deliver(sent)));
    expect(together.every((answer) => answer === 'success')).toBe(true);
    // Then, out of order and late, the trade's TRADE_FINISHED and the first notification once more.
    app.clock.advance(3 * 60 * 60 * SECOND_MS);
    fake.finish(outTradeNo);
    const [, finished] = fake.notifications(outTradeNo) as [NotificationFields, NotificationFields];
    expect(await Promise.all([fake.deliver(finished), fake.deliver(sent)])).toEqual(['success', 'success']);

    expect(await status()).toBe(TopUpStatus.PAID);
    expect(await moneyOf(user.id, outTradeNo)).toEqual({
      money: 8_888,
      accumulated: 8_888,
      ledgerSum: 8_888,
      creditsOfOrder: 1,
    });
  });

  it('credits a paid order whose notification was lost when the status poll asks Alipay', async () => {
    const { user, outTradeNo, status } = await alipayOrder('20');
    expect(await fake.pay(outTradeNo, { lose: true })).toBeNull();
    expect(await status()).toBe(TopUpStatus.PENDING);
    app.clock.advance(11 * SECOND_MS);
    expect(await status()).toBe(TopUpStatus.PAID);
    expect(await moneyOf(user.id, outTradeNo)).toMatchObject({
      money: 2_000,
      ledgerSum: 2_000,
      creditsOfOrder: 1,
    });
  });
});

describe('a forged or mismatched Alipay notification', () => {
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  /** A trade paid at Alipay for an order this server never made (another system of the merchant's). */
  const OTHER_ORDER = 'T20261122160000otherSystem1';
  const forgeries: [string, (outTradeNo: string) => NotificationFields][] = [
    [
      'a bad signature (amount changed after signing)',
      (no) => fake.notification(no, { tamper: { total_amount: '0.01' } }),
    ],
    ['a signature by a key that is not Alipay’s', (no) => fake.notification(no, { signWith: forger })],
    ['another app', (no) => fake.notification(no, { fields: { app_id: '2021000000000001' } })],
    [
      'another merchant (seller_id)',
      (no) => fake.notification(no, { fields: { seller_id: '2088000000000001' } }),
    ],
    [
      'a wrong amount, genuinely signed',
      (no) => fake.notification(no, { fields: { total_amount: '500.00' } }),
    ],
    ['an order that is not ours, genuinely signed', () => fake.notification(OTHER_ORDER)],
  ];

  beforeAll(async () => {
    const expiresAt = new Date(app.clock.now().getTime() + 5 * 60 * SECOND_MS);
    await gateway.createQr({
      outTradeNo: OTHER_ORDER,
      amountFen: 5_000,
      channel: 'alipay',
      description: 'x',
      expiresAt,
    });
    await fake.pay(OTHER_ORDER, { lose: true });
  });

  it.each(forgeries)('with %s credits nothing and is answered failure', async (_, forge) => {
    const { user, outTradeNo, status } = await alipayOrder('50');
    // Paid at Alipay, its notification lost: only the forgery reaches us.
    await fake.pay(outTradeNo, { lose: true });
    const body = forge(outTradeNo);
    expect(await fake.deliver(body, `http://localhost${NOTIFY_PATH}`)).toBe('failure');
    expect(await status()).toBe(TopUpStatus.PENDING);
    expect(await moneyOf(user.id, outTradeNo)).toEqual({
      money: 0,
      accumulated: 0,
      ledgerSum: 0,
      creditsOfOrder: 0,
    });
    // Nothing of the notification's signature reaches the log, rejected or not.
    expect(logged).toContain('payment notification rejected');
    expect(logged).not.toContain(body.sign?.slice(0, 40));
  });
});
