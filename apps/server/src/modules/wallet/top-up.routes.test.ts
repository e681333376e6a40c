import {
  ErrorCode,
  type LoginData,
  Reason,
  TopUpStatus,
  type UserInfo,
  walletEndpoints,
} from '@gpucloud/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS, SECOND_MS } from '../../core/clock';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { reconcileTopUps } from '../../jobs/reconcile-top-ups.job';
import { markGatewayPaid } from '../../providers/payments/sandbox/sandbox-gateway.repository';
import {
  type SandboxNotification,
  signSandboxNotification,
} from '../../providers/payments/sandbox/sandbox-notification';
import { buildSubAccount, buildUser, loginAs } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applyLedgerEntry } from './money-movements.repository';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Created {
  out_trade_no: string;
}

async function newPayer() {
  const user = await buildUser(app);
  const { token } = await loginAs(app, user);
  return { user, token };
}

async function createOrder(token: string, amount: unknown, payType = 1) {
  return app.post<Created>('/create_qrcode', { session: token, amount, pay_type: payType });
}

async function balanceOf(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const [ledger] = await app.deps.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(sql`${walletLedger.userId} = ${userId} and ${walletLedger.pocket} = 'balance'`);
  return {
    money: wallet?.money ?? NaN,
    ledgerSum: Number(ledger?.total),
    accumulated: wallet?.accumulatedMoney ?? NaN,
  };
}

function signed(
  fields: Omit<SandboxNotification, 'signature'>,
  secret = app.deps.config.payments.sandboxSecret,
) {
  return { ...fields, signature: signSandboxNotification(secret, fields) };
}

function notification(outTradeNo: string, amountFen: number) {
  return signed({
    out_trade_no: outTradeNo,
    transaction_id: `SBXTEST${outTradeNo.slice(-8)}`,
    amount_fen: amountFen,
    trade_state: 'SUCCESS',
    success_time: app.clock.now().toISOString(),
    nonce: 'abcdef0123456789',
  });
}

async function confirmAtCashier(qrUrl: string) {
  const path = new URL(qrUrl).pathname;
  const page = await app.server.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<button type="submit">Confirm payment</button>');
  return app.server.inject({ method: 'POST', url: `${path}/confirm` });
}

describe('create_qrcode', () => {
  it.each(['abc', '1.234', '12,3456', -5, '', '0', 0.001])(
    'refuses %j with "invalid amount" or a range reason',
    async (amount) => {
      const { token, user } = await newPayer();
      const before = await dbFingerprint(app.deps.db);
      const reply = await createOrder(token, amount);
      expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
      expect(reply.body.reason).toMatch(/amount: (invalid amount|amount too small)/);
      expect(await dbFingerprint(app.deps.db)).toEqual(before);
      expect((await balanceOf(user.id)).money).toBe(0);
    },
  );

  it('accepts thousands groups and two decimals', async () => {
    const { token } = await newPayer();
    const reply = await createOrder(token, '1,500.50');
    expect(reply.body.status).toBe(0);
    expect(reply.body.data).toMatchObject({ amount: 1500.5, pay_type: 1 });
  });

  it('sends bank transfers to support instead of a QR code', async () => {
    const { token } = await newPayer();
    const reply = await createOrder(token, 100, 2);
    expect(reply.body.status).toBe(ErrorCode.REFUSED);
    expect(reply.body.reason).toMatch(/contact support/);
  });

  it('is for main accounts only', async () => {
    const { user } = await newPayer();
    const sub = await buildSubAccount(app, user.id);
    const login = await app.postForm<LoginData>('/sub_account_login', sub);
    const reply = await createOrder(login.body.data.token, 100);
    expect(reply.body.status).toBe(ErrorCode.PERMISSION_DENIED);
  });
});

describe('paying by QR through the sandbox cashier', () => {
  it.each([
    [1, 'wx_resp'],
    [0, 'ali_resp'],
  ] as const)('pay_type %i: QR under %s, confirm, paid once, balance +100.00', async (payType, key) => {
    const { token, user } = await newPayer();
    const created = await createOrder(token, 100, payType);
    const outTradeNo = created.body.data.out_trade_no;
    const qr = await app.call(walletEndpoints.topUpQr, {
      session: token,
      out_trade_no: outTradeNo,
    });
    const qrUrl = qr.body.data[key]?.data.qrcode ?? '';
    expect(qrUrl).toMatch(new RegExp(`/sandbox/pay/${outTradeNo}$`));

    const before = await app.call(walletEndpoints.topUpStatus, {
      session: token,
      out_trade_no: outTradeNo,
    });
    expect(before.body.data.Status).toBe(TopUpStatus.PENDING);
    const confirmed = await confirmAtCashier(qrUrl);
    expect(confirmed.body).toContain('Payment confirmed');

    const after = await app.call(walletEndpoints.topUpStatus, {
      session: token,
      out_trade_no: outTradeNo,
    });
    expect(after.body.data.Status).toBe(TopUpStatus.PAID);
    expect(await balanceOf(user.id)).toEqual({ money: 10_000, ledgerSum: 10_000, accumulated: 10_000 });
    const info = await app.postForm<UserInfo>('/get_user_info', { session: token });
    expect(info.body.data).toMatchObject({ Money: 100, AccumulatedMoney: 100, VipLevel: 1 });
    // The QR is spent once paid.
    const qrAgain = await app.post('/get_qrcode', { session: token, out_trade_no: outTradeNo });
    expect(qrAgain.body.reason).toBe(Reason.QR_NOT_READY);
  });

  it('keeps one person’s order invisible to another', async () => {
    const owner = await newPayer();
    const other = await newPayer();
    const created = await createOrder(owner.token, 10);
    const reply = await app.post('/get_qrcode', {
      session: other.token,
      out_trade_no: created.body.data.out_trade_no,
    });
    expect(reply.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'order not found' });
  });
});

describe('notifications', () => {
  it('credits once when the same notification arrives 100 times in sequence and 100 times at once', async () => {
    const { token, user } = await newPayer();
    const created = await createOrder(token, '88.88');
    const payload = notification(created.body.data.out_trade_no, 8_888);
    for (let i = 0; i < 100; i += 1) {
      const reply = await app.post('/payment/notify/sandbox', payload);
      expect(reply.body.status).toBe(0);
    }
    const concurrent = await Promise.all(
      Array.from({ length: 100 }, () => app.post('/payment/notify/sandbox', payload)),
    );
    expect(concurrent.every((reply) => reply.body.status === 0)).toBe(true);
    expect(await balanceOf(user.id)).toEqual({ money: 8_888, ledgerSum: 8_888, accumulated: 8_888 });
  });

  it('settles 100 orders while 100 spends race them: balance equals the ledger and never goes below the credit line', async () => {
    const { token, user } = await newPayer();
    const orders = await Promise.all(Array.from({ length: 100 }, () => createOrder(token, 1)));
    await app.deps.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: user.id,
        pocket: 'balance',
        kind: 'grant',
        amount: 10_000,
        now: app.clock.now(),
      }),
    );
    const settles = orders.map((order) =>
      app.post('/payment/notify/sandbox', notification(order.body.data.out_trade_no, 100)),
    );
    const spends = Array.from({ length: 100 }, () =>
      app.deps.db.transaction((tx) =>
        applyLedgerEntry(tx, {
          userId: user.id,
          pocket: 'balance',
          kind: 'rent',
          amount: -150,
          now: app.clock.now(),
        }),
      ),
    );
    const [, spendResults] = await Promise.all([Promise.all(settles), Promise.allSettled(spends)]);
    // A spend that would take the balance below the credit line (0 here) is refused by the database.
    const spent = spendResults.filter((r) => r.status === 'fulfilled').length;
    const after = await balanceOf(user.id);
    expect(after.money).toBe(10_000 + 100 * 100 - spent * 150);
    expect(after.ledgerSum).toBe(after.money);
    expect(after.money).toBeGreaterThanOrEqual(0);
    expect(spent).toBeGreaterThan(0);
  });

  it.each([
    ['a bad signature', (no: string) => ({ ...notification(no, 5_000), signature: 'f'.repeat(64) })],
    ['another secret', (no: string) => signed({ ...notification(no, 5_000) }, 'not-the-secret')],
    ['a different amount', (no: string) => notification(no, 500_000)],
    ['an unknown order', () => notification('T20991231000000unknownorder', 5_000)],
  ])('credits nothing for %s', async (_label, forge) => {
    const { token, user } = await newPayer();
    const created = await createOrder(token, 50);
    const reply = await app.post('/payment/notify/sandbox', forge(created.body.data.out_trade_no));
    expect(reply.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await balanceOf(user.id)).money).toBe(0);
    const status = await app.call(walletEndpoints.topUpStatus, {
      session: token,
      out_trade_no: created.body.data.out_trade_no,
    });
    expect(status.body.data.Status).toBe(TopUpStatus.PENDING);
  });
});

describe('when the notification never comes', () => {
  it('the status poll asks the gateway and credits', async () => {
    const { token, user } = await newPayer();
    const created = await createOrder(token, 20);
    const outTradeNo = created.body.data.out_trade_no;
    // Paid at the gateway, but its notification is lost.
    await markGatewayPaid(app.deps.db, outTradeNo, 'SBXLOST0001', app.clock.now());
    app.clock.advance(11 * SECOND_MS);
    const status = await app.call(walletEndpoints.topUpStatus, {
      session: token,
      out_trade_no: outTradeNo,
    });
    expect(status.body.data.Status).toBe(TopUpStatus.PAID);
    expect((await balanceOf(user.id)).money).toBe(2_000);
  });

  it('reconciliation credits paid orders, closes expired ones, and a late success still credits', async () => {
    const payer = await newPayer();
    const paidQuietly = (await createOrder(payer.token, 30)).body.data.out_trade_no;
    const abandoned = (await createOrder(payer.token, 40)).body.data.out_trade_no;
    const lateOne = (await createOrder(payer.token, 50)).body.data.out_trade_no;
    await markGatewayPaid(app.deps.db, paidQuietly, 'SBXQUIET001', app.clock.now());

    app.clock.advance(6 * MINUTE_MS);
    const expiredQr = await app.post('/get_qrcode', { session: payer.token, out_trade_no: abandoned });
    expect(expiredQr.body.reason).toBe(Reason.QR_NOT_READY);
    const run = await reconcileTopUps(app.deps);
    expect(run.paid).toBeGreaterThanOrEqual(1);
    const statuses = async (no: string) =>
      (await app.call(walletEndpoints.topUpStatus, { session: payer.token, out_trade_no: no })).body.data
        .Status;
    expect(await statuses(paidQuietly)).toBe(TopUpStatus.PAID);
    expect(await statuses(abandoned)).toBe(TopUpStatus.CLOSED);
    expect(await statuses(lateOne)).toBe(TopUpStatus.CLOSED);

    // The payer paid just before the QR closed; the notification arrives after we closed the order.
    const late = await app.post('/payment/notify/sandbox', notification(lateOne, 5_000));
    expect(late.body.status).toBe(0);
    expect(await statuses(lateOne)).toBe(TopUpStatus.PAID);
    expect(await balanceOf(payer.user.id)).toEqual({ money: 8_000, ledgerSum: 8_000, accumulated: 8_000 });
  });

  it('the cashier refuses to take money for an expired QR code', async () => {
    const { token, user } = await newPayer();
    const created = await createOrder(token, 10);
    const qr = await app.post<{ wx_resp: { data: { qrcode: string } } }>('/get_qrcode', {
      session: token,
      out_trade_no: created.body.data.out_trade_no,
    });
    app.clock.advance(5 * MINUTE_MS + SECOND_MS);
    const path = new URL(qr.body.data.wx_resp.data.qrcode).pathname;
    const page = await app.server.inject({ method: 'POST', url: `${path}/confirm` });
    expect(page.body).toContain('expired');
    expect(page.body).not.toContain('Confirm payment</button>');
    expect((await balanceOf(user.id)).money).toBe(0);
  });
});
