import type { UserInfo } from '@gpucloud/contracts';
import { instancesEndpoints } from '@gpucloud/contracts';
import { minutesChargeFen, priceOfMinutesFen } from '@gpucloud/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../core/clock';
import { images } from '../db/schema/images/images.table';
import { instanceCharges, instances } from '../db/schema/instances/instances.table';
import { hosts, regions } from '../db/schema/store/store.table';
import { walletLedger, wallets } from '../db/schema/wallet/wallet.table';
import { countUnregisterBlockers } from '../modules/auth/unregister.repository';
import { MINUTES_OWED_REFUSAL } from '../modules/instances/run-minutes.service';
import { deposit } from '../modules/wallet/money-movements/deposits';
import type { SimulatedCompute } from '../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../testing/builders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runBillingTick } from './billing-tick.job';

let app: TestApp;
let compute: SimulatedCompute;
let hostId: number;
let imageId: number;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  const [region] = await app.deps.db
    .insert(regions)
    .values({ code: 'bill-a', name: '计费A', nameEn: 'Billing A' })
    .returning();
  if (!region) throw new Error('no region');
  const [host] = await app.deps.db
    .insert(hosts)
    .values({
      regionId: region.id,
      name: 'billing-host',
      kind: 'container',
      gpuModel: 'RTX 3090',
      gpuMemoryGb: 24,
      gpuCount: 64,
      gpuFree: 64,
      cpuCoresPerGpu: 8,
      memoryGbPerGpu: 32,
      systemDiskGb: 50,
      dataDiskGb: 100,
      bandwidthMbps: 100,
      pricePerGpuHour: 150,
    })
    .returning();
  const [image] = await app.deps.db
    .insert(images)
    .values({ name: 'billing-image', label: 'Ubuntu', system: 'linux', shortDisplayName: 'Ubuntu' })
    .returning();
  if (!host || !image) throw new Error('setup failed');
  hostId = host.id;
  imageId = image.id;
});
afterAll(async () => {
  await app.close();
});

async function rent(token: string, mode: string, count: number) {
  const reply = await app.post<{ InstanceId: number }>('/instance/create', {
    session: token,
    host_id: hostId,
    image_id: imageId,
    gpu_count: 1,
    mode,
    count,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  await compute.idle();
  return reply.body.data.InstanceId;
}

async function status(token: string, instanceId: number) {
  const list = await app.call(instancesEndpoints.list, {
    session: token,
    page_size: 100,
  });
  return list.body.data.data.find((i) => i.InstanceId === instanceId)?.Status;
}

async function money(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const [sum] = await app.deps.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(sql`${walletLedger.userId} = ${userId} and ${walletLedger.pocket} = 'balance'`);
  expect(Number(sum?.total)).toBe(wallet?.money);
  return wallet?.money;
}

async function chargedRanges(instanceId: number) {
  const rows = await app.deps.db
    .select()
    .from(instanceCharges)
    .where(eq(instanceCharges.instanceId, instanceId));
  return rows.map((c) => [c.fromMinute, c.toMinute]).sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
}

describe('billing tick', () => {
  it('charges a pay-as-you-go instance by the minute, hourly in arrears, however often the tick runs', async () => {
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const id = await rent(token, 'post_paid', 1);
    // Nothing up front (issue 44): the rent only checked that the balance covers an hour.
    expect(await money(user.id)).toBe(10_000);

    await runBillingTick(app.deps);
    expect(await money(user.id)).toBe(10_000);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    expect(await money(user.id)).toBe(10_000 - 150);
    app.clock.advance(30 * MINUTE_MS);
    await runBillingTick(app.deps);
    expect(await money(user.id)).toBe(10_000 - 150);
    app.clock.advance(30 * MINUTE_MS);
    await Promise.all([runBillingTick(app.deps), runBillingTick(app.deps), runBillingTick(app.deps)]);
    expect(await money(user.id)).toBe(10_000 - 300);
    const charges = await app.deps.db
      .select()
      .from(instanceCharges)
      .where(eq(instanceCharges.instanceId, id));
    expect(charges.map((c) => [c.fromMinute, c.toMinute]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([
      [0, 60],
      [60, 120],
    ]);
    expect(await status(token, id)).toBe('running');
  });

  it('charges a 61-minute run exactly 61 minutes, with the tick re-run and racing the stop', async () => {
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const id = await rent(token, 'post_paid', 1);
    app.clock.advance(HOUR_MS);
    // A tick killed after its work and run again, then two at once: minutes [0, 60) once.
    await runBillingTick(app.deps);
    await Promise.all([runBillingTick(app.deps), runBillingTick(app.deps)]);
    expect(await money(user.id)).toBe(10_000 - 150);
    app.clock.advance(MINUTE_MS);
    const [stopped] = await Promise.all([
      app.post('/instance/stop', { session: token, instance_id: id }),
      runBillingTick(app.deps),
    ]);
    expect(stopped.body.status).toBe(0);
    await compute.idle();
    await runBillingTick(app.deps);
    // round-half-up(150 · 61 / 60) = round(152.5) = 153.
    expect(await money(user.id)).toBe(10_000 - priceOfMinutesFen(150, 61));
    expect(priceOfMinutesFen(150, 61)).toBe(153);
  });

  it('charges a one-minute rent one minute when it stops', async () => {
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const id = await rent(token, 'post_paid', 1);
    app.clock.advance(30_000);
    expect((await app.post('/instance/stop', { session: token, instance_id: id })).body.status).toBe(0);
    await compute.idle();
    app.clock.advance(2 * HOUR_MS);
    await runBillingTick(app.deps);
    expect(await money(user.id)).toBe(10_000 - 3);
  });

  it('stops an instance for arrears when balance, vouchers and credit cannot pay the next hour', async () => {
    const user = await buildUser(app, { balanceFen: 400 });
    const { token } = await loginAs(app, user);
    const id = await rent(token, 'post_paid', 1);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    // Hour 1 charged in arrears; 250 left covers the next hour.
    expect(await money(user.id)).toBe(250);
    expect(await status(token, id)).toBe('running');
    app.clock.advance(HOUR_MS);
    const tick = await runBillingTick(app.deps);
    expect(tick.arrears).toBeGreaterThanOrEqual(1);
    await compute.idle();
    expect(await status(token, id)).toBe('stopped');
    expect(await money(user.id)).toBe(100);
    const info = await app.postForm<UserInfo>('/get_user_info', { session: token });
    expect(info.body.data.Money).toBe(1);
  });

  it('keeps the minutes of a stop its payer cannot pay owed: start and release wait for them, then charge them once', async () => {
    const user = await buildUser(app, { balanceFen: 200 });
    const { token } = await loginAs(app, user);
    const id = await rent(token, 'post_paid', 1);
    // The payer spends the money elsewhere: 50 left, less than the 30 minutes run (75).
    await rent(token, 'hourly', 1);
    app.clock.advance(30 * MINUTE_MS);
    expect((await app.post('/instance/stop', { session: token, instance_id: id })).body.status).toBe(0);
    await compute.idle();
    expect(await status(token, id)).toBe('stopped');
    expect(await money(user.id)).toBe(50);
    const [owing] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
    expect(owing).toMatchObject({ chargedToMinute: 0, owedToMinute: 30 });

    for (const path of ['/restart_kvm_from_shutdown', '/instance/remove_remain_disk_kvm']) {
      const refused = await app.post(path, { session: token, instance_id: id });
      expect(refused.body.status, path).not.toBe(0);
      expect(refused.body.reason, path).toBe(MINUTES_OWED_REFUSAL);
    }
    expect(await status(token, id)).toBe('stopped');
    expect(await money(user.id)).toBe(50);

    await app.deps.db.transaction((tx) =>
      deposit(tx, user.id, 1_000, { kind: 'grant', now: app.clock.now() }),
    );
    app.clock.advance(10 * MINUTE_MS);
    const started = await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: id });
    expect(started.body.status, started.body.reason).toBe(0);
    await compute.idle();
    // The owed minutes once; the 10 minutes it was stopped never; the new run from minute 40.
    expect(await money(user.id)).toBe(1_050 - priceOfMinutesFen(150, 30));
    app.clock.advance(20 * MINUTE_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    expect(await chargedRanges(id)).toEqual([
      [0, 30],
      [40, 60],
    ]);
    expect(await money(user.id)).toBe(1_050 - priceOfMinutesFen(150, 30) - minutesChargeFen(150, 40, 60));
  });

  it('keeps the minutes an arrears stop could not charge owed, and charges them before the next start', async () => {
    const user = await buildUser(app, { balanceFen: 200 });
    const { token } = await loginAs(app, user);
    const id = await rent(token, 'post_paid', 1);
    await rent(token, 'hourly', 1);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    await compute.idle();
    expect(await status(token, id)).toBe('stopped');
    expect(await money(user.id)).toBe(50);
    const [owing] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
    expect(owing).toMatchObject({ chargedToMinute: 0, owedToMinute: 60 });
    expect(
      (await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: id })).body.reason,
    ).toBe(MINUTES_OWED_REFUSAL);
    await app.deps.db.transaction((tx) =>
      deposit(tx, user.id, 1_000, { kind: 'grant', now: app.clock.now() }),
    );
    const started = await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: id });
    expect(started.body.status, started.body.reason).toBe(0);
    expect(await money(user.id)).toBe(1_050 - 150);
    expect(await chargedRanges(id)).toEqual([[0, 60]]);
  });

  it('expires a prepaid instance at the end of its period', async () => {
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const id = await rent(token, 'hourly', 2);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    expect(await status(token, id)).toBe('running');
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    await compute.idle();
    expect(await status(token, id)).toBe('expired');
    expect(await money(user.id)).toBe(10_000 - 300);
  });

  it('expires a prepaid instance whose period ends between states, and leaves an ended one alone', async () => {
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const moving = await rent(token, 'hourly', 1);
    const broken = await rent(token, 'hourly', 1);
    await app.deps.db.update(instances).set({ status: 'restarting' }).where(eq(instances.id, moving));
    await app.deps.db.update(instances).set({ status: 'failed' }).where(eq(instances.id, broken));
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    await compute.idle();
    expect(await status(token, moving)).toBe('expired');
    expect(await status(token, broken)).toBe('failed');
    // An expired instance still has a disk to release; a failed one blocks nothing.
    expect((await countUnregisterBlockers(app.deps.db, user.id)).instances).toBe(1);
  });

  it('catches up every hour due after an outage, each minute once, and never charges minutes a machine was shut down', async () => {
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const id = await rent(token, 'post_paid', 1);
    // The server was down for three hours: one tick charges minutes [0, 180), a second nothing.
    app.clock.advance(3 * HOUR_MS + MINUTE_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    expect(await money(user.id)).toBe(10_000 - 3 * 150);

    // Stopped within minute 180: that started minute is charged.
    await app.post('/instance/stop', { session: token, instance_id: id });
    await compute.idle();
    expect(await money(user.id)).toBe(10_000 - priceOfMinutesFen(150, 181));
    app.clock.advance(5 * HOUR_MS);
    await runBillingTick(app.deps);
    expect(await money(user.id)).toBe(10_000 - priceOfMinutesFen(150, 181));
    await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: id });
    await compute.idle();
    await runBillingTick(app.deps);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    const charges = await app.deps.db
      .select()
      .from(instanceCharges)
      .where(eq(instanceCharges.instanceId, id));
    expect(charges.map((c) => [c.fromMinute, c.toMinute]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual([
      [0, 180],
      [180, 181],
      [481, 540],
    ]);
    const run = priceOfMinutesFen(150, 181) + minutesChargeFen(150, 481, 540);
    expect(await money(user.id)).toBe(10_000 - run);
  });
});
