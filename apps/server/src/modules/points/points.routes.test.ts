import {
  CHECK_IN_POINTS,
  ErrorCode,
  instancesEndpoints,
  opsPointsEndpoints,
  pointsEndpoints,
  VERIFICATION_POINTS,
} from '@gpucloud/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../core/clock';
import { pointsAccounts, pointsLedger } from '../../db/schema/points/points.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildSubAccount, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { awardVerificationPoints } from './points.service';

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let supportStaff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
  supportStaff = await createStaff(app, 'support');
});
afterAll(async () => {
  await app.close();
});

async function customer(balanceFen = 100_000) {
  const user = await buildUser(app, { balanceFen });
  return { user, token: (await loginAs(app, user)).token };
}

async function summary(token: string) {
  const reply = await app.call(pointsEndpoints.summary, { session: token });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

/** The account's balance equals the sum of its ledger, and its counted fen the sum of theirs. */
async function ledgerAgrees(userId: number) {
  const [account] = await app.deps.db.select().from(pointsAccounts).where(eq(pointsAccounts.userId, userId));
  const [sums] = await app.deps.db
    .select({
      points: sql<string>`coalesce(sum(${pointsLedger.points}), 0)`,
      fen: sql<string>`coalesce(sum(${pointsLedger.spentFen}), 0)`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  expect(Number(sums?.points)).toBe(account?.balance ?? 0);
  expect(Number(sums?.fen)).toBe(account?.spentFen ?? 0);
  expect(account?.balance ?? 0).toBe(
    Math.floor((account?.spentFen ?? 0) / 100) + (await nonSpendingPoints(userId)),
  );
}

async function nonSpendingPoints(userId: number) {
  const [row] = await app.deps.db
    .select({ n: sql<string>`coalesce(sum(${pointsLedger.points}), 0)` })
    .from(pointsLedger)
    .where(
      sql`${pointsLedger.userId} = ${userId} and ${pointsLedger.kind} not in ('spending', 'spending_reversal')`,
    );
  return Number(row?.n);
}

async function rent(token: string, hostId: number, fields: Record<string, unknown> = {}) {
  const reply = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: hostId,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'hourly',
    count: 2,
    ...fields,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.InstanceId;
}

async function createItem(fields: Record<string, unknown>) {
  // A fresh staff session: the check-in tests move the clock by days.
  const support = await staffToken(app, supportStaff);
  const created = await app.call(opsPointsEndpoints.createItem, {
    session: support,
    name: '算力券',
    name_en: 'Compute voucher',
    kind: 'voucher',
    voucher_amount: '10',
    cost_points: 5,
    stock: 100,
    per_person_limit: 1,
    ...fields,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  const published = await app.post('/ops/score_store/publish_item', {
    session: support,
    item_id: created.body.data.id,
    published: true,
  });
  expect(published.body.status).toBe(0);
  return created.body.data.id;
}

let requestCounter = 0;
const requestId = () => {
  requestCounter += 1;
  return `req-${process.pid}-${requestCounter}`;
};

function redeem(token: string, itemId: number, id = requestId()) {
  return app.call(pointsEndpoints.redeem, { session: token, item_id: itemId, request_id: id });
}

describe('points for spending', () => {
  it('earns 1 point per whole yuan paid from the balance, fractions carried, vouchers not counted', async () => {
    const host = await fleet.newHost({ pricePerGpuHour: 198 });
    const { user, token } = await customer();
    await rent(token, host.id); // 3.96 yuan: 3 points, 0.96 carried
    expect((await summary(token)).balance).toBe(3);
    await rent(token, host.id); // 7.92 in all: 7 points
    const after = await summary(token);
    expect(after).toMatchObject({ balance: 7, spent_from_balance: 7.92, earned_today: 7 });
    await ledgerAgrees(user.id);

    const voucherOnly = await buildUser(app);
    await app.deps.db.transaction(async (tx) => {
      const { deposit } = await import('../wallet/money-movements/deposits');
      await deposit(tx, voucherOnly.id, 10_000, { kind: 'voucher_grant', now: app.clock.now() });
    });
    const vouchers = await loginAs(app, voucherOnly);
    await rent(vouchers.token, host.id);
    expect((await summary(vouchers.token)).balance).toBe(0);
    await compute.idle();
  });

  it('takes the points back exactly when the rental is refunded', async () => {
    const host = await fleet.newHost({ pricePerGpuHour: 250 });
    const { user, token } = await customer();
    await rent(token, host.id); // 5.00: 5 points
    compute.injectFault({ kind: 'next-create-fails' });
    await rent(token, host.id, { gpu_count: 2 }); // 10.00: 15 points, then refunded
    await compute.idle();
    const after = await summary(token);
    expect(after).toMatchObject({ balance: 5, spent_from_balance: 5 });
    const kinds = await app.deps.db.select().from(pointsLedger).where(eq(pointsLedger.userId, user.id));
    expect(kinds.map((row) => [row.kind, row.points])).toEqual([
      ['spending', 5],
      ['spending', 10],
      ['spending_reversal', -10],
    ]);
    await ledgerAgrees(user.id);
  });

  it("earns on the billing tick's pay-as-you-go hours, once however often the tick runs", async () => {
    const host = await fleet.newHost({ pricePerGpuHour: 150 });
    const { user, token } = await customer();
    await rent(token, host.id, { mode: 'post_paid', count: 1 });
    await compute.idle();
    // Pay-as-you-go is charged in arrears (issue 44): the rent takes nothing.
    expect((await summary(token)).balance).toBe(0);
    app.clock.advance(HOUR_MS);
    await Promise.all([runBillingTick(app.deps), runBillingTick(app.deps)]);
    await runBillingTick(app.deps);
    expect((await summary(token)).balance).toBe(1); // 1.50
    await ledgerAgrees(user.id);
    await app.post('/instance/stop_instance', { session: token });
  });
});

describe('the daily check-in', () => {
  it('gives points once per China day, even to concurrent requests', async () => {
    const { user, token } = await customer(0);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => app.post('/score_store/check_in', { session: token })),
    );
    expect(replies.filter((reply) => reply.body.status === 0)).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.reason?.includes('checked in today'))).toHaveLength(7);
    expect(await summary(token)).toMatchObject({ balance: CHECK_IN_POINTS, checked_in_today: true });
    app.clock.advance(DAY_MS);
    expect((await summary(token)).checked_in_today).toBe(false);
    expect((await app.post('/score_store/check_in', { session: token })).body.status).toBe(0);
    expect((await summary(token)).balance).toBe(2 * CHECK_IN_POINTS);
    await ledgerAgrees(user.id);
  });
});

describe('verification points', () => {
  it('are awarded once per account, whatever is approved after', async () => {
    const { user, token } = await customer(0);
    const now = app.clock.now();
    await app.deps.db.transaction((tx) =>
      awardVerificationPoints(tx, { userId: user.id, verifyType: 0, id: 1 }, now),
    );
    await app.deps.db.transaction((tx) =>
      awardVerificationPoints(tx, { userId: user.id, verifyType: 1, id: 2 }, now),
    );
    await app.deps.db.transaction((tx) =>
      awardVerificationPoints(tx, { userId: user.id, verifyType: 2, id: 3 }, now),
    );
    expect((await summary(token)).balance).toBe(VERIFICATION_POINTS);
  });
});

describe('redeeming', () => {
  it('never oversells: 10 accounts race for a stock of 3, exactly 3 win and pay exactly', async () => {
    const itemId = await createItem({ stock: 3, cost_points: CHECK_IN_POINTS, voucher_amount: '10.50' });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => customer(0)));
    for (const { token } of buyers) await app.post('/score_store/check_in', { session: token });
    const replies = await Promise.all(buyers.map(({ token }) => redeem(token, itemId)));
    expect(replies.filter((reply) => reply.body.status === 0)).toHaveLength(3);
    expect(replies.filter((reply) => reply.body.reason?.includes('sold out'))).toHaveLength(7);
    const balances = await Promise.all(buyers.map(async ({ token }) => (await summary(token)).balance));
    expect(balances.filter((points) => points === 0)).toHaveLength(3);
    expect(balances.filter((points) => points === CHECK_IN_POINTS)).toHaveLength(7);
    const winner = buyers[replies.findIndex((reply) => reply.body.status === 0)];
    const info = await app.postForm<{ PowerMoney: number }>('/get_user_info', {
      session: winner?.token ?? '',
    });
    expect(info.body.data.PowerMoney).toBe(10.5);
    const items = await app.call(pointsEndpoints.items, {});
    expect(items.body.data.list.find((item) => item.id === itemId)?.stock).toBe(0);
  });

  it('holds the per-person limit under concurrency, and a replayed request redeems once', async () => {
    const itemId = await createItem({ cost_points: 1, per_person_limit: 2, voucher_amount: '1' });
    const { user, token } = await customer(0);
    await app.post('/score_store/check_in', { session: token });
    const replies = await Promise.all(Array.from({ length: 6 }, () => redeem(token, itemId)));
    expect(replies.filter((reply) => reply.body.status === 0)).toHaveLength(2);
    expect((await summary(token)).balance).toBe(CHECK_IN_POINTS - 2);

    const other = await createItem({ cost_points: 1, per_person_limit: 5, voucher_amount: '1' });
    const id = requestId();
    const [first, second] = await Promise.all([redeem(token, other, id), redeem(token, other, id)]);
    const third = await redeem(token, other, id);
    expect(first.body.status, first.body.reason).toBe(0);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(third.body.data.id).toBe(first.body.data.id);
    expect((await summary(token)).balance).toBe(CHECK_IN_POINTS - 3);
    expect((await redeem(token, itemId, id)).body.reason).toContain('request_id');
    await ledgerAgrees(user.id);
  });

  it('refuses when points are short, and to sub-accounts', async () => {
    const itemId = await createItem({ cost_points: 1000 });
    const { user, token } = await customer(0);
    const short = await redeem(token, itemId);
    expect(short.body).toMatchObject({ status: ErrorCode.REFUSED });
    expect(short.body.reason).toContain('not enough points');

    const sub = await buildSubAccount(app, user.id);
    const login = await app.postForm<{ token: string }>('/sub_account_login', {
      username: sub.username,
      password: sub.password,
    });
    const subToken = login.body.data.token;
    for (const path of ['/score_store/get_points', '/score_store/check_in', '/score_store/get_points_ledger'])
      expect((await app.post(path, { session: subToken })).body.status).toBe(ErrorCode.PERMISSION_DENIED);
    expect((await redeem(subToken, itemId)).body.status).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('lists the ledger with kinds, newest first', async () => {
    const itemId = await createItem({ cost_points: 2 });
    const { token } = await customer(0);
    await app.post('/score_store/check_in', { session: token });
    await redeem(token, itemId);
    const page = await app.call(pointsEndpoints.ledger, { session: token });
    expect(page.body.data).toMatchObject({ total: 2 });
    expect(page.body.data.list.map((row) => [row.kind, row.points])).toEqual([
      ['redemption', -2],
      ['check_in', CHECK_IN_POINTS],
    ]);
    // The notes in the reader's language: the item by the name staff gave it in that language.
    const day = new Date(app.clock.now().getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);
    const notes = async (language: string) =>
      (
        await app.call(
          pointsEndpoints.ledger,
          { session: token },
          { headers: { 'accept-language': language } },
        )
      ).body.data.list.map((row) => row.note);
    expect(await notes('zh-CN')).toEqual(['兑换：算力券', `${day} 签到`]);
    expect(await notes('en-US')).toEqual(['Redeemed: Compute voucher', `Check-in of ${day}`]);
  });
});
