import { couponsEndpoints, ErrorCode, type UserCoupon, type UserInfo } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/clock';
import { verifications } from '../../db/schema/verification/verification.table';
import { type BuiltStaff, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

async function newGroup(fields: Record<string, unknown>) {
  const reply = await app.post<{ GroupId: number }>('/admin/create_coupon_group', {
    session: await staffSession(),
    name: 'Test coupon',
    begin_time: Math.floor(app.clock.now().getTime() / 1000) - 60,
    total_num: 100,
    ...fields,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.GroupId;
}

async function member() {
  const user = await buildUser(app);
  return { user, token: (await loginAs(app, user)).token };
}

async function coupons(token: string, status = -1) {
  const reply = await app.post<{ data: UserCoupon[]; total: number }>('/get_user_assigned_coupon', {
    session: token,
    page: 1,
    page_size: 50,
    status,
  });
  return reply.body.data;
}

describe('claiming', () => {
  it('lists open groups with RemainNum and IsAssigned, and claims once per person', async () => {
    const groupId = await newGroup({ type: 0, amount: 15, total_num: 3 });
    const { token } = await member();
    const visible = async () =>
      (await app.call(couponsEndpoints.visibleGroups, { session: token })).body.data.data.find(
        (g) => g.GroupId === groupId,
      );
    expect(await visible()).toMatchObject({ Type: 0, Amount: 15, RemainNum: 3, IsAssigned: false });
    expect((await app.post('/assign_to_user', { session: token, group_id: groupId })).body.status).toBe(0);
    expect(await visible()).toMatchObject({ RemainNum: 2, IsAssigned: true });
    const again = await app.post('/assign_to_user', { session: token, group_id: groupId });
    expect(again.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: 'you already claimed this coupon',
    });
    expect((await visible())?.RemainNum).toBe(2);
  });

  it('gives out exactly RemainNum when 50 people claim at once', async () => {
    const groupId = await newGroup({ type: 0, amount: 5, total_num: 5 });
    const people = await Promise.all(Array.from({ length: 50 }, () => member()));
    const replies = await Promise.all(
      people.map(({ token }) => app.post('/assign_to_user', { session: token, group_id: groupId })),
    );
    expect(replies.filter((r) => r.body.status === 0)).toHaveLength(5);
    expect(replies.filter((r) => r.body.reason === 'sold out')).toHaveLength(45);
    const held = await Promise.all(people.map(async ({ token }) => (await coupons(token)).total));
    expect(held.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('keeps student and enterprise coupons for verified students and enterprises', async () => {
    const studentGroup = await newGroup({
      type: 2,
      amount: 20,
      money_limit: 100,
      target_user_verify_type: 1,
    });
    const enterpriseGroup = await newGroup({
      type: 2,
      amount: 20,
      money_limit: 100,
      target_user_verify_type: 2,
    });
    const { user, token } = await member();
    expect((await app.post('/assign_to_user', { session: token, group_id: studentGroup })).body.reason).toBe(
      'this coupon is for verified students',
    );
    await app.deps.db.insert(verifications).values({ userId: user.id, verifyType: 2, status: 1 });
    expect((await app.post('/assign_to_user', { session: token, group_id: studentGroup })).body.status).toBe(
      0,
    );
    expect(
      (await app.post('/assign_to_user', { session: token, group_id: enterpriseGroup })).body.reason,
    ).toBe('this coupon is for verified enterprises');
  });

  it('refuses groups that have not begun or have ended', async () => {
    const now = Math.floor(app.clock.now().getTime() / 1000);
    const future = await newGroup({ type: 0, amount: 1, begin_time: now + 3600 });
    const { token } = await member();
    expect((await app.post('/assign_to_user', { session: token, group_id: future })).body.reason).toBe(
      'this coupon is not available',
    );
  });
});

describe('using a top-up voucher', () => {
  it('adds its amount to the balance once, through the ledger', async () => {
    const groupId = await newGroup({ type: 0, amount: '12.34' });
    const { token } = await member();
    await app.post('/assign_to_user', { session: token, group_id: groupId });
    const [coupon] = (await coupons(token, 2)).data;
    expect(coupon).toMatchObject({ IsUsed: 0, CouponGroup: { Amount: 12.34 } });
    const used = await app.post<{ Money: number }>('/use_money_coupon', {
      session: token,
      coupon_id: coupon?.CouponId,
    });
    expect(used.body.data).toEqual({ Money: 12.34 });
    const twice = await Promise.all(
      [1, 2, 3].map(() => app.post('/use_money_coupon', { session: token, coupon_id: coupon?.CouponId })),
    );
    expect(twice.every((r) => r.body.reason === 'this coupon was already used')).toBe(true);
    const info = await app.postForm<UserInfo>('/get_user_info', { session: token });
    expect(info.body.data).toMatchObject({ Money: 12.34, AccumulatedMoney: 0 });
    expect((await coupons(token, 1)).total).toBe(1);
    expect((await coupons(token, 2)).total).toBe(0);
  });

  it('refuses discount coupons, expired coupons and other people’s coupons', async () => {
    const discountGroup = await newGroup({ type: 1, discount: 0.9 });
    const shortGroup = await newGroup({ type: 0, amount: 5, use_time_limit: 1 });
    const { token } = await member();
    const other = await member();
    await app.post('/assign_to_user', { session: token, group_id: discountGroup });
    await app.post('/assign_to_user', { session: token, group_id: shortGroup });
    const held = (await coupons(token)).data;
    const discount = held.find((c) => c.CouponGroup.Type === 1);
    const short = held.find((c) => c.CouponGroup.Type === 0);
    expect(
      (await app.post('/use_money_coupon', { session: token, coupon_id: discount?.CouponId })).body.reason,
    ).toBe('only top-up vouchers add balance');
    expect(
      (await app.post('/use_money_coupon', { session: other.token, coupon_id: short?.CouponId })).body.reason,
    ).toBe('coupon not found');
    app.clock.advance(2 * DAY_MS);
    expect((await coupons(token, 3)).data.map((c) => c.CouponId)).toContain(short?.CouponId);
    expect(
      (await app.post('/use_money_coupon', { session: token, coupon_id: short?.CouponId })).body.reason,
    ).toBe('this coupon has expired');
  });
});
