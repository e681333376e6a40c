import {
  ErrorCode,
  type LoginData,
  storeEndpoints,
  type UserInfo,
  walletEndpoints,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/clock';
import {
  type BuiltStaff,
  buildSubAccount,
  buildUser,
  createStaff,
  loginAs,
  staffToken,
} from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applyLedgerEntry } from './money-movements.repository';

let app: TestApp;
let staff: BuiltStaff;
/** A fresh staff session per call: tests move the clock past a staff session's 30 idle minutes. */
const staffSession = () => staffToken(app, staff);
beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app, 'finance');
});
afterAll(async () => {
  await app.close();
});

async function info(token: string) {
  return (await app.postForm<UserInfo>('/get_user_info', { session: token })).body.data;
}

async function changes(token: string, filter: Record<string, unknown> = {}) {
  const reply = await app.call(walletEndpoints.balanceChangeList, {
    session: token,
    ...filter,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

describe('balance change list', () => {
  it('pages through the ledger newest first, filtered by kind, pocket and time', async () => {
    const user = await buildUser(app, { balanceFen: 50_000 });
    const { token } = await loginAs(app, user);
    const start = app.clock.now();
    app.clock.advance(DAY_MS);
    await app.post('/buy_power_money', { session: token, pack_id: 'pack-100' });

    const all = await changes(token);
    expect(all.total).toBe(3);
    expect(all.data.map((c) => [c.Kind, c.Pocket, c.Amount])).toEqual([
      ['voucher_purchase', 'vouchers', 100],
      ['voucher_purchase', 'balance', -98],
      ['grant', 'balance', 500],
    ]);
    expect(all.data[1]).toMatchObject({
      BalanceAfter: 402,
      RefType: 'order',
      Note: 'Compute vouchers 100.00',
    });
    expect(all.data[1]?.RefId).toMatch(/^P\d{14}/);

    expect((await changes(token, { kind: 'grant' })).total).toBe(1);
    expect((await changes(token, { pocket: 'vouchers' })).total).toBe(1);
    const secondDay = Math.floor((start.getTime() + DAY_MS) / 1000);
    expect((await changes(token, { start_time: secondDay })).total).toBe(2);
    expect((await changes(token, { end_time: secondDay })).total).toBe(1);
    expect((await changes(token, { page: 2, page_size: 2 })).data.map((c) => c.Kind)).toEqual(['grant']);
  });

  it('is not for sub-accounts', async () => {
    const main = await buildUser(app);
    const sub = await buildSubAccount(app, main.id);
    const login = await app.postForm<LoginData>('/sub_account_login', sub);
    const reply = await app.post('/get_wallet_balance_change_list', { session: login.body.data.token });
    expect(reply.body.status).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('rejects an unknown kind naming the field', async () => {
    const { token } = await loginAs(app, await buildUser(app));
    const reply = await app.post('/get_wallet_balance_change_list', { session: token, kind: 'bribe' });
    expect(reply.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(reply.body.reason).toContain('kind:');
  });
});

describe('compute vouchers', () => {
  it('buys a pack with balance: both pockets move together', async () => {
    const user = await buildUser(app, { balanceFen: 100_000 });
    const { token } = await loginAs(app, user);
    const reply = await app.call(walletEndpoints.buyVoucherPack, {
      session: token,
      pack_id: 'pack-500',
    });
    expect(reply.body.data).toEqual({ Money: 520, PowerMoney: 500 });
    expect(await info(token)).toMatchObject({ Money: 520, PowerMoney: 500 });
  });

  it('refuses when the balance does not cover the price, even with credit', async () => {
    const user = await buildUser(app, { balanceFen: 9_000 });
    await app.post('/admin/set_credit_quota', {
      session: await staffSession(),
      phone: user.phone,
      quota: 1000,
      reason: 'credit line review',
    });
    const { token } = await loginAs(app, user);
    const reply = await app.post('/buy_power_money', { session: token, pack_id: 'pack-100' });
    expect(reply.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(await info(token)).toMatchObject({ Money: 90, PowerMoney: 0 });
  });

  it('stores voucher-first or balance-first', async () => {
    const { token } = await loginAs(app, await buildUser(app));
    expect((await info(token)).VoucherFirst).toBe(true);
    await app.postForm('/set_pay_preference', { session: token, voucher_first: 'false' });
    expect((await info(token)).VoucherFirst).toBe(false);
  });
});

describe('credit line', () => {
  it('is set by finance staff and cannot be lowered below what is already used', async () => {
    const user = await buildUser(app);
    const { token } = await loginAs(app, user);
    const set = await app.post('/admin/set_credit_quota', {
      session: await staffSession(),
      phone: user.phone,
      quota: '300.00',
      reason: 'credit line review',
    });
    expect(set.body.data).toEqual({ CreditMoneyQuota: 300 });
    await app.deps.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: user.id,
        pocket: 'balance',
        kind: 'rent',
        amount: -25_000,
        now: app.clock.now(),
      }),
    );
    expect(await info(token)).toMatchObject({ Money: -250, CreditMoneyQuota: 300 });
    const lower = await app.post('/admin/set_credit_quota', {
      session: await staffSession(),
      phone: user.phone,
      quota: 200,
      reason: 'credit line review',
    });
    expect(lower.body.status).toBe(ErrorCode.REFUSED);
    expect((await info(token)).CreditMoneyQuota).toBe(300);
    // A customer's session is no staff session: refused as no session at all.
    const user2 = await app.post('/admin/set_credit_quota', {
      session: token,
      phone: user.phone,
      quota: 9999,
      reason: 'credit line review',
    });
    expect(user2.body.status).toBe(ErrorCode.SESSION_INVALID);
  });

  it('is restored first by a top-up: the balance climbs back from below zero', async () => {
    const user = await buildUser(app);
    await app.post('/admin/set_credit_quota', {
      session: await staffSession(),
      phone: user.phone,
      quota: 100,
      reason: 'credit line review',
    });
    await app.deps.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: user.id,
        pocket: 'balance',
        kind: 'rent',
        amount: -6_000,
        now: app.clock.now(),
      }),
    );
    await app.deps.db.transaction((tx) =>
      applyLedgerEntry(tx, {
        userId: user.id,
        pocket: 'balance',
        kind: 'top_up',
        amount: 10_000,
        now: app.clock.now(),
      }),
    );
    const { token } = await loginAs(app, user);
    expect(await info(token)).toMatchObject({ Money: 40, CreditMoneyQuota: 100 });
  });
});

describe('gpu_priceinfo', () => {
  it('answers the membership discounts under vipInfos[1..4].VipDiscount', async () => {
    const reply = await app.call(storeEndpoints.gpuPriceInfo, { phone: '13800000001' });
    expect(reply.body.data.vipInfos.map((v) => v.VipDiscount)).toEqual([1, 0.98, 0.97, 0.95, 0.94]);
    expect(reply.body.data.vipInfos[2]).toEqual({
      VipLevel: 2,
      Name: 'silver',
      VipDiscount: 0.97,
      VipFold: 9.7,
      MinAccumulated: 1500,
      Threshold: 10000,
    });
  });
});
