import { adminEndpoints, couponsEndpoints, ErrorCode, opsContentEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { auditRowsOf, expectBadField, expectRolesRefused } from '../../testing/ops-content';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let finance: string;

beforeAll(async () => {
  app = await createTestApp();
  finance = await staffToken(app, await createStaff(app, 'finance'));
});
afterAll(async () => {
  await app.close();
});

async function setup(fields: Record<string, unknown> = {}) {
  const created = await app.call(adminEndpoints.createCouponGroup, {
    session: finance,
    name: 'Spring voucher',
    type: 0,
    amount: '20.00',
    begin_time: Math.floor(app.clock.now().getTime() / 1000) - 60,
    total_num: 5,
    ...fields,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  const groupId = created.body.data.GroupId;
  const customer = async () => {
    const user = await buildUser(app);
    return { user, token: (await loginAs(app, user)).token };
  };
  const claim = async (token: string) =>
    app.call(couponsEndpoints.claim, { session: token, group_id: groupId });
  const group = async () => {
    const reply = await app.call(opsContentEndpoints.couponGroups, { session: finance });
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data.data.find((g) => g.GroupId === groupId);
  };
  return { groupId, customer, claim, group };
}

describe('coupon groups for finance', () => {
  it('lists a group with its SPEC fields, claims and uses, and who used it on what', async () => {
    const { groupId, customer, claim, group } = await setup();
    const first = await customer();
    const second = await customer();
    const coupon = (await claim(first.token)).body.data.CouponId;
    await claim(second.token);
    const used = await app.post('/use_money_coupon', { session: first.token, coupon_id: coupon });
    expect(used.body.status, used.body.reason).toBe(0);

    expect(await group()).toMatchObject({
      Name: 'Spring voucher',
      Type: 0,
      Amount: 20,
      TotalNum: 5,
      RemainNum: 3,
      ClaimedNum: 2,
      UsedNum: 1,
      State: 'active',
      StoppedAt: null,
    });
    const claims = await app.call(opsContentEndpoints.couponClaims, {
      session: finance,
      group_id: groupId,
    });
    expect(claims.body.data.total).toBe(2);
    const usedOnly = await app.call(opsContentEndpoints.couponClaims, {
      session: finance,
      group_id: groupId,
      used: 1,
    });
    expect(usedOnly.body.data).toMatchObject({
      total: 1,
      data: [{ CouponId: coupon, Phone: first.user.phone, UsedOn: 'top_up', UsedRef: `coupon:${coupon}` }],
    });
    expect(usedOnly.body.data.data[0]?.UsedAt).not.toBeNull();
  });

  it('stops a group: no further claims, claimed coupons stay usable, audited before and after', async () => {
    const { groupId, customer, claim, group } = await setup();
    const holder = await customer();
    const held = (await claim(holder.token)).body.data.CouponId;

    const stop = await app.call(opsContentEndpoints.stopCouponGroup, {
      session: finance,
      group_id: groupId,
    });
    expect(stop.body.status, stop.body.reason).toBe(0);
    expect(await group()).toMatchObject({ State: 'stopped', StoppedAt: stop.body.data.StoppedAt });

    const late = await customer();
    expect((await claim(late.token)).body).toMatchObject({ status: ErrorCode.REFUSED });
    const visible = await app.call(couponsEndpoints.visibleGroups, {
      session: late.token,
    });
    expect(visible.body.data.data.map((g) => g.GroupId)).not.toContain(groupId);
    const use = await app.post('/use_money_coupon', { session: holder.token, coupon_id: held });
    expect(use.body.status, use.body.reason).toBe(0);

    const again = await app.post('/ops/stop_coupon_group', { session: finance, group_id: groupId });
    expect(again.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'the group is already stopped' });
    const audit = await auditRowsOf(app, 'coupon_group', groupId);
    expect(audit.at(-1)).toMatchObject({
      endpoint: '/api/ops/stop_coupon_group',
      before: { StoppedAt: null, RemainNum: 4 },
      after: { StoppedAt: stop.body.data.StoppedAt, RemainNum: 4 },
    });
  });

  it('refuses an unknown group', async () => {
    const stop = await app.post('/ops/stop_coupon_group', { session: finance, group_id: 999_999 });
    expect(stop.body).toMatchObject({ status: ErrorCode.REFUSED, reason: 'coupon group not found' });
    const claims = await app.post('/ops/get_coupon_group_claims', { session: finance, group_id: 999_999 });
    expect(claims.body.status).toBe(ErrorCode.REFUSED);
  });

  it('is for finance (and admin) only', async () => {
    const { groupId } = await setup();
    const admin = await staffToken(app, await createStaff(app, 'admin'));
    expect((await app.post('/ops/get_coupon_groups', { session: admin })).body.status).toBe(0);
    for (const path of ['/ops/get_coupon_groups', '/ops/get_coupon_group_claims', '/ops/stop_coupon_group']) {
      await expectRolesRefused(app, path, { group_id: groupId }, ['support', 'reviewer', 'fleet']);
    }
  });

  it('answers bad input with 100021 naming the field, writing nothing', async () => {
    await expectBadField(app, '/ops/stop_coupon_group', { session: finance, group_id: 'first' }, 'group_id');
    await expectBadField(
      app,
      '/ops/get_coupon_group_claims',
      { session: finance, group_id: 1, used: 7 },
      'used',
    );
    await expectBadField(app, '/ops/get_coupon_groups', { session: finance, page_size: 1000 }, 'page_size');
  });
});
