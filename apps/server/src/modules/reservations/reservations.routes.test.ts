import type { OpsReservationRow, Reservation, ReservationQuote, UserInfo } from '@gpucloud/contracts';
import { reservationsEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../core/clock';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import {
  type BuiltStaff,
  buildSubAccount,
  buildUser,
  createStaff,
  loginAs,
  staffToken,
} from '../../testing/builders';
import { buildFleet, freeGpus, ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let fleetMember: BuiltStaff;

beforeAll(async () => {
  app = await createTestApp();
  fleetMember = await createStaff(app, 'fleet');
});
afterAll(async () => {
  await app.close();
});

/** The China day `days` after the test clock's (2026-11-22, 16:00 China time). */
function day(days: number): string {
  return new Date(app.clock.now().getTime() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A fresh region with `machines` bare-metal hosts of one configuration (4 GPUs at 5.00 per
 * GPU-hour: 20.00 an hour, 470.40 a day), a KVM host beside them, and a customer with `balanceFen`.
 */
async function setup(options: { machines?: number; balanceFen?: number } = {}) {
  const fleet = await buildFleet(app);
  const bareMetal = { kind: 'bare_metal' as const, gpuCount: 4, gpuFree: 4, pricePerGpuHour: 500 };
  const hosts = [];
  for (let i = 0; i < (options.machines ?? 2); i += 1) hosts.push(await fleet.newHost(bareMetal));
  const kvmHost = await fleet.newHost();
  const showList = async (range: { start_day?: string; end_day?: string } = {}) =>
    (
      await app.call(reservationsEndpoints.showList, {
        region: fleet.region.code,
        ...range,
      })
    ).body.data.list;
  const [config] = await showList();
  if (!config) throw new Error('no bare-metal configuration listed');
  const customer = async (balanceFen = options.balanceFen ?? 200_000) => {
    const user = await buildUser(app, { balanceFen });
    const { token } = await loginAs(app, user);
    const call = <T>(path: string, body: Record<string, unknown> = {}) =>
      app.post<T>(path, { session: token, ...body });
    const money = async () =>
      (await app.postForm<UserInfo>('/get_user_info', { session: token })).body.data.Money;
    const reserve = (range: { start_day: string; end_day: string }, note?: string) =>
      call<{ reservation: Reservation }>('/add_baremetal_reservation', {
        config_id: config.ConfigId,
        ...range,
        ...(note ? { note } : {}),
      });
    const list = async () =>
      (await call<{ data: Reservation[]; total: number }>('/get_reservation_list')).body.data;
    return { user, token, call, money, reserve, list };
  };
  return { fleet, hosts, kvmHost, config, showList, customer };
}

const staffCall = async <T>(path: string, body: Record<string, unknown> = {}) =>
  app.post<T>(path, { session: await staffToken(app, fleetMember), ...body });

describe('the bare-metal show list', () => {
  it('groups online bare-metal hosts by configuration with list prices and availability, for anyone', async () => {
    const { fleet, hosts, showList, config } = await setup();
    await fleet.newHost({ kind: 'bare_metal', gpuCount: 8, gpuFree: 7, pricePerGpuHour: 500 });
    await fleet.newHost({ kind: 'bare_metal', gpuCount: 8, gpuFree: 8, status: 'maintenance' });
    const list = await showList();
    expect(list).toHaveLength(2);
    expect(config).toMatchObject({
      GpuModel: 'RTX 4090',
      GpuCount: 4,
      CpuCores: 64,
      MemoryGb: 256,
      PricePerHour: 20,
      PricePerDay: 470.4,
      PricePerMonth: 13_680,
      Machines: hosts.length,
      FreeNow: 2,
      Reservable: 2,
    });
    expect(list.find((c) => c.GpuCount === 8)).toMatchObject({ Machines: 1, FreeNow: 0, Reservable: 1 });
    expect(config?.ConfigId).toMatch(/^bm-[0-9a-f]{16}$/);
  });

  it('refuses a range in the past or too far ahead, naming the field', async () => {
    const reply = await app.post('/get_bare_metal_show_list', { start_day: day(0) });
    expect(reply.body).toMatchObject({ status: 1 });
    expect(reply.body.reason).toContain('start_day');
    const far = await app.post('/get_bare_metal_show_list', { start_day: day(181) });
    expect(far.body.reason).toContain('180 days');
  });
});

describe('reserving', () => {
  it('quotes the deposit and charges exactly it, the reservation requested', async () => {
    const { customer, showList, config } = await setup();
    const { call, reserve, money, list, user } = await customer();
    const range = { start_day: day(2), end_day: day(4) };
    const quote = await call<ReservationQuote>('/add_baremetal_reservation_query_price', {
      config_id: config.ConfigId,
      ...range,
    });
    // 3 days daily: 20.00 x 72 h x 0.98 = 1411.20; 20 % of it is the deposit.
    expect(quote.body.data).toEqual({
      Days: 3,
      TermMode: 'daily',
      TermCount: 3,
      TermPrice: 1411.2,
      Deposit: 282.24,
      Reservable: 2,
      Payable: true,
      Short: 0,
    });
    const added = await reserve(range, 'rack near the door please');
    expect(added.body.status).toBe(0);
    expect(added.body.data.reservation).toMatchObject({
      State: 'requested',
      Deposit: 282.24,
      Refunded: 0,
      Days: 3,
      StartDay: range.start_day,
      EndDay: range.end_day,
      Note: 'rack near the door please',
      CancelledBy: 'none',
      InstanceName: '',
    });
    expect(await money()).toBe(2000 - 282.24);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    expect((await list()).data.map((r) => r.Id)).toEqual([added.body.data.reservation.Id]);
    expect((await showList(range))[0]?.Reservable).toBe(1);
    expect((await showList({ start_day: day(5) }))[0]?.Reservable).toBe(2);
  });

  it('refuses bad ranges (field named), sub-accounts, unknown configurations and an empty wallet', async () => {
    const { customer, config } = await setup();
    const { reserve, call, user } = await customer(5_000);
    const odd = await reserve({ start_day: day(1), end_day: day(40) });
    expect(odd.body).toMatchObject({ status: 1 });
    expect(odd.body.reason).toContain('end_day');
    const reversed = await reserve({ start_day: day(5), end_day: day(3) });
    expect(reversed.body.reason).toContain('end_day');
    const badDay = await reserve({ start_day: '2026-02-30', end_day: day(3) });
    expect(badDay.body.reason).toContain('start_day');
    const malformed = await reserve({ start_day: '2026-13-01', end_day: day(3) });
    expect(malformed.body).toMatchObject({ status: 100021 });
    expect(malformed.body.reason).toContain('start_day');

    const poor = await reserve({ start_day: day(1), end_day: day(1) });
    expect(poor.body.status).toBe(1);
    const unknown = await call('/add_baremetal_reservation', {
      config_id: 'bm-0000000000000000',
      start_day: day(1),
      end_day: day(1),
    });
    expect(unknown.body).toMatchObject({ status: 1 });
    expect(unknown.body.reason).toContain('config_id');

    const sub = await buildSubAccount(app, user.id, { moneyLimitFen: 1_000_000 });
    const subLogin = await app.postForm<{ token: string }>('/sub_account_login', sub);
    const token = subLogin.body.data.token;
    const bySub = await app.post('/add_baremetal_reservation', {
      session: token,
      config_id: config.ConfigId,
      start_day: day(1),
      end_day: day(1),
    });
    expect(bySub.body.status).toBe(100041);
    expect(bySub.body.reason).toContain('sub-accounts');
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('never overbooks: customers racing for the last machine get it once', async () => {
    const { customer } = await setup({ machines: 1 });
    const racers = await Promise.all([customer(), customer(), customer(), customer()]);
    const range = { start_day: day(10), end_day: day(12) };
    const replies = await Promise.all(racers.map((racer) => racer.reserve(range)));
    expect(replies.filter((reply) => reply.body.status === 0)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.body.status !== 0))
      expect(reply.body.reason).toContain('no machine');
    for (const racer of racers) expect(await ledgerMatches(app, racer.user.id)).toBe(true);
    const paid = await Promise.all(racers.map((racer) => racer.money()));
    expect(paid.filter((m) => m === 2000 - 282.24)).toHaveLength(1);
    // Back to back with the held range is free.
    expect((await racers[0]?.reserve({ start_day: day(13), end_day: day(13) }))?.body.status).toBe(0);
  });
});

describe('cancelling', () => {
  it('refunds the deposit once, even when cancelled twice at once', async () => {
    const { customer } = await setup();
    const { reserve, call, money, user, list } = await customer();
    const id = (await reserve({ start_day: day(3), end_day: day(3) })).body.data.reservation.Id;
    const replies = await Promise.all([
      call('/cancel_baremetal_reservation', { reservation_id: id }),
      call('/cancel_baremetal_reservation', { reservation_id: id }),
    ]);
    expect(replies.map((r) => r.body.status).sort()).toEqual([0, 1]);
    expect(await money()).toBe(2000);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    expect((await list()).data[0]).toMatchObject({
      State: 'cancelled',
      CancelledBy: 'customer',
      Refunded: 100,
    });
  });

  it('refuses cancelling another customer’s reservation or one whose first day has come', async () => {
    const { customer } = await setup();
    const owner = await customer();
    const other = await customer();
    const id = (await owner.reserve({ start_day: day(1), end_day: day(1) })).body.data.reservation.Id;
    const foreign = await other.call('/cancel_baremetal_reservation', { reservation_id: id });
    expect(foreign.body.reason).toContain('no such reservation');
    app.clock.advance(DAY_MS);
    const late = await owner.call('/cancel_baremetal_reservation', { reservation_id: id });
    app.clock.advance(-DAY_MS);
    expect(late.body).toMatchObject({ status: 1 });
    expect(late.body.reason).toContain('before its first day');
  });
});

describe('the fleet desk', () => {
  it('lists by state and phone, confirms, and refuses with the deposit refunded', async () => {
    const { customer } = await setup();
    const first = await customer();
    const second = await customer();
    const a = (await first.reserve({ start_day: day(2), end_day: day(2) })).body.data.reservation.Id;
    const b = (await second.reserve({ start_day: day(2), end_day: day(2) })).body.data.reservation.Id;
    const desk = await staffCall<{ list: OpsReservationRow[]; waiting: number }>('/ops/reservation/list', {
      q: first.user.phone,
    });
    expect(desk.body.data.list.map((row) => row.Id)).toEqual([a]);
    expect(desk.body.data.list[0]?.UserPhone).toBe(first.user.phone);
    expect(desk.body.data.waiting).toBeGreaterThanOrEqual(2);

    expect((await staffCall('/ops/reservation/confirm', { reservation_id: a })).body.status).toBe(0);
    expect((await first.list()).data[0]?.State).toBe('confirmed');
    const again = await staffCall('/ops/reservation/confirm', { reservation_id: a });
    expect(again.body.reason).toContain('confirmed');

    const refused = await staffCall('/ops/reservation/refuse', {
      reservation_id: b,
      reason: 'rack under repair',
    });
    expect(refused.body.status).toBe(0);
    expect((await second.list()).data[0]).toMatchObject({
      State: 'cancelled',
      CancelledBy: 'staff',
      Reason: 'rack under repair',
      Refunded: 100,
    });
    expect(await second.money()).toBe(2000);
    expect(await ledgerMatches(app, second.user.id)).toBe(true);
    const twice = await staffCall('/ops/reservation/refuse', { reservation_id: b, reason: 'again' });
    expect(twice.body.status).toBe(1);
  });

  it('delivers a confirmed reservation: deposit back, the term charged, the machine the customer’s', async () => {
    const { customer, hosts, fleet } = await setup();
    const { reserve, money, user, list, call } = await customer();
    const id = (await reserve({ start_day: day(1), end_day: day(3) })).body.data.reservation.Id;
    const early = await staffCall('/ops/reservation/deliver', {
      reservation_id: id,
      host_id: hosts[0]?.id,
      image_id: fleet.imageId,
    });
    expect(early.body.reason).toContain('only a confirmed');
    await staffCall('/ops/reservation/confirm', { reservation_id: id });
    const free = await staffCall<{ list: { HostId: number }[] }>('/ops/reservation/free_hosts', {
      reservation_id: id,
    });
    expect(free.body.data.list.map((h) => h.HostId).sort()).toEqual(hosts.map((h) => h.id).sort());

    const delivered = await staffCall<{ InstanceId: number; InstanceName: string }>(
      '/ops/reservation/deliver',
      {
        reservation_id: id,
        host_id: hosts[0]?.id,
        image_id: fleet.imageId,
      },
    );
    expect(delivered.body.status).toBe(0);
    await (app.deps.compute as SimulatedCompute).idle();
    expect(await money()).toBe(2000 - 1411.2);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    expect(await freeGpus(app, hosts[0]?.id ?? 0)).toBe(0);
    expect((await list()).data[0]).toMatchObject({
      State: 'delivered',
      Refunded: 282.24,
      InstanceName: delivered.body.data.InstanceName,
      InstanceId: delivered.body.data.InstanceId,
    });
    const bareMetal = await call<{ data: { InstanceId: number }[] }>('/get_bare_metal_instance_list');
    expect(bareMetal.body.data.data.map((i) => i.InstanceId)).toContain(delivered.body.data.InstanceId);
    const twice = await staffCall('/ops/reservation/deliver', {
      reservation_id: id,
      host_id: hosts[1]?.id,
      image_id: fleet.imageId,
    });
    expect(twice.body.status).toBe(1);
    expect(await money()).toBe(2000 - 1411.2);
  });

  it('refuses a delivery the customer cannot pay, changing nothing', async () => {
    const { customer, hosts, fleet } = await setup();
    const { reserve, money, user, list } = await customer(30_000);
    const id = (await reserve({ start_day: day(1), end_day: day(3) })).body.data.reservation.Id;
    await staffCall('/ops/reservation/confirm', { reservation_id: id });
    const before = await money();
    const reply = await staffCall('/ops/reservation/deliver', {
      reservation_id: id,
      host_id: hosts[0]?.id,
      image_id: fleet.imageId,
    });
    expect(reply.body).toMatchObject({ status: 1 });
    expect(reply.body.reason).toMatch(/balance/i);
    expect(await money()).toBe(before);
    expect(await freeGpus(app, hosts[0]?.id ?? 0)).toBe(4);
    expect((await list()).data[0]).toMatchObject({ State: 'confirmed', Refunded: 0 });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});

describe('bare-metal instances', () => {
  it('renews and logs bare metal only', async () => {
    const { customer, hosts, fleet, kvmHost } = await setup();
    const { call, money, user } = await customer(500_000);
    const rented = await call<{ InstanceId: number }>('/instance/create', {
      host_id: hosts[0]?.id,
      gpu_count: 4,
      image_id: fleet.imageId,
      mode: 'hourly',
      count: 2,
    });
    const kvm = await call<{ InstanceId: number }>('/instance/create', {
      host_id: kvmHost.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'hourly',
      count: 2,
    });
    await (app.deps.compute as SimulatedCompute).idle();
    const id = rented.body.data.InstanceId;
    const quote = await call<{ Total: number }>('/renew_bare_metal_instance_query_price', {
      instance_id: id,
      mode: 'hourly',
      count: 1,
    });
    expect(quote.body.data.Total).toBe(20);
    const before = await money();
    expect(
      (await call('/renew_bare_metal_instance', { instance_id: id, mode: 'hourly', count: 1 })).body.status,
    ).toBe(0);
    expect(await money()).toBe(Math.round(((before ?? 0) - 20) * 100) / 100);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    const notBare = await call('/renew_bare_metal_instance', {
      instance_id: kvm.body.data.InstanceId,
      mode: 'hourly',
      count: 1,
    });
    expect(notBare.body.reason).toContain('bare-metal');
    expect((await call('/renew_kvm_v2', { instance_id: id, mode: 'hourly', count: 1 })).body.status).toBe(0);

    const logs = await call<{ data: { Event: string }[]; total: number }>('/logs/get_baremetal_log_list', {
      instance_id: id,
    });
    expect(logs.body.data.data.map((e) => e.Event)).toContain('created');
    const kvmLogs = await call('/logs/get_baremetal_log_list', { instance_id: kvm.body.data.InstanceId });
    expect(kvmLogs.body.reason).toContain('bare-metal');
  });
});
