import type { InstanceLogEntry, InstanceRow, RefundQuote, RentalQuote, UserInfo } from '@gpucloud/contracts';
import { instancesEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet, freeGpus, ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deposit } from '../wallet/money-movements/deposits';

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

/** A user with 1000.00 who has rented one GPU of a fresh host (1.98/h) for `hours`, running. */
async function setup(rental: { mode?: string; count?: number; kind?: 'kvm' | 'container' } = {}) {
  const host = await fleet.newHost({ kind: rental.kind ?? 'kvm' });
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  const created = await app.post<{ InstanceId: number }>('/instance/create', {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: rental.mode ?? 'hourly',
    count: rental.count ?? 2,
  });
  expect(created.body.status).toBe(0);
  await compute.idle();
  const id = created.body.data.InstanceId;
  const call = <T>(path: string, body: Record<string, unknown> = {}) =>
    app.post<T>(path, { session: token, instance_id: id, ...body });
  const row = async () =>
    (await app.call(instancesEndpoints.list, { session: token })).body.data.data[0] as InstanceRow;
  const money = async () =>
    (await app.postForm<UserInfo>('/get_user_info', { session: token })).body.data.Money;
  return { host, user, token, id, call, row, money };
}

describe('renewing', () => {
  it('quotes and charges a renewal exactly, and moves the expiry by the hours bought', async () => {
    const { call, row, money, user } = await setup();
    const before = await row();
    const quote = await call<RentalQuote & { NewExpiresAt: string }>('/renew_kvm_v2_query_price', {
      mode: 'hourly',
      count: 1,
    });
    expect(quote.body.data).toMatchObject({ Hours: 1, Total: 1.98, Payable: true });
    expect(Date.parse(quote.body.data.NewExpiresAt)).toBe(Date.parse(before.ExpiresAt ?? '') + HOUR_MS);

    const renewed = await call<{ ExpiresAt: string }>('/renew_kvm_v2', { mode: 'hourly', count: 1 });
    expect(renewed.body.data.ExpiresAt).toBe(quote.body.data.NewExpiresAt);
    expect((await row()).ExpiresAt).toBe(quote.body.data.NewExpiresAt);
    expect(await money()).toBe((100_000 - 396 - 198) / 100);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('renews containers only through /renew_container_v2, and refuses counts outside the mode', async () => {
    const { call } = await setup({ kind: 'container' });
    expect((await call('/renew_kvm_v2', { mode: 'hourly', count: 1 })).body.reason).toContain(
      'renew_container_v2',
    );
    expect((await call('/renew_container_v2', { mode: 'daily', count: 1 })).body.status).toBe(0);
    const tooMany = await call('/renew_container_v2', { mode: 'monthly', count: 13 });
    expect(tooMany.body).toMatchObject({ status: 100021 });
    expect(tooMany.body.reason).toContain('count');
  });

  it('does not renew pay-as-you-go instances', async () => {
    const { call } = await setup({ mode: 'post_paid', count: 1 });
    const refused = await call('/renew_kvm_v2', { mode: 'hourly', count: 1 });
    expect(refused.body.reason).toContain('change its billing mode');
  });
});

describe('stopping with a refund', () => {
  it('gives back the unused whole hours exactly once, stops the machine, and the ledger agrees', async () => {
    const { call, row, money, user, token, id } = await setup({ count: 5 });
    app.clock.advance(90 * MINUTE_MS);
    const quote = await call<RefundQuote>('/instance/stop_instance_with_refund_query_price');
    // 5 h for 9.90; 1.5 h used: 3 whole hours back, 5.94.
    expect(quote.body.data).toEqual({ RefundHours: 3, Refund: 5.94, ToVouchers: 0, ToBalance: 5.94 });

    const stopped = await call<RefundQuote & { Status: string }>('/instance/stop_instance_with_refund');
    expect(stopped.body.data).toMatchObject({ RefundHours: 3, Refund: 5.94, Status: 'stopping' });
    await compute.idle();
    expect((await row()).Status).toBe('stopped');
    expect(await money()).toBe((100_000 - 990 + 594) / 100);
    expect(await ledgerMatches(app, user.id)).toBe(true);

    const again = await call<RefundQuote>('/instance/stop_instance_with_refund_query_price');
    expect(again.body.data?.Refund ?? 0).toBe(0);
    const log = await call<{ data: InstanceLogEntry[] }>('/logs/get_instance_log_list');
    expect(log.body.data.data.map((entry) => entry.Event)).toEqual(
      expect.arrayContaining(['created', 'started', 'stopped_with_refund', 'stopped']),
    );
    // The details the system composed read in the reader's language; the stop it asked for says no more.
    const details = async (language: string) => {
      const reply = await app.post<{ data: InstanceLogEntry[] }>(
        '/logs/get_instance_log_list',
        { session: token, instance_id: id },
        { 'accept-language': language },
      );
      return Object.fromEntries(reply.body.data.data.map((entry) => [entry.Event, entry.Detail]));
    };
    expect(await details('zh-CN')).toMatchObject({
      created: expect.stringMatching(/^订单 \S+$/),
      stopped_with_refund: '3 小时，已退款 5.94 元',
      stopped: '',
    });
    expect(await details('en-US')).toMatchObject({
      created: expect.stringMatching(/^Order \S+$/),
      stopped_with_refund: '3 h, 5.94 refunded',
    });
  });

  it('gives vouchers back as vouchers, never as cash', async () => {
    const host = await fleet.newHost();
    const user = await buildUser(app, { balanceFen: 100 });
    await app.deps.db.transaction((tx) =>
      deposit(tx, user.id, 5_000, { kind: 'voucher_grant', now: app.clock.now() }),
    );
    const { token } = await loginAs(app, user);
    const created = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'hourly',
      count: 3,
    });
    await compute.idle();
    app.clock.advance(30 * MINUTE_MS);
    const refund = await app.call(instancesEndpoints.stopWithRefund, {
      session: token,
      instance_id: created.body.data.InstanceId,
    });
    expect(refund.body.data).toMatchObject({ RefundHours: 2, Refund: 3.96, ToVouchers: 3.96, ToBalance: 0 });
    const info = (await app.postForm<UserInfo>('/get_user_info', { session: token })).body.data;
    expect(info).toMatchObject({ Money: 1, PowerMoney: (5_000 - 594 + 396) / 100 });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('is refused for pay-as-you-go instances', async () => {
    const { call } = await setup({ mode: 'post_paid', count: 1 });
    const refused = await call('/instance/stop_instance_with_refund');
    expect(refused.body.reason).toBe('only a prepaid instance is refunded');
  });
});

describe('changing the billing mode', () => {
  it('prepaid → pay-as-you-go refunds the unused hours; back to prepaid charges the new period', async () => {
    const { call, row, money, user } = await setup({ count: 4 });
    app.clock.advance(30 * MINUTE_MS);
    const quote = await call<{ Charge: null; Refund: RefundQuote }>('/instance/change_due_mode_query_price', {
      mode: 'post_paid',
    });
    expect(quote.body.data).toEqual({
      Charge: null,
      Refund: { RefundHours: 3, Refund: 5.94, ToVouchers: 0, ToBalance: 5.94 },
    });
    const changed = await call('/instance/change_due_mode', { mode: 'post_paid' });
    expect(changed.body.data).toEqual({ BillingMode: 'post_paid', ExpiresAt: null, OrderNo: null });
    expect(await row()).toMatchObject({ BillingMode: 'post_paid', ExpiresAt: null });
    expect(await money()).toBe((100_000 - 792 + 594) / 100);

    const back = await call<{ Charge: RentalQuote }>('/instance/change_due_mode_query_price', {
      mode: 'daily',
      count: 1,
    });
    expect(back.body.data.Charge).toMatchObject({ Hours: 24, Total: 46.57 });
    const prepaid = await call<{ ExpiresAt: string }>('/instance/change_due_mode', {
      mode: 'daily',
      count: 1,
    });
    expect(Date.parse(prepaid.body.data.ExpiresAt)).toBe(app.clock.now().getTime() + 24 * HOUR_MS);
    expect(await money()).toBe((100_000 - 792 + 594 - 4657) / 100);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('refuses to switch a prepaid instance to another prepaid period (that is a renewal)', async () => {
    const { call } = await setup();
    const refused = await call('/instance/change_due_mode', { mode: 'daily', count: 1 });
    expect(refused.body.reason).toBe('a prepaid instance is extended by renewing it');
  });
});

describe('GPUs of stopped instances', () => {
  it('a stopped pay-as-you-go instance gives its GPUs back and, when they are gone, starts with fewer or migrates', async () => {
    const { call, row, host } = await setup({ mode: 'post_paid', count: 1 });
    await call('/instance/stop');
    await compute.idle();
    expect(await row()).toMatchObject({ Status: 'stopped', HoldsGpus: false });
    expect(await freeGpus(app, host.id)).toBe(8);

    // Someone takes 7 of the 8 GPUs, then the host gives its last one away as well.
    await app.deps.db.execute(`update hosts set gpu_free = 0 where id = ${host.id}`);
    const refused = await call('/restart_kvm_from_shutdown');
    expect(refused.body.reason).toBe('the host has no free GPU for this instance');
    expect(await call('/instance/get_instance_available_kvm_num').then((r) => r.body.data)).toEqual({
      GpuCount: 1,
      HostFree: 0,
    });

    const other = await fleet.newHost({ gpuFree: 2 });
    const targets = await call<{ list: Array<{ HostId: number }> }>('/instance/get_kvm_migration_conditions');
    expect(targets.body.data.list.map((t) => t.HostId)).toContain(other.id);
    const moved = await call('/instance/migrate_instance', { host_id: other.id });
    expect(moved.body.status).toBe(0);
    expect(await freeGpus(app, other.id)).toBe(1);
    expect((await row()).HostId).toBe(other.id);

    const started = await call('/restart_kvm_from_shutdown');
    expect(started.body.data).toEqual({ Status: 'starting' });
    await compute.idle();
    expect(await row()).toMatchObject({ Status: 'running', HoldsGpus: true });
  });

  it('starts with fewer GPUs when only some are free, and charges for what it runs with', async () => {
    const host = await fleet.newHost({ gpuCount: 4, gpuFree: 4 });
    const user = await buildUser(app, { balanceFen: 100_000 });
    const { token } = await loginAs(app, user);
    const created = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: host.id,
      gpu_count: 4,
      image_id: fleet.imageId,
      mode: 'post_paid',
      count: 1,
    });
    await compute.idle();
    const id = created.body.data.InstanceId;
    await app.post('/instance/stop', { session: token, instance_id: id });
    await compute.idle();
    await app.deps.db.execute(`update hosts set gpu_free = 2 where id = ${host.id}`);
    const tooMany = await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: id });
    expect(tooMany.body.reason).toBe('the host has no free GPU for this instance');
    const fewer = await app.post('/restart_kvm_from_shutdown', {
      session: token,
      instance_id: id,
      gpu_count: 2,
    });
    expect(fewer.body.status).toBe(0);
    await compute.idle();
    const list = await app.call(instancesEndpoints.list, {
      session: token,
    });
    expect(list.body.data.data[0]).toMatchObject({ GpuCount: 2, HourlyCost: 3.96, Status: 'running' });
    expect(await freeGpus(app, host.id)).toBe(0);
  });
});
