import { adminEndpoints, opsEndpoints } from '@gpucloud/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/staff/staff.table';
import { type BuiltStaff, buildUser, createStaff, loginStaff, staffToken } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let admin: { staff: BuiltStaff; token: string };

beforeAll(async () => {
  app = await createTestApp();
  const staff = await createStaff(app, 'admin', { name: 'Audit Admin' });
  admin = { staff, token: await staffToken(app, staff) };
});
afterAll(async () => {
  await app.close();
});

async function audit(filters: Record<string, unknown> = {}) {
  const reply = await app.call(opsEndpoints.auditList, {
    session: admin.token,
    ...filters,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

describe('the audit trail', () => {
  it('records a credit quota change with the values before and after, and who did it from where', async () => {
    const finance = await createStaff(app, 'finance', { name: 'Fiona Finance' });
    const user = await buildUser(app);
    const session = await staffToken(app, finance);
    const set = await app.post('/admin/set_credit_quota', {
      session,
      phone: user.phone,
      quota: '300.00',
      reason: 'credit line review',
    });
    expect(set.body.status).toBe(0);
    await app.post('/admin/set_credit_quota', {
      session,
      phone: user.phone,
      quota: 120,
      reason: 'credit line review',
    });

    const { data } = await audit({ object_type: 'user', object_id: String(user.id) });
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      StaffId: finance.id,
      StaffName: 'Fiona Finance',
      StaffRole: 'finance',
      Endpoint: '/api/admin/set_credit_quota',
      Ip: '127.0.0.1',
      Before: { CreditMoneyQuota: 300 },
      After: { CreditMoneyQuota: 120 },
    });
    expect(data[1]).toMatchObject({ Before: { CreditMoneyQuota: 0 }, After: { CreditMoneyQuota: 300 } });
  });

  it('records nothing for a write that was refused', async () => {
    const session = await staffToken(app, await createStaff(app, 'finance'));
    const { total } = await audit();
    const refused = await app.post('/admin/set_credit_quota', {
      session,
      phone: '13711112222',
      quota: 5,
      reason: 'credit line review',
    });
    expect(refused.body.status).not.toBe(0);
    expect((await audit()).total).toBe(total);
  });

  it('records notices, notifications and coupon groups', async () => {
    const support = await createStaff(app, 'support');
    const session = await staffToken(app, support);
    const user = await buildUser(app);
    const notice = await app.call(adminEndpoints.publishNotice, {
      session,
      title_en: 'Maintenance',
      content_en: '# Tonight',
      title_zh: '维护',
      content_zh: '# 今晚',
    });
    await app.post('/admin/send_notification', {
      session,
      phone: user.phone,
      title: 'Hi',
      original: 'Hello',
    });
    const finance = await staffToken(app, await createStaff(app, 'finance'));
    const group = await app.call(adminEndpoints.createCouponGroup, {
      session: finance,
      name: 'Audit coupon',
      type: 0,
      amount: '5.00',
      begin_time: 0,
      total_num: 10,
    });

    const bySupport = await audit({ staff_id: support.id });
    expect(bySupport.data.map((row) => row.ObjectType)).toEqual(['user', 'notice']);
    expect(bySupport.data[1]).toMatchObject({
      ObjectId: String(notice.body.data.Id),
      Before: null,
      After: { TitleEn: 'Maintenance', ContentEn: '# Tonight', TitleZh: '维护', ContentZh: '# 今晚' },
    });
    expect(bySupport.data[0]).toMatchObject({
      ObjectId: String(user.id),
      After: { Title: 'Hi', Recipients: 1 },
    });
    const coupons = await audit({ object_type: 'coupon_group', object_id: String(group.body.data.GroupId) });
    expect(coupons.data[0]?.After).toMatchObject({ name: 'Audit coupon', amount: 5, total_num: 10 });
  });

  it('records staff management, login and logout', async () => {
    const created = await app.call(opsEndpoints.staffCreate, {
      session: admin.token,
      phone: '13912340001',
      name: 'New Reviewer',
      role: 'reviewer',
      password: 'initial-pass-1',
    });
    expect(created.body.status, created.body.reason).toBe(0);
    const id = created.body.data.Id;
    await app.post('/ops/set_staff_role', { session: admin.token, staff_id: id, role: 'fleet' });
    await app.post('/ops/reset_staff_totp', { session: admin.token, staff_id: id });
    await app.post('/ops/disable_staff', { session: admin.token, staff_id: id });
    const trail = await audit({ object_type: 'staff', object_id: String(id) });
    expect(trail.data.map((row) => [row.Endpoint, row.Before, row.After])).toEqual([
      ['/api/ops/disable_staff', { Disabled: false }, { Disabled: true }],
      [
        '/api/ops/reset_staff_totp',
        { TotpEnabled: false, RecoveryCodesLeft: 0 },
        { TotpEnabled: false, RecoveryCodesLeft: 0 },
      ],
      ['/api/ops/set_staff_role', { Role: 'reviewer' }, { Role: 'fleet' }],
      ['/api/ops/create_staff', null, { Phone: '13912340001', Name: 'New Reviewer', Role: 'reviewer' }],
    ]);
    expect(trail.data.every((row) => row.StaffId === admin.staff.id)).toBe(true);

    const member = await createStaff(app, 'support');
    const login = await loginStaff(app, member);
    await app.post('/ops/logout', { session: login.Session });
    const sessions = await audit({ staff_id: member.id, object_type: 'staff' });
    expect(sessions.data.map((row) => [row.Endpoint, row.Note])).toEqual([
      ['/api/ops/logout', 'Logged out'],
      ['/api/ops/login_totp', 'Logged in'],
    ]);
  });

  it('refuses what an admin may not do to their own account', async () => {
    const self = await app.post('/ops/disable_staff', { session: admin.token, staff_id: admin.staff.id });
    expect(self.body.status).not.toBe(0);
    expect((await app.post('/ops/me', { session: admin.token })).body.status).toBe(0);
  });

  it('filters by time and pages newest first', async () => {
    const all = await audit({ page_size: 100 });
    const times = all.data.map((row) => row.At);
    expect([...times].sort().reverse()).toEqual(times);
    const nowSeconds = Math.floor(app.clock.now().getTime() / 1000);
    expect((await audit({ to: nowSeconds })).total).toBe(0);
    expect((await audit({ from: nowSeconds, to: nowSeconds + 1 })).total).toBe(all.total);
    const second = await audit({ page: 2, page_size: 1 });
    expect(second.data[0]?.Id).toBe(all.data[1]?.Id);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [before] = await app.deps.db.select({ n: sql<number>`count(*)::int` }).from(staffAudit);
    expect(before?.n).toBeGreaterThan(0);
    for (const statement of [
      sql`update staff_audit set note = 'rewritten'`,
      sql`delete from staff_audit`,
      sql`truncate staff_audit`,
    ]) {
      const refusal = await app.deps.db.execute(statement).then(
        () => null,
        (error: unknown) => databaseError(error),
      );
      expect(refusal).toMatchObject({ code: '42501', message: expect.stringMatching(/append-only/) });
    }
    const [after] = await app.deps.db.select({ n: sql<number>`count(*)::int` }).from(staffAudit);
    expect(after?.n).toBe(before?.n);
    const rewritten = await app.deps.db.select().from(staffAudit).where(eq(staffAudit.note, 'rewritten'));
    expect(rewritten).toHaveLength(0);
  });
});

/** The driver's error under Drizzle's wrapping: SQLSTATE and message, as pg and PGlite both report them. */
function databaseError(error: unknown): { code: string; message: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && 'message' in current)
      return { code: current.code, message: String(current.message) };
    current = 'cause' in current ? current.cause : null;
  }
  return null;
}
