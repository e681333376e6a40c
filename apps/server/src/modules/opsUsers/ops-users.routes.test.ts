import {
  type BalanceChange,
  ErrorCode,
  type InstanceRow,
  type OpsUserProfile,
  type OpsUserSearchRow,
  type SubAccountRow,
} from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildSubAccount, buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { buildFleet, rentOneGpu } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let support: string;
let finance: string;

beforeAll(async () => {
  app = await createTestApp();
  support = await staffToken(app, await createStaff(app, 'support'));
  finance = await staffToken(app, await createStaff(app, 'finance'));
});
afterAll(async () => {
  await app.close();
});

async function ops<T>(path: string, body: Record<string, unknown>, session = finance) {
  const reply = await app.post<T>(`/ops/${path}`, { session, ...body });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data;
}

describe('finding an account', () => {
  it('matches any part of a phone, part of a name and part of a sub-account username', async () => {
    const user = await buildUser(app, { name: 'Quinn Searchable', balanceFen: 12_345 });
    await buildSubAccount(app, user.id, { username: `render-farm-${user.id}` });
    const find = (q: string) => ops<{ data: OpsUserSearchRow[]; total: number }>('search_users', { q });

    const byPhone = await find(user.phone.slice(0, 9));
    expect(byPhone.data.map((row) => row.Id)).toContain(user.id);
    // The end of a phone (what a caller reads out) finds it as well as its start.
    const byPhoneEnd = await find(user.phone.slice(3));
    expect(byPhoneEnd.data.map((row) => row.Id)).toEqual([user.id]);
    expect((await find(user.phone.slice(5, 9))).data.map((row) => row.Id)).toContain(user.id);
    expect((await find('1_9')).total).toBe(0);
    expect((await find('quinn search')).data).toEqual([
      expect.objectContaining({ Id: user.id, Phone: user.phone, Money: 123.45, LoginDisabled: false }),
    ]);
    const bySub = await find(`FARM-${user.id}`);
    expect(bySub.data).toEqual([
      expect.objectContaining({ Id: user.id, MatchedSubAccount: `render-farm-${user.id}` }),
    ]);
    // A typed % is a percent sign, not "anything".
    expect((await find('%')).total).toBe(0);
  });

  it('pages the results', async () => {
    for (let i = 0; i < 3; i += 1) await buildUser(app, { name: `Pager Person ${i}` });
    const first = await ops<{ data: OpsUserSearchRow[]; total: number }>('search_users', {
      q: 'pager person',
      page_size: 2,
    });
    expect(first.total).toBe(3);
    expect(first.data).toHaveLength(2);
  });
});

describe('the users desk before a search', () => {
  it('lists every account, the newest first, paged', async () => {
    const older = await buildUser(app, { name: 'Older Newcomer' });
    app.clock.advance(MINUTE_MS);
    const newer = await buildUser(app, { name: 'Newer Newcomer' });
    const first = await ops<{ data: OpsUserSearchRow[]; total: number }>('search_users', { page_size: 2 });
    expect(first.data.map((row) => row.Id)).toEqual([newer.id, older.id]);
    expect(first.data[0]).toMatchObject({ Phone: newer.phone, MatchedSubAccount: null });
    expect(first.total).toBeGreaterThanOrEqual(2);
    const blank = await ops<{ data: OpsUserSearchRow[]; total: number }>('search_users', { q: '  ' });
    expect(blank.total).toBe(first.total);
    const second = await ops<{ data: OpsUserSearchRow[] }>('search_users', { page: 2, page_size: 1 });
    expect(second.data.map((row) => row.Id)).toEqual([older.id]);
  });
});

describe("an account's instances", () => {
  it('keeps a released instance on the account’s page, filtered by state', async () => {
    const user = await buildUser(app, { balanceFen: 1_000_000 });
    const { token } = await loginAs(app, user);
    const fleet = await buildFleet(app);
    const host = await fleet.newHost({ gpuCount: 2, gpuFree: 2 });
    const compute = app.deps.compute as SimulatedCompute;
    const rent = () => rentOneGpu(app, fleet, token, host.id);
    const released = await rent();
    const call = async (path: string) => {
      const reply = await app.post(path, { session: token, instance_id: released });
      expect(reply.body.status, reply.body.reason).toBe(0);
      await compute.idle();
    };
    await call('/instance/stop');
    await call('/instance/remove_remain_disk_kvm');
    app.clock.advance(MINUTE_MS);
    const running = await rent();

    const list = async (status?: string) =>
      ops<{ data: InstanceRow[]; total: number }>('get_user_instances', {
        user_id: user.id,
        ...(status ? { status } : {}),
      });
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.data.map((row) => [row.InstanceId, row.Status])).toEqual([
      [running, 'running'],
      [released, 'released'],
    ]);
    expect((await list('live')).data.map((row) => row.InstanceId)).toEqual([running]);
    expect((await list('ended')).data.map((row) => row.InstanceId)).toEqual([released]);
    expect((await list('released')).data.map((row) => row.InstanceId)).toEqual([released]);
    expect((await list('failed')).total).toBe(0);
    const bad = await app.post('/ops/get_user_instances', {
      session: finance,
      user_id: user.id,
      status: 'gone',
    });
    expect(bad.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason: expect.stringContaining('status'),
    });
  });
});

describe("one account's profile", () => {
  it('shows membership, verification and the wallet with what it owes, and its lists', async () => {
    const user = await buildUser(app, { balanceFen: 5_000 });
    await buildSubAccount(app, user.id, { username: `profile-sub-${user.id}` });
    const profile = await ops<OpsUserProfile>('get_user_profile', { user_id: user.id }, support);
    expect(profile).toMatchObject({
      Id: user.id,
      Phone: user.phone,
      VipLevel: 0,
      Verification: { Personal: false, Enterprise: false },
      Wallet: { Money: 50, PowerMoney: 0, CreditMoneyQuota: 0, Owed: 0 },
      LoginDisabledAt: null,
    });
    const ledger = await ops<{ data: BalanceChange[]; total: number }>('get_user_ledger', {
      user_id: user.id,
    });
    expect(ledger).toMatchObject({ total: 1, data: [{ Kind: 'grant', Amount: 50 }] });
    const orders = await ops<{ total: number }>('get_user_orders', { user_id: user.id });
    expect(orders.total).toBe(0);
    const instances = await ops<{ total: number }>('get_user_instances', { user_id: user.id });
    expect(instances.total).toBe(0);
    const subs = await ops<{ data: SubAccountRow[] }>('get_user_sub_accounts', { user_id: user.id });
    expect(subs.data.map((row) => row.Name)).toEqual([`profile-sub-${user.id}`]);
  });

  it('names the field of an unknown account', async () => {
    const reply = await app.post('/ops/get_user_profile', { session: finance, user_id: 2_000_000_000 });
    expect(reply.body).toMatchObject({
      status: ErrorCode.REFUSED,
      reason: expect.stringMatching(/^user_id: /),
    });
  });
});

describe('refusals', () => {
  it('keeps reviewer and fleet out (100041), and finance out of session and login writes', async () => {
    const user = await buildUser(app);
    for (const role of ['reviewer', 'fleet'] as const) {
      const session = await staffToken(app, await createStaff(app, role));
      const reply = await app.post('/ops/search_users', { session, q: user.phone });
      expect(reply.body.status).toBe(ErrorCode.PERMISSION_DENIED);
    }
    const reply = await app.post('/ops/disable_user_login', {
      session: finance,
      user_id: user.id,
      reason: 'x',
    });
    expect(reply.body.status).toBe(ErrorCode.PERMISSION_DENIED);
  });

  it('refuses bad input naming the field', async () => {
    const tooLong = await app.post('/ops/search_users', { session: support, q: '1'.repeat(51) });
    expect(tooLong.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason: expect.stringContaining('q'),
    });
    const noReason = await app.post('/ops/disable_user_login', { session: support, user_id: 1 });
    expect(noReason.body).toMatchObject({
      status: ErrorCode.ILLEGAL_BODY,
      reason: expect.stringContaining('reason'),
    });
    const badSession = await app.post('/ops/end_user_session', {
      session: support,
      user_id: 1,
      session_id: 'not-a-uuid',
    });
    expect(badSession.body.reason).toContain('session_id');
  });
});
