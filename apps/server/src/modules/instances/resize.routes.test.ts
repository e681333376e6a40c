import { DAY_MS, storageDayAt } from '@gpucloud/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageCharges } from '../../db/schema/disks/disks.table';
import { instances } from '../../db/schema/instances/instances.table';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { buildFleet, freeGpus, ledgerMatches } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Resizing (issue 17): GPUs, vCPUs, memory and bandwidth re-price the prepaid time left exactly
 * (a charge or a refund, equal to the quote), host capacity is never oversold by racing resizes,
 * an added disk pays the rest of today and then the tick's days, suspend frees the GPUs and resume
 * takes them back.
 */

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

interface Quote {
  Hours: number;
  HourlyBefore: number;
  HourlyAfter: number;
  Charge: number;
  Refund: number;
  Payable: boolean;
}

async function setup(balanceFen = 100_000) {
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  const call = <T>(path: string, body: Record<string, unknown> = {}) =>
    app.post<T>(path, { session: token, ...body });
  return { user, token, call };
}

type Call = Awaited<ReturnType<typeof setup>>['call'];

async function rent(
  call: Call,
  options: { hostId: number; mode?: 'hourly' | 'post_paid'; count?: number; gpus?: number },
) {
  const created = await call<{ InstanceId: number }>('/instance/create', {
    host_id: options.hostId,
    gpu_count: options.gpus ?? 1,
    image_id: fleet.imageId,
    mode: options.mode ?? 'hourly',
    count: options.count ?? 3,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  return created.body.data.InstanceId;
}

async function stop(call: Call, id: number) {
  const stopped = await call('/instance/stop', { instance_id: id });
  expect(stopped.body.status, stopped.body.reason).toBe(0);
  await compute.idle();
}

async function row(id: number) {
  const [found] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!found) throw new Error(`no instance ${id}`);
  return found;
}

async function money(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet?.money ?? 0;
}

const fen = (yuan: number) => Math.round(yuan * 100);

describe('resizing GPUs', () => {
  it('upgrades a stopped prepaid instance from 1 to 2 GPUs, charging exactly the quote', async () => {
    const { user, call } = await setup();
    const host = await fleet.newHost();
    const id = await rent(call, { hostId: host.id });
    await stop(call, id);
    const options = await call<{ GpuCount: number; MaxGpuCount: number }>(
      '/instance/get_upgrade_spec_options',
      { instance_id: id },
    );
    expect(options.body.data).toMatchObject({ GpuCount: 1, MaxGpuCount: 8 });

    const quote = await call<Quote>('/instance/upgrade_spec_query_price', { instance_id: id, gpu_count: 2 });
    expect(quote.body.status, quote.body.reason).toBe(0);
    expect(quote.body.data.Hours).toBeGreaterThan(0);
    expect(quote.body.data.Charge).toBeGreaterThan(0);
    expect(quote.body.data.HourlyAfter).toBe(quote.body.data.HourlyBefore * 2);
    const before = await money(user.id);

    const done = await call<Quote & { OrderNo: string }>('/instance/upgrade_spec', {
      instance_id: id,
      gpu_count: 2,
    });
    expect(done.body.status, done.body.reason).toBe(0);
    expect(done.body.data.Charge).toBe(quote.body.data.Charge);
    expect(done.body.data.OrderNo).not.toBe('');
    expect(before - (await money(user.id))).toBe(fen(quote.body.data.Charge));
    expect((await row(id)).gpuCount).toBe(2);
    expect(await freeGpus(app, host.id)).toBe(6);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    const upgrades = await app.deps.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, user.id), eq(walletLedger.kind, 'upgrade')));
    expect(upgrades.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-fen(quote.body.data.Charge));
  });

  it('shrinks back to 1 GPU with the unused difference refunded, and refuses what the host cannot give', async () => {
    const { user, call } = await setup();
    const host = await fleet.newHost({ gpuCount: 3, gpuFree: 3 });
    const id = await rent(call, { hostId: host.id, gpus: 2 });
    await stop(call, id);
    const tooMany = await call('/instance/upgrade_spec', { instance_id: id, gpu_count: 4 });
    expect(tooMany.body.reason).toBe('gpu_count: this host has 3 GPUs');
    const same = await call('/instance/upgrade_spec', { instance_id: id, gpu_count: 2 });
    expect(same.body.reason).toBe('gpu_count: the instance has that already');

    const quote = await call<Quote>('/instance/upgrade_spec_query_price', { instance_id: id, gpu_count: 1 });
    expect(quote.body.data.Refund).toBeGreaterThan(0);
    expect(quote.body.data.Charge).toBe(0);
    const before = await money(user.id);
    const done = await call<Quote>('/instance/upgrade_spec', { instance_id: id, gpu_count: 1 });
    expect(done.body.status, done.body.reason).toBe(0);
    expect((await money(user.id)) - before).toBe(fen(quote.body.data.Refund));
    expect(await freeGpus(app, host.id)).toBe(2);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('refuses upgrade_spec while running, and a bare-metal machine', async () => {
    const { call } = await setup();
    const host = await fleet.newHost();
    const id = await rent(call, { hostId: host.id });
    const running = await call('/instance/upgrade_spec', { instance_id: id, gpu_count: 2 });
    expect(running.body.reason).toBe('stop the instance first');
    const metal = await fleet.newHost({ kind: 'bare_metal' });
    const metalId = await rent(call, { hostId: metal.id });
    await stop(call, metalId);
    const refusedMetal = await call('/instance/upgrade_spec', { instance_id: metalId, gpu_count: 2 });
    expect(refusedMetal.body.reason).toBe('a bare-metal machine keeps its GPUs');
  });

  it('upgrades a running container elastically: it restarts with its new GPUs', async () => {
    const { call } = await setup();
    const host = await fleet.newHost({ kind: 'container' });
    const id = await rent(call, { hostId: host.id, mode: 'post_paid', count: 1 });
    const done = await call<{ Status: string }>('/elastic_upgrade_container_v2', {
      instance_id: id,
      gpu_count: 2,
    });
    expect(done.body.status, done.body.reason).toBe(0);
    expect(done.body.data.Status).toBe('restarting');
    await compute.idle();
    expect(await row(id)).toMatchObject({ gpuCount: 2, status: 'running' });
    expect(await freeGpus(app, host.id)).toBe(6);
  });

  it('never oversells a host: two resizes racing for its last free GPU, one wins', async () => {
    const host = await fleet.newHost({ gpuCount: 3, gpuFree: 3 });
    const first = await setup();
    const second = await setup();
    const a = await rent(first.call, { hostId: host.id });
    const b = await rent(second.call, { hostId: host.id });
    await stop(first.call, a);
    await stop(second.call, b);
    expect(await freeGpus(app, host.id)).toBe(1);
    const before = { first: await money(first.user.id), second: await money(second.user.id) };

    const answers = await Promise.all([
      first.call('/instance/upgrade_spec', { instance_id: a, gpu_count: 2 }),
      second.call('/instance/upgrade_spec', { instance_id: b, gpu_count: 2 }),
    ]);
    expect(answers.map((answer) => answer.body.status).sort()).toEqual([0, 1]);
    expect(answers.find((answer) => answer.body.status !== 0)?.body.reason).toMatch(/free GPU/i);
    expect(await freeGpus(app, host.id)).toBe(0);
    const gpus = [(await row(a)).gpuCount, (await row(b)).gpuCount].sort();
    expect(gpus).toEqual([1, 2]);
    // Only the winner paid; both books still add up.
    const spent = [
      before.first - (await money(first.user.id)),
      before.second - (await money(second.user.id)),
    ].filter((amount) => amount > 0);
    expect(spent).toHaveLength(1);
    expect(await ledgerMatches(app, first.user.id)).toBe(true);
    expect(await ledgerMatches(app, second.user.id)).toBe(true);
  });
});

describe('resizing CPU, memory and bandwidth', () => {
  it('adds vCPUs and memory to a KVM within the host spare pools, each for its quote', async () => {
    const { user, call } = await setup();
    const host = await fleet.newHost({ spareCpuCores: 8, spareMemoryGb: 32 });
    const id = await rent(call, { hostId: host.id });
    const live = await call('/update_vcpu', { instance_id: id, cpu_cores: 20 });
    expect(live.body.reason).toMatch(/^stop the instance first/);
    await stop(call, id);
    const remain = await call<{ Current: number; Min: number; Max: number; HostRemain: number }>(
      '/get_host_remain_cpu',
      { instance_id: id },
    );
    expect(remain.body.data).toEqual({ Current: 16, Min: 16, Max: 24, HostRemain: 8 });
    const tooMany = await call('/update_vcpu', { instance_id: id, cpu_cores: 25 });
    expect(tooMany.body.reason).toMatch(/^cpu_cores: /);

    const quote = await call<Quote>('/update_vcpu_query_price', { instance_id: id, cpu_cores: 20 });
    expect(quote.body.data.Charge).toBeGreaterThan(0);
    const before = await money(user.id);
    const done = await call<Quote>('/update_vcpu', { instance_id: id, cpu_cores: 20 });
    expect(done.body.status, done.body.reason).toBe(0);
    expect(before - (await money(user.id))).toBe(fen(quote.body.data.Charge));
    expect((await row(id)).extraCpuCores).toBe(4);

    const memory = await call<Quote>('/update_memory', { instance_id: id, memory_gb: 80 });
    expect(memory.body.status, memory.body.reason).toBe(0);
    expect((await row(id)).extraMemoryGb).toBe(16);
    const container = await call('/update_container_cpu', { instance_id: id, cpu_cores: 20 });
    expect(container.body.reason).toBe('only containers: use /api/update_vcpu');
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('never oversells spare vCPUs when two instances grab the last ones at once', async () => {
    const host = await fleet.newHost({ spareCpuCores: 4 });
    const first = await setup();
    const second = await setup();
    const a = await rent(first.call, { hostId: host.id, mode: 'post_paid', count: 1 });
    const b = await rent(second.call, { hostId: host.id, mode: 'post_paid', count: 1 });
    await stop(first.call, a);
    await stop(second.call, b);
    const answers = await Promise.all([
      first.call('/update_vcpu', { instance_id: a, cpu_cores: 20 }),
      second.call('/update_vcpu', { instance_id: b, cpu_cores: 20 }),
    ]);
    expect(answers.map((answer) => answer.body.status).sort()).toEqual([0, 1]);
    const extras = (await row(a)).extraCpuCores + (await row(b)).extraCpuCores;
    expect(extras).toBe(4);
  });

  it('raises bandwidth up to the host maximum, priced by the hour for pay-as-you-go', async () => {
    const { call } = await setup();
    const host = await fleet.newHost({ maxBandwidthMbps: 500 });
    const id = await rent(call, { hostId: host.id, mode: 'post_paid', count: 1 });
    const over = await call('/instance/update_bandwidth', { instance_id: id, bandwidth_mbps: 600 });
    expect(over.body.reason).toBe('bandwidth_mbps: this host allows at most 500 Mbps');
    const quote = await call<Quote>('/instance/update_bandwidth_query_price', {
      instance_id: id,
      bandwidth_mbps: 300,
    });
    expect(quote.body.data.Charge).toBe(0);
    expect(quote.body.data.HourlyAfter).toBeGreaterThan(quote.body.data.HourlyBefore);
    const done = await call('/instance/update_bandwidth', { instance_id: id, bandwidth_mbps: 300 });
    expect(done.body.status, done.body.reason).toBe(0);
    const after = await row(id);
    expect(after.bandwidthMbps).toBe(300);
    expect(after.hourlyRate).toBe(fen(quote.body.data.HourlyAfter));
  });
});

describe('adding a disk', () => {
  it('pays the rest of today at once, then the tick charges the next days and never today again', async () => {
    const { user, call } = await setup();
    const host = await fleet.newHost();
    const id = await rent(call, { hostId: host.id });
    const quote = await call<{ PerDay: number; PayNow: number; DataDiskGb: number }>(
      '/instance/add_one_disk_query_price',
      { instance_id: id, size_gb: 100 },
    );
    expect(quote.body.status, quote.body.reason).toBe(0);
    expect(quote.body.data).toMatchObject({ PerDay: 1, PayNow: 1 });
    const before = await money(user.id);
    const added = await call<{ DataDiskGb: number; ExtraDiskGb: number; Paid: number }>(
      '/instance/add_one_disk',
      { instance_id: id, size_gb: 100 },
    );
    expect(added.body.status, added.body.reason).toBe(0);
    expect(added.body.data).toMatchObject({
      DataDiskGb: quote.body.data.DataDiskGb,
      ExtraDiskGb: 100,
      Paid: 1,
    });
    expect(before - (await money(user.id))).toBe(100);

    // A second disk the same day pays only its own part of today.
    const more = await call<{ PayNow: number }>('/instance/add_one_disk_query_price', {
      instance_id: id,
      size_gb: 50,
    });
    expect(more.body.data.PayNow).toBe(0.5);
    await call('/instance/add_one_disk', { instance_id: id, size_gb: 50 });

    await Promise.all([runBillingTick(app.deps), runBillingTick(app.deps)]);
    const today = storageDayAt(app.clock.now().getTime());
    const charged = async () =>
      app.deps.db
        .select()
        .from(storageCharges)
        .where(and(eq(storageCharges.subjectKind, 'added_disk'), eq(storageCharges.subjectId, id)));
    expect((await charged()).map((c) => [c.dayIndex, c.amount])).toEqual([[today, 150]]);
    app.clock.advance(DAY_MS);
    await runBillingTick(app.deps);
    expect((await charged()).map((c) => c.amount).sort()).toEqual([150, 150]);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('refuses a size off its steps (naming the field), past the cap, and without money', async () => {
    const { call } = await setup();
    const host = await fleet.newHost();
    const id = await rent(call, { hostId: host.id });
    const odd = await call('/instance/add_one_disk', { instance_id: id, size_gb: 15 });
    expect(odd.body.status).toBe(100021);
    expect(odd.body.reason).toContain('size_gb');
    const poor = await setup(0);
    const poorHost = await fleet.newHost();
    await app.deps.db.update(wallets).set({ money: 500 }).where(eq(wallets.userId, poor.user.id));
    const poorId = await rent(poor.call, { hostId: poorHost.id, mode: 'post_paid', count: 1 });
    await app.deps.db.update(wallets).set({ money: 0 }).where(eq(wallets.userId, poor.user.id));
    const unpaid = await poor.call('/instance/add_one_disk', { instance_id: poorId, size_gb: 100 });
    expect(unpaid.body.status).not.toBe(0);
    expect((await row(poorId)).extraDiskGb).toBe(0);
  });
});

describe('suspending and resuming', () => {
  it('suspends a stopped pay-as-you-go instance (GPUs back to the host) and resumes it', async () => {
    const { call } = await setup();
    const host = await fleet.newHost();
    const id = await rent(call, { hostId: host.id, mode: 'post_paid', count: 1 });
    const whileRunning = await call('/instance/suspend', { instance_id: id });
    expect(whileRunning.body.reason).toBe('only a stopped instance is suspended: stop it first');
    await stop(call, id);
    const suspended = await call<{ Status: string }>('/instance/suspend', { instance_id: id });
    expect(suspended.body.data.Status).toBe('suspended');
    expect(await row(id)).toMatchObject({ status: 'suspended', holdsGpus: false });
    expect(await freeGpus(app, host.id)).toBe(8);
    const again = await call('/instance/suspend', { instance_id: id });
    expect(again.body.status).not.toBe(0);

    const resumed = await call<{ Status: string }>('/instance/resume', { instance_id: id });
    expect(resumed.body.status, resumed.body.reason).toBe(0);
    expect(resumed.body.data.Status).toBe('starting');
    await compute.idle();
    expect(await row(id)).toMatchObject({ status: 'running', holdsGpus: true });
    expect(await freeGpus(app, host.id)).toBe(7);
  });

  it('resumes with fewer GPUs when the host has given the rest away, and refuses when none is free', async () => {
    const owner = await setup();
    const other = await setup();
    const host = await fleet.newHost({ gpuCount: 2, gpuFree: 2 });
    const id = await rent(owner.call, { hostId: host.id, mode: 'post_paid', count: 1, gpus: 2 });
    await stop(owner.call, id);
    await owner.call('/instance/suspend', { instance_id: id });
    const taken = await rent(other.call, { hostId: host.id, mode: 'post_paid', count: 1 });
    const whole = await owner.call('/instance/resume', { instance_id: id });
    expect(whole.body.status).not.toBe(0);
    const fewer = await owner.call('/instance/resume', { instance_id: id, gpu_count: 1 });
    expect(fewer.body.status, fewer.body.reason).toBe(0);
    await compute.idle();
    expect(await row(id)).toMatchObject({ status: 'running', gpuCount: 1 });
    expect(await freeGpus(app, host.id)).toBe(0);
    expect((await row(taken)).status).toBe('running');
  });

  it('refuses prepaid instances and bare metal', async () => {
    const { call } = await setup();
    const host = await fleet.newHost();
    const prepaid = await rent(call, { hostId: host.id });
    await stop(call, prepaid);
    const refusedPrepaid = await call('/instance/suspend', { instance_id: prepaid });
    expect(refusedPrepaid.body.reason).toBe(
      'only a pay-as-you-go instance is suspended: change it to pay-as-you-go first',
    );
    const metal = await fleet.newHost({ kind: 'bare_metal' });
    const metalId = await rent(call, { hostId: metal.id, mode: 'post_paid', count: 1 });
    await stop(call, metalId);
    const refusedMetal = await call('/instance/suspend', { instance_id: metalId });
    expect(refusedMetal.body.reason).toBe('a bare-metal machine is not suspended: release it instead');
  });
});
