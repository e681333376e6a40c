import {
  ErrorCode,
  invoicesEndpoints,
  opsEndpoints,
  opsRefundsEndpoints,
  type TopUpRefund,
  walletEndpoints,
} from '@gpucloud/contracts';
import { usccCheckCharacter } from '@gpucloud/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, loginAs, staffToken } from '../../testing/builders';
import { dbFingerprint } from '../../testing/db-fingerprint';
import { ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  customerView,
  newRefundRequestId,
  payingCustomer,
  refundTopUp,
  sandboxOf,
} from '../../testing/top-up-refunds';

let app: TestApp;
let finance: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  finance = await staffToken(app, await createStaff(app, 'finance', { name: 'Fiona Finance' }));
  admin = await staffToken(app, await createStaff(app, 'admin'));
});
afterAll(async () => {
  await app.close();
});

const refund = (body: Record<string, unknown>, session = finance) => refundTopUp(app, session, body);

async function refundable(userId: number) {
  const reply = await app.call(opsRefundsEndpoints.refundableTopUps, { session: finance, user_id: userId });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

const gatewayRefunded = async (outTradeNo: string) => (await sandboxOf(app).find(outTradeNo))?.refunded;

describe('refunding a paid top-up', () => {
  it('refunds all of it: balance, balance changes, gateway, audit, notification and membership', async () => {
    const { user, token, orders } = await payingCustomer(app, 100);
    const [order = ''] = orders;
    const reply = await refund({ out_trade_no: order, amount: 100, reason: 'account closed' });
    expect(reply.body.status, reply.body.reason).toBe(0);
    expect(reply.body.data).toMatchObject({
      Id: expect.stringMatching(/^R\d{14}/),
      OutTradeNo: order,
      UserId: user.id,
      UserPhone: user.phone,
      Provider: 'sandbox',
      Amount: 100,
      Status: 'succeeded',
      GatewayRefundId: expect.stringMatching(/^SBXR/),
      FailureReason: '',
      RequestedBy: { Name: 'Fiona Finance' },
      SettledAt: expect.any(String),
    });
    expect(await gatewayRefunded(order)).toBe(10_000);
    const seen = await customerView(app, token);
    expect(seen).toMatchObject({ money: 0, accumulated: 0 });
    expect(seen.ledger[0]).toMatchObject({
      Kind: 'top_up_refund',
      Pocket: 'balance',
      Amount: -100,
      BalanceAfter: 0,
      Note: 'account closed',
      RefId: order,
    });
    expect(seen.notifications[0]).toMatchObject({
      Title: 'Top-up refunded',
      Original: expect.stringContaining(`100.00 of your top-up ${order} was refunded`),
    });
    const audit = await app.call(opsEndpoints.auditList, {
      session: admin,
      object_type: 'user',
      object_id: String(user.id),
    });
    expect(audit.body.data.data[0]).toMatchObject({
      StaffName: 'Fiona Finance',
      Endpoint: '/api/ops/refund_top_up',
      Before: { Money: 100 },
      After: { Money: 0, TopUpRefund: reply.body.data.Id, OutTradeNo: order },
    });
    expect(await refundable(user.id)).toMatchObject({
      data: [
        { OutTradeNo: order, Amount: 100, Refunded: 100, Refundable: 0, PayType: 1, Provider: 'sandbox' },
      ],
      Balance: 0,
    });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('refunds in parts up to what was paid and refuses past it, writing nothing', async () => {
    const { user, orders } = await payingCustomer(app, 100, 50);
    const [first = '', second = ''] = orders;
    expect((await refund({ out_trade_no: first, amount: '30.55' })).body.data).toMatchObject({
      Status: 'succeeded',
      Amount: 30.55,
    });
    expect(await refundable(user.id)).toMatchObject({
      data: [
        { OutTradeNo: second, Refunded: 0, Refundable: 50 },
        { OutTradeNo: first, Refunded: 30.55, Refundable: 69.45 },
      ],
      total: 2,
      Balance: 119.45,
    });
    expect((await refund({ out_trade_no: first, amount: 69.45 })).body.data.Status).toBe('succeeded');
    const before = await dbFingerprint(app.deps.db);
    const past = await refund({ out_trade_no: first, amount: '0.01' });
    expect(past.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'amount: more than is left to refund of this order (0.00)',
    });
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
    expect(await gatewayRefunded(first)).toBe(10_000);
    expect((await refundable(user.id)).Balance).toBe(50);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('refuses more than the balance holds: money already spent is not refunded', async () => {
    const { user, orders } = await payingCustomer(app, 100);
    const spent = await app.post('/ops/adjust_money', {
      session: finance,
      request_id: newRefundRequestId(),
      user_id: user.id,
      direction: 'debit',
      pocket: 'balance',
      amount: 70,
      reason: 'stands for money spent',
      reference: 'WO-1',
    });
    expect(spent.body.status, spent.body.reason).toBe(0);
    const over = await refund({ out_trade_no: orders[0], amount: '30.01' });
    expect(over.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'amount: more than the balance holds (30.00); money already spent is not refunded',
    });
    expect((await refund({ out_trade_no: orders[0], amount: 30 })).body.data.Status).toBe('succeeded');
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('refunds once when the same request arrives again or at the same time', async () => {
    const { user, token, orders } = await payingCustomer(app, 80);
    const body = { request_id: newRefundRequestId(), out_trade_no: orders[0], amount: 25 };
    const replies = await Promise.all([refund(body), refund(body), refund(body)]);
    // A twin answers the refund as it stands: perhaps still processing while the first asks the gateway.
    const ids = new Set(replies.map((reply) => reply.body.data.Id));
    expect(ids.size).toBe(1);
    const again = await refund(body);
    expect(again.body.data).toMatchObject({ Id: [...ids][0], Status: 'succeeded', Amount: 25 });
    const seen = await customerView(app, token);
    expect(seen.money).toBe(55);
    expect(seen.ledger.filter((row) => row.Kind === 'top_up_refund')).toHaveLength(1);
    expect(await gatewayRefunded(orders[0] ?? '')).toBe(2_500);
    const other = await refund({ ...body, amount: 26 });
    expect(other.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'request_id: already used for a different refund',
    });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('never refunds more than was paid however many different refunds arrive at once', async () => {
    const { user, token, orders } = await payingCustomer(app, 100);
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map(() => refund({ out_trade_no: orders[0], amount: 40 })),
    );
    const made = replies.filter((reply) => reply.body.status === 0);
    expect(made).toHaveLength(2);
    for (const reply of replies.filter((r) => r.body.status !== 0))
      expect(reply.body.reason).toBe('amount: more than is left to refund of this order (20.00)');
    expect((await customerView(app, token)).money).toBe(20);
    expect(await gatewayRefunded(orders[0] ?? '')).toBe(8_000);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('keeps money that invoices cover until the invoice is reversed', async () => {
    const { user, token, orders } = await payingCustomer(app, 100);
    const title = await app.call(invoicesEndpoints.addTitle, {
      session: token,
      kind: 'company',
      name: '上海算力科技有限公司',
      taxpayer_id: `${'91310115000000077'}${usccCheckCharacter('91310115000000077')}`,
      address: '上海市浦东新区张江路 1 号',
      phone: '021-50000000',
      bank: '招商银行上海分行',
      account: '121900000000001',
    });
    expect(title.body.status, title.body.reason).toBe(0);
    const applied = await app.post('/v3/addInvoiceRecord', {
      session: token,
      email: 'billing@example.com',
      title_id: title.body.data.title.id,
      mode: 'top_up',
      out_trade_nos: orders,
    });
    expect(applied.body.status, applied.body.reason).toBe(0);
    const covered = await refund({ out_trade_no: orders[0], amount: 10 });
    expect(covered.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(covered.body.reason).toMatch(/^amount: 100\.00 of this account's payments are invoiced/);
    expect((await customerView(app, token)).money).toBe(100);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});

describe('the lists of refunds', () => {
  it('lists refunds newest first by status, account and order, with paging', async () => {
    const a = await payingCustomer(app, 10, 20);
    const b = await payingCustomer(app, 30);
    const made: TopUpRefund[] = [];
    for (const [order, amount] of [
      [a.orders[0], 1],
      [a.orders[1], 2],
      [b.orders[0], 3],
    ] as const) {
      made.push((await refund({ out_trade_no: order, amount })).body.data);
      app.clock.advance(1_000);
    }
    const list = (body: Record<string, unknown>) =>
      app.call(opsRefundsEndpoints.list, {
        session: finance,
        ...body,
      });
    const ofA = await list({ user_id: a.user.id });
    expect(ofA.body.data).toMatchObject({ total: 2, data: [{ Id: made[1]?.Id }, { Id: made[0]?.Id }] });
    const ofOrder = await list({ out_trade_no: b.orders[0] });
    expect(ofOrder.body.data).toMatchObject({ total: 1, data: [{ Id: made[2]?.Id, Amount: 3 }] });
    const paged = await list({ user_id: a.user.id, page: 2, page_size: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, data: [{ Id: made[0]?.Id }] });
    const succeeded = await list({ status: 'succeeded', user_id: b.user.id });
    expect(succeeded.body.data.total).toBe(1);
    expect((await list({ status: 'failed', user_id: b.user.id })).body.data.total).toBe(0);
  });
});

describe('bad input, refusals and roles', () => {
  it('refuses bad input naming the field, writing nothing', async () => {
    const { orders } = await payingCustomer(app, 10);
    const before = await dbFingerprint(app.deps.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: '1.001' }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 1, reason: '   ' }, 'reason'],
      [{ amount: 1, reason: 'x'.repeat(81) }, 'reason'],
      [{ amount: 1, request_id: 'short' }, 'request_id'],
      [{ amount: 1, out_trade_no: 'bad no!' }, 'out_trade_no'],
    ];
    for (const [body, field] of cases) {
      const reply = await refund({ out_trade_no: orders[0], ...body });
      expect(reply.body.status, field).toBe(ErrorCode.ILLEGAL_BODY);
      expect(reply.body.reason, field).toContain(field);
    }
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });

  it('refuses an unknown order and an unpaid one with a reason', async () => {
    const { token } = await payingCustomer(app);
    const waiting = await app.call(walletEndpoints.createTopUp, {
      session: token,
      amount: 10,
      pay_type: 0,
    });
    const before = await dbFingerprint(app.deps.db);
    expect((await refund({ out_trade_no: 'T20990101000000abcdefghijkl', amount: 1 })).body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'out_trade_no: no top-up order has this number',
    });
    expect((await refund({ out_trade_no: waiting.body.data.out_trade_no, amount: 1 })).body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'out_trade_no: the order is not paid',
    });
    expect(await dbFingerprint(app.deps.db)).toEqual(before);
  });

  it('keeps support, reviewer, fleet and customers away from refunds', async () => {
    const { user, token, orders } = await payingCustomer(app, 10);
    const calls = (session: string) => [
      refund({ out_trade_no: orders[0], amount: 1 }, session),
      app.post('/ops/get_top_up_refunds', { session }),
      app.post('/ops/get_refundable_top_ups', { session, user_id: user.id }),
    ];
    for (const role of ['support', 'reviewer', 'fleet'] as const) {
      const session = await staffToken(app, await createStaff(app, role));
      for (const reply of await Promise.all(calls(session)))
        expect(reply.body.status, role).toBe(ErrorCode.PERMISSION_DENIED);
    }
    for (const reply of await Promise.all(calls(token))) expect(reply.body.status).not.toBe(0);
    expect((await customerView(app, (await loginAs(app, user)).token)).money).toBe(10);
  });
});
