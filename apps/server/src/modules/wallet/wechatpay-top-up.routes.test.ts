import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { TopUpStatus, walletEndpoints } from '@gpucloud/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMs, MINUTE_MS, SECOND_MS } from '../../core/clock';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { reconcileTopUps } from '../../jobs/reconcile-top-ups.job';
import { wechatPayFromEnv } from '../../providers/payments/wechatpay/wechatpay-config';
import { createWechatPayGateway } from '../../providers/payments/wechatpay/wechatpay-gateway';
import { buildUser, loginAs } from '../../testing/builders';
import { captureLog } from '../../testing/captured-log';
import {
  type FakeNotification,
  type FakeWechatPay,
  type Forgery,
  startFakeWechatPay,
} from '../../testing/fakes/wechatpay/fake-wechatpay';
import {
  APP_ID,
  MCH_ID,
  MCH_SERIAL_NO,
  wechatPayTestEnv,
  wechatPayTestKeys,
} from '../../testing/fakes/wechatpay/wechatpay-keys';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findTopUpOrder } from './top-up.repository';

/**
 * Top-ups paid through WeChat Pay v3 end to end: our server (PAYMENT_PROVIDER=wechatpay, on PGlite or
 * PostgreSQL) against the fake gateway, whose notifications reach POST /api/payment/notify/wechatpay.
 */

const NOTIFY_PATH = '/api/payment/notify/wechatpay';
const keys = wechatPayTestKeys();
let app: TestApp;
let fake: FakeWechatPay;
let log = '';
const gatewayLog = captureLog();

beforeAll(async () => {
  // The gateway and the fake keep the app's clock, which exists once the app does.
  const clock = { now: () => app.clock.now() };
  fake = await startFakeWechatPay({
    mchId: MCH_ID,
    appId: APP_ID,
    merchantSerialNo: MCH_SERIAL_NO,
    merchantPublicKey: keys.merchant.publicKey,
    apiV3Key: keys.apiV3Key,
    signers: [{ serial: keys.platform.id, privateKey: keys.platform.privateKey }],
    now: clock.now,
    deliver: async (notification) => {
      const reply = await app.server.inject({
        method: 'POST',
        url: new URL(notification.url).pathname,
        headers: notification.headers,
        payload: notification.body,
      });
      return { statusCode: reply.statusCode, body: reply.body };
    },
  });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = await createTestApp({
    env: { LOG_LEVEL: 'trace' },
    logStream,
    payments: [
      createWechatPayGateway(wechatPayFromEnv(wechatPayTestEnv(keys, fake.baseUrl)), {
        notifyUrl: `https://gpu.example.com${NOTIFY_PATH}`,
        clock,
        log: gatewayLog.log,
      }),
    ],
  });
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
});

async function newPayer() {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  return { user, token };
}

async function createOrder(token: string, amount: string): Promise<string> {
  const created = await app.call(walletEndpoints.createTopUp, {
    session: token,
    amount,
    pay_type: 1,
  });
  expect(created.body.status).toBe(0);
  return created.body.data.out_trade_no;
}

async function statusOf(token: string, outTradeNo: string): Promise<number> {
  const reply = await app.call(walletEndpoints.topUpStatus, {
    session: token,
    out_trade_no: outTradeNo,
  });
  return reply.body.data.Status;
}

/** The wallet, the sum of its balance ledger, and the ledger entries of one order. */
async function moneyOf(userId: number, outTradeNo?: string) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const [ledger] = await app.deps.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(sql`${walletLedger.userId} = ${userId} and ${walletLedger.pocket} = 'balance'`);
  const [entries] = await app.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(walletLedger)
    .where(sql`${walletLedger.refType} = 'top_up_order' and ${walletLedger.refId} = ${outTradeNo ?? ''}`);
  return { money: wallet?.money ?? Number.NaN, ledgerSum: Number(ledger?.total), entries: entries?.n ?? -1 };
}

const ACCEPTED = { statusCode: 204, body: '' };

function expectRefused(answer: { statusCode: number; body: string }, reason: RegExp) {
  expect(answer.statusCode).toBe(400);
  expect(JSON.parse(answer.body)).toEqual({ code: 'FAIL', message: expect.stringMatching(reason) });
}

describe('paying a top-up through WeChat Pay', () => {
  it('shows the code_url as the QR and credits once across 100 repeated and concurrent notifications', async () => {
    const { user, token } = await newPayer();
    const outTradeNo = await createOrder(token, '88.88');
    const qr = await app.post<{ wx_resp: { data: { qrcode: string } } }>('/get_qrcode', {
      session: token,
      out_trade_no: outTradeNo,
    });
    expect(qr.body.data.wx_resp.data.qrcode).toBe(fake.orders.get(outTradeNo)?.codeUrl);
    expect(fake.orders.get(outTradeNo)).toMatchObject({
      total: 8_888,
      notifyUrl: `https://gpu.example.com${NOTIFY_PATH}`,
    });

    app.clock.advance(20 * SECOND_MS);
    expect(await fake.pay(outTradeNo)).toEqual(ACCEPTED);
    expect(await statusOf(token, outTradeNo)).toBe(TopUpStatus.PAID);

    // WeChat Pay re-signs each retry; a replay repeats the same bytes. Both, 100 at once.
    const captured = fake.notification(outTradeNo);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => fake.send(i % 2 ? captured : fake.notification(outTradeNo))),
    );
    expect(answers).toEqual(Array.from({ length: 100 }, () => ACCEPTED));
    expect(await moneyOf(user.id, outTradeNo)).toEqual({ money: 8_888, ledgerSum: 8_888, entries: 1 });
  });

  it('credits orders whose notifications arrive out of order, each once', async () => {
    const { user, token } = await newPayer();
    const first = await createOrder(token, '10.00');
    const second = await createOrder(token, '20.00');
    await fake.pay(first, { notify: false });
    await fake.pay(second, { notify: false });
    const firstNotice = fake.notification(first);
    expect(await fake.send(fake.notification(second))).toEqual(ACCEPTED);
    app.clock.advance(2 * MINUTE_MS);
    expect(await fake.send(firstNotice)).toEqual(ACCEPTED);
    expect(await fake.send(fake.notification(second))).toEqual(ACCEPTED);
    expect(await moneyOf(user.id, first)).toEqual({ money: 3_000, ledgerSum: 3_000, entries: 1 });
    expect((await moneyOf(user.id, second)).entries).toBe(1);
  });

  it('accepts a genuine notice of no payment and credits nothing', async () => {
    const { user, token } = await newPayer();
    const outTradeNo = await createOrder(token, '5.00');
    expect(
      await fake.send(fake.notification(outTradeNo, { transaction: { trade_state: 'CLOSED' } })),
    ).toEqual(ACCEPTED);
    expect(await fake.send(fake.notification(outTradeNo, { eventType: 'REFUND.SUCCESS' }))).toEqual(ACCEPTED);
    expect(await moneyOf(user.id, outTradeNo)).toEqual({ money: 0, ledgerSum: 0, entries: 0 });
    expect(await statusOf(token, outTradeNo)).toBe(TopUpStatus.PENDING);
  });
});

describe('when the notification is lost', () => {
  it('the status poll asks WeChat Pay, credits, and the late notification credits nothing more', async () => {
    const { user, token } = await newPayer();
    const outTradeNo = await createOrder(token, '20.00');
    expect(await fake.pay(outTradeNo, { notify: false })).toBeNull();
    expect(await statusOf(token, outTradeNo)).toBe(TopUpStatus.PENDING);
    app.clock.advance(11 * SECOND_MS);
    expect(await statusOf(token, outTradeNo)).toBe(TopUpStatus.PAID);
    expect(await fake.send(fake.notification(outTradeNo))).toEqual(ACCEPTED);
    expect(await moneyOf(user.id, outTradeNo)).toEqual({ money: 2_000, ledgerSum: 2_000, entries: 1 });
  });

  it('reconciliation credits a paid order and closes an abandoned one at WeChat Pay', async () => {
    const { user, token } = await newPayer();
    const paidQuietly = await createOrder(token, '30.00');
    const abandoned = await createOrder(token, '40.00');
    await fake.pay(paidQuietly, { notify: false });
    app.clock.advance(6 * MINUTE_MS);
    await reconcileTopUps(app.deps);
    expect(await statusOf(token, paidQuietly)).toBe(TopUpStatus.PAID);
    expect(await statusOf(token, abandoned)).toBe(TopUpStatus.CLOSED);
    expect(fake.orders.get(abandoned)?.tradeState).toBe('CLOSED');
    expect(await moneyOf(user.id, paidQuietly)).toEqual({ money: 3_000, ledgerSum: 3_000, entries: 1 });
  });
});

describe('a forged or mismatched notification credits nothing', () => {
  const forgeries: [string, (outTradeNo: string) => Forgery | FakeNotification, RegExp][] = [
    ['a bad signature', () => ({ signature: 'other-key' }), /signature does not verify/],
    [
      'a stale timestamp',
      () => ({ signedAt: addMs(app.clock.now(), -6 * MINUTE_MS) }),
      /more than 5 minutes/,
    ],
    ['another merchant’s order', () => ({ transaction: { mchid: '1900000001' } }), /another merchant/],
    ['a wrong amount', () => ({ transaction: { total: 1 } }), /amount does not match/],
    ['a wrong currency', () => ({ transaction: { currency: 'USD' } }), /not an amount in CNY/],
    [
      'a resource sealed with another APIv3 key',
      () => ({ apiV3Key: randomBytes(16).toString('hex') }),
      /decrypt/,
    ],
    ['an order we never made', () => fake.notification('T20261122000000neverMade0'), /unknown order/],
  ];

  it.each(forgeries)(
    '%s: refused (400 FAIL), nothing credited, the order still waiting',
    async (_what, forge, reason) => {
      const { user, token } = await newPayer();
      const outTradeNo = await createOrder(token, '50.00');
      await fake.pay(outTradeNo, { notify: false });
      const forged = forge(outTradeNo);
      const notification = 'url' in forged ? forged : fake.notification(outTradeNo, forged);
      expectRefused(await fake.send(notification), reason);
      expect(await moneyOf(user.id, outTradeNo)).toEqual({ money: 0, ledgerSum: 0, entries: 0 });
      expect((await findTopUpOrder(app.deps.db, outTradeNo))?.status).toBe(TopUpStatus.PENDING);
    },
  );

  it('a replay of a credited notification is accepted without crediting again; once stale it is refused', async () => {
    const { user, token } = await newPayer();
    const outTradeNo = await createOrder(token, '66.00');
    await fake.pay(outTradeNo, { notify: false });
    const genuine = fake.notification(outTradeNo);
    expect(await fake.send(genuine)).toEqual(ACCEPTED);
    expect(await fake.send(genuine)).toEqual(ACCEPTED);
    app.clock.advance(5 * MINUTE_MS + SECOND_MS);
    expectRefused(await fake.send(genuine), /more than 5 minutes/);
    expect(await moneyOf(user.id, outTradeNo)).toEqual({ money: 6_600, ledgerSum: 6_600, entries: 1 });
  });
});

describe('the log', () => {
  it('holds no APIv3 key, no signature and no payer openid', () => {
    const openids = [...fake.orders.values()].map((order) => order.payerOpenid).filter(Boolean);
    expect(openids.length).toBeGreaterThan(0);
    expect(log).toContain('payment notification rejected');
    for (const text of [log, gatewayLog.text()])
      for (const secret of [keys.apiV3Key, 'WECHATPAY2-SHA256-RSA2048', 'signature=', ...openids])
        expect(text).not.toContain(secret);
  });
});
