import type { InstanceLogEntry, RemainDisk } from '@gpucloud/contracts';
import { inboxEndpoints, instancesEndpoints } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../core/clock';
import type { SimulatedCompute } from '../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../testing/builders';
import { buildFleet, freeGpus } from '../testing/fleet';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runBillingTick } from './billing-tick.job';

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

async function setup(mode: string, count: number) {
  const host = await fleet.newHost({ gpuCount: 2, gpuFree: 2 });
  const user = await buildUser(app, { balanceFen: 500_000 });
  let { token } = await loginAs(app, user);
  const created = await app.post<{ InstanceId: number }>('/instance/create', {
    session: token,
    host_id: host.id,
    gpu_count: 2,
    image_id: fleet.imageId,
    mode,
    count,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  const id = created.body.data.InstanceId;
  const call = <T>(path: string, body: Record<string, unknown> = {}) =>
    app.post<T>(path, { session: token, instance_id: id, ...body });
  const row = async () => {
    const list = await app.call(instancesEndpoints.list, {
      session: token,
    });
    return list.body.data.data.find((r) => r.InstanceId === id);
  };
  const messages = async () => {
    const list = await app.call(inboxEndpoints.messageList, {
      session: token,
      page: 1,
      page_size: 50,
    });
    return list.body.data.data.map((m) => m.Message);
  };
  const events = async () =>
    (await call<{ data: InstanceLogEntry[] }>('/logs/get_instance_log_list')).body.data.data.map(
      (e) => e.Event,
    );
  const tick = async () => {
    const result = await runBillingTick(app.deps);
    await compute.idle();
    return result;
  };
  /** Sessions end after 7 idle days; a test that moves the clock further logs in again. */
  const relogin = async () => {
    token = (await loginAs(app, user)).token;
  };
  return { host, id, call, row, messages, events, tick, relogin };
}

describe('expiry, disk retention and release (injected clock)', () => {
  it('tells the owner once 24 h before a prepaid period ends, then at shutdown; the GPUs go back and the disk is kept 15 days', async () => {
    const { host, row, messages, events, call, tick, relogin } = await setup('daily', 2);
    await tick();
    expect(await messages()).toEqual([]);
    app.clock.advance(24 * HOUR_MS + MINUTE_MS);
    await tick();
    await tick();
    const soon = (await messages()).filter((m) => m.includes('ends at'));
    expect(soon).toHaveLength(1);

    app.clock.advance(24 * HOUR_MS);
    await tick();
    const shutDownAt = app.clock.now().getTime();
    const expired = await row();
    expect(expired).toMatchObject({ Status: 'expired', HoldsGpus: false });
    expect(await freeGpus(app, host.id)).toBe(2);
    expect((await messages()).some((m) => m.includes('prepaid period ended'))).toBe(true);
    expect(await events()).toEqual(expect.arrayContaining(['expiring_soon', 'expired']));

    const disks = await call<{ list: RemainDisk[] }>('/instance/get_remain_disk');
    expect(disks.body.data.list).toHaveLength(1);
    const releaseAt = Date.parse(disks.body.data.list[0]?.ReleaseAt ?? '');
    expect(releaseAt).toBe(shutDownAt + 15 * DAY_MS);
    expect(expired?.ReleaseAt).toBe(disks.body.data.list[0]?.ReleaseAt);

    app.clock.advance(15 * DAY_MS - HOUR_MS);
    await tick();
    await relogin();
    expect((await row())?.Status).toBe('expired');
    app.clock.advance(HOUR_MS);
    const released = await tick();
    await relogin();
    expect(released.released).toBeGreaterThanOrEqual(1);
    expect(await row()).toBeUndefined();
    expect((await messages()).some((m) => m.includes('released after 15 days'))).toBe(true);
    expect(await freeGpus(app, host.id)).toBe(2);
  });

  it('an expired instance comes back by renewing (stopped, GPUs retaken) or from its kept disk as pay-as-you-go', async () => {
    const first = await setup('hourly', 1);
    const second = await setup('hourly', 1);
    app.clock.advance(HOUR_MS);
    await first.tick();
    expect((await first.row())?.Status).toBe('expired');

    const renewed = await first.call('/renew_kvm_v2', { mode: 'hourly', count: 2 });
    expect(renewed.body.status, renewed.body.reason).toBe(0);
    expect(await first.row()).toMatchObject({ Status: 'stopped', HoldsGpus: true });
    expect(await freeGpus(app, first.host.id)).toBe(0);
    expect((await first.call('/restart_kvm_from_shutdown')).body.status).toBe(0);
    await compute.idle();
    expect((await first.row())?.Status).toBe('running');

    const kept = await second.call('/run_kvm_from_keepped_instancee');
    expect(kept.body.status, kept.body.reason).toBe(0);
    await compute.idle();
    expect(await second.row()).toMatchObject({
      Status: 'running',
      BillingMode: 'post_paid',
      ExpiresAt: null,
    });
  });

  it('a stopped pay-as-you-go instance is released 15 days after it stopped; the owner may release it sooner', async () => {
    const late = await setup('post_paid', 1);
    const early = await setup('post_paid', 1);
    await late.call('/instance/stop');
    await early.call('/instance/stop');
    await compute.idle();

    const released = await early.call<{ Status: string }>('/instance/remove_remain_disk_kvm');
    expect(released.body.data).toEqual({ Status: 'released' });
    expect(await early.row()).toBeUndefined();
    expect((await early.call('/instance/remove_remain_disk_kvm')).body.reason).toBe(
      'only a shut-down instance can be released',
    );

    app.clock.advance(15 * DAY_MS + MINUTE_MS);
    await late.tick();
    await late.relogin();
    expect(await late.row()).toBeUndefined();
    expect(await late.events()).toContain('released');
  });

  it('refuses to release a prepaid instance within its period', async () => {
    const { call, tick } = await setup('daily', 1);
    await call('/instance/stop');
    await tick();
    expect((await call('/instance/remove_remain_disk_kvm')).body.reason).toBe(
      'the prepaid period still holds unused whole hours: stop with refund first',
    );
  });

  it('tells the owner when arrears shut an instance down', async () => {
    const host = await fleet.newHost({ gpuCount: 1, gpuFree: 1 });
    const user = await buildUser(app, { balanceFen: 300 });
    const { token } = await loginAs(app, user);
    await app.post('/instance/create', {
      session: token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'post_paid',
      count: 1,
    });
    await compute.idle();
    app.clock.advance(2 * HOUR_MS);
    await runBillingTick(app.deps);
    await compute.idle();
    const list = await app.call(inboxEndpoints.messageList, {
      session: token,
      page: 1,
      page_size: 10,
    });
    expect(list.body.data.data.some((m) => m.Message.includes('balance and credit are used up'))).toBe(true);
    expect(await freeGpus(app, host.id)).toBe(1);
  });

  it('sends a stop again on the next tick when the compute provider lost it', async () => {
    const host = await fleet.newHost({ gpuCount: 1, gpuFree: 1 });
    const user = await buildUser(app, { balanceFen: 300 });
    const { token } = await loginAs(app, user);
    const created = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'post_paid',
      count: 1,
    });
    await compute.idle();
    const realStop = compute.stop;
    compute.stop = async () => {
      throw new Error('hypervisor unreachable');
    };
    app.clock.advance(2 * HOUR_MS);
    await runBillingTick(app.deps);
    compute.stop = realStop;
    const status = async () =>
      (await app.call(instancesEndpoints.list, { session: token })).body.data.data.find(
        (row) => row.InstanceId === created.body.data.InstanceId,
      )?.Status;
    expect(await status()).toBe('stopping');
    await runBillingTick(app.deps);
    await compute.idle();
    expect(await status()).toBe('stopped');
  });
});
