import { costReportsEndpoints, instancesEndpoints, opsFleetEndpoints, Reason } from '@gpucloud/contracts';
import { minutesChargeFen, NO_GPU_SHARE } from '@gpucloud/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import { instanceCharges, instances } from '../../db/schema/instances/instances.table';
import { hosts } from '../../db/schema/store/store.table';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import { simulatedMachines } from '../../providers/compute/simulated/simulated-machines.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { createStaff, staffToken } from '../../testing/builders';
import { openFleetConsole } from '../../testing/fleet-console';

const { app, fleet, kit } = await openFleetConsole();
const compute = app.deps.compute as SimulatedCompute;
const NO_GPU_FEN = 40;

async function setNoGpuPrice(hostId: number, price: string | null) {
  const session = await staffToken(app, await createStaff(app, 'fleet'));
  return app.call(opsFleetEndpoints.hostSetNoGpuPrice, {
    session,
    host_id: hostId,
    ...(price === null ? {} : { no_gpu_price_per_hour: price }),
  });
}

/** A container host offering no-GPU mode at 0.40 yuan per hour, with `gpus` GPUs. */
async function offeringHost(gpus = 2) {
  const host = await fleet.newHost({ kind: 'container', gpuCount: gpus, gpuFree: gpus });
  const set = await setNoGpuPrice(host.id, '0.40');
  expect(set.body.status, set.body.reason).toBe(0);
  expect(set.body.data.NoGpuPricePerHour).toBe(0.4);
  return host;
}

async function start(token: string, instanceId: number, gpuMode?: 'gpu' | 'none', gpuCount?: number) {
  const reply = await app.call(instancesEndpoints.startFromShutdown, {
    session: token,
    instance_id: instanceId,
    ...(gpuMode ? { gpu_mode: gpuMode } : {}),
    ...(gpuCount ? { gpu_count: gpuCount } : {}),
  });
  await compute.idle();
  return reply.body;
}

async function stop(token: string, instanceId: number) {
  const reply = await app.call(instancesEndpoints.stop, { session: token, instance_id: instanceId });
  expect(reply.body.status, reply.body.reason).toBe(0);
  await compute.idle();
}

async function row(token: string, instanceId: number) {
  const list = await app.call(instancesEndpoints.list, { session: token, page_size: 100 });
  const found = list.body.data.data.find((i) => i.InstanceId === instanceId);
  if (!found) throw new Error('instance not listed');
  return found;
}

/** An instance's charges: minute ranges [from, to) of its life (issue 44), what each cost, in which mode. */
async function charges(instanceId: number) {
  return app.deps.db
    .select({
      from: instanceCharges.fromMinute,
      to: instanceCharges.toMinute,
      amount: instanceCharges.amount,
      mode: instanceCharges.gpuMode,
    })
    .from(instanceCharges)
    .where(and(eq(instanceCharges.instanceId, instanceId), sql`${instanceCharges.amount} > 0`))
    .orderBy(instanceCharges.fromMinute, instanceCharges.gpuMode);
}

async function money(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  const [sum] = await app.deps.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amount}), 0)` })
    .from(walletLedger)
    .where(sql`${walletLedger.userId} = ${userId} and ${walletLedger.pocket} = 'balance'`);
  expect(Number(sum?.total)).toBe(wallet?.money);
  return wallet?.money ?? 0;
}

async function gpuRate(instanceId: number) {
  const [found] = await app.deps.db.select().from(instances).where(eq(instances.id, instanceId));
  return found?.hourlyRate ?? 0;
}

async function freeGpus(hostId: number) {
  const [host] = await app.deps.db.select().from(hosts).where(eq(hosts.id, hostId));
  return host?.gpuFree;
}

describe('the no-GPU price of a host (fleet staff)', () => {
  it('is set, listed and audited, and null stops offering it', async () => {
    const host = await offeringHost();
    const fleetStaff = await kit.staffCaller('fleet');
    const listed = await fleetStaff<{ data: Array<{ Id: number; NoGpuPricePerHour: number | null }> }>(
      'get_host_list',
      { page_size: 100 },
    );
    expect(listed.body.data.data.find((h) => h.Id === host.id)?.NoGpuPricePerHour).toBe(0.4);
    const off = await setNoGpuPrice(host.id, null);
    expect(off.body.data.NoGpuPricePerHour).toBeNull();
    const audit = await kit.auditOf('host', host.id);
    expect(audit[0]).toMatchObject({
      Before: { NoGpuPricePerHour: 0.4 },
      After: { NoGpuPricePerHour: null },
    });
    expect(audit[1]).toMatchObject({
      Before: { NoGpuPricePerHour: null },
      After: { NoGpuPricePerHour: 0.4 },
    });
  });

  it('refuses a price out of range or with more than 2 decimals, naming the field', async () => {
    const host = await fleet.newHost({ kind: 'container' });
    for (const bad of ['0', '0.001', '-1', 'abc']) {
      const reply = await setNoGpuPrice(host.id, bad);
      expect([100021, 100022]).toContain(reply.body.status);
      expect(reply.body.reason).toContain('no_gpu_price_per_hour');
    }
  });
});

describe('starting without GPUs', () => {
  it('runs a stopped pay-as-you-go instance with the small share, its GPUs given back to the host', async () => {
    const host = await offeringHost(2);
    const { token, instanceId } = await kit.rentOn(host.id);
    expect((await row(token, instanceId)).NoGpuHourlyCost).toBe(0.4);
    await stop(token, instanceId);
    const started = await start(token, instanceId, 'none');
    expect(started.status, started.reason).toBe(0);
    const listed = await row(token, instanceId);
    expect(listed.Status).toBe('running');
    expect(listed.GpuMode).toBe('none');
    expect(listed.NoGpuHourlyCost).toBe(0.4);
    expect(await freeGpus(host.id)).toBe(2);
    const [machine] = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.instanceId, instanceId));
    expect(machine).toMatchObject({
      gpuCount: 0,
      cpuCores: NO_GPU_SHARE.cpuCores,
      memoryGb: NO_GPU_SHARE.memoryGb,
    });

    // While up without GPUs its billing does not change: it is stopped first.
    const toPrepaid = await app.call(instancesEndpoints.changeDueMode, {
      session: token,
      instance_id: instanceId,
      mode: 'daily',
      count: 1,
    });
    expect(toPrepaid.body.status).toBe(1);
    expect(toPrepaid.body.reason).toContain('no-GPU mode');

    // Back with its GPUs when they are free: the machine takes its rented shape again.
    await stop(token, instanceId);
    const again = await start(token, instanceId);
    expect(again.status, again.reason).toBe(0);
    expect((await row(token, instanceId)).GpuMode).toBe('gpu');
    expect(await freeGpus(host.id)).toBe(1);
    const [back] = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.instanceId, instanceId));
    expect(back).toMatchObject({ gpuCount: 1, cpuCores: 16, memoryGb: 64 });
  });

  it('refuses a host that does not offer it, a running instance, a prepaid one and a GPU count', async () => {
    const plain = await fleet.newHost({ kind: 'container' });
    const onPlain = await kit.rentOn(plain.id);
    expect((await row(onPlain.token, onPlain.instanceId)).NoGpuHourlyCost).toBeNull();
    await stop(onPlain.token, onPlain.instanceId);
    const notOffered = await start(onPlain.token, onPlain.instanceId, 'none');
    expect(notOffered.status).toBe(1);
    expect(notOffered.reason).toContain('does not offer no-GPU mode');

    const host = await offeringHost();
    const running = await kit.rentOn(host.id);
    const whileRunning = await start(running.token, running.instanceId, 'none');
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.reason).toContain('only a stopped instance');

    const prepaid = await kit.rentOn(host.id, { mode: 'daily', count: 1 });
    await stop(prepaid.token, prepaid.instanceId);
    const refusedPrepaid = await start(prepaid.token, prepaid.instanceId, 'none');
    expect(refusedPrepaid.status).toBe(1);
    expect(refusedPrepaid.reason).toContain('pay-as-you-go');

    await stop(running.token, running.instanceId);
    const withCount = await start(running.token, running.instanceId, 'none', 1);
    expect(withCount.status).toBe(1);
    expect(withCount.reason).toContain('gpu_count');
    expect((await row(running.token, running.instanceId)).Status).toBe('stopped');
  });

  it('refuses to start with GPUs, naming them, while another instance holds them', async () => {
    const host = await offeringHost(1);
    const { token, instanceId } = await kit.rentOn(host.id);
    await stop(token, instanceId);
    expect((await start(token, instanceId, 'none')).status).toBe(0);
    const other = await kit.rentOn(host.id);
    expect((await row(other.token, other.instanceId)).Status).toBe('running');
    await stop(token, instanceId);
    const refused = await start(token, instanceId);
    expect(refused.status).toBe(1);
    expect(refused.reason).toBe(Reason.NO_FREE_GPU);
    expect((await row(token, instanceId)).Status).toBe('stopped');
    // Without GPUs it still starts.
    expect((await start(token, instanceId, 'none')).status).toBe(0);
  });
});

describe('billing no-GPU hours (the tick)', () => {
  it('charges a no-GPU hour at the no-GPU price exactly once, however often the tick runs', async () => {
    const host = await offeringHost();
    const { user, token, instanceId } = await kit.rentOn(host.id);
    await stop(token, instanceId);
    expect((await start(token, instanceId, 'none')).status).toBe(0);
    const before = await money(user.id);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    expect(await charges(instanceId)).toEqual([{ from: 0, to: 60, amount: NO_GPU_FEN, mode: 'none' }]);
    expect(await money(user.id)).toBe(before - NO_GPU_FEN);
  });

  it("bills each minute in the mode it ran in, at that mode's price", async () => {
    const host = await offeringHost();
    const { user, token, instanceId } = await kit.rentOn(host.id);
    const rate = await gpuRate(instanceId);
    await stop(token, instanceId);
    app.clock.advance(HOUR_MS + MINUTE_MS);
    expect((await start(token, instanceId, 'none')).status).toBe(0);
    const before = await money(user.id);
    // Ten minutes without GPUs, charged when it stops.
    app.clock.advance(10 * MINUTE_MS);
    await stop(token, instanceId);
    const noGpuMinutes = minutesChargeFen(NO_GPU_FEN, 61, 71);
    expect(await charges(instanceId)).toEqual([{ from: 61, to: 71, amount: noGpuMinutes, mode: 'none' }]);

    // Back with GPUs within the same hour: its minutes at the GPU rate, charged by the tick once.
    expect((await start(token, instanceId)).status).toBe(0);
    app.clock.advance(49 * MINUTE_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    const gpuMinutes = minutesChargeFen(rate, 71, 120);
    expect(await charges(instanceId)).toEqual([
      { from: 61, to: 71, amount: noGpuMinutes, mode: 'none' },
      { from: 71, to: 120, amount: gpuMinutes, mode: 'gpu' },
    ]);
    expect(await money(user.id)).toBe(before - noGpuMinutes - gpuMinutes);

    // The expense record: 59 minutes paid, 10 of them without GPUs.
    const cost = await app.call(costReportsEndpoints.instanceCostInfo, {
      session: token,
      instance_id: instanceId,
    });
    expect(cost.body.status, cost.body.reason).toBe(0);
    const days = cost.body.data.PayAsYouGo;
    expect(days.reduce((n, day) => n + day.Hours, 0)).toBeCloseTo(59 / 60, 2);
    expect(days.reduce((n, day) => n + day.NoGpuHours, 0)).toBeCloseTo(10 / 60, 2);
    expect(cost.body.data.Paid).toBeCloseTo((noGpuMinutes + gpuMinutes) / 100, 2);
  });

  it('keeps the no-GPU price an instance started at when staff change it', async () => {
    const host = await offeringHost();
    const { token, instanceId } = await kit.rentOn(host.id);
    await stop(token, instanceId);
    expect((await start(token, instanceId, 'none')).status).toBe(0);
    expect((await setNoGpuPrice(host.id, '0.90')).body.status).toBe(0);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    expect(await charges(instanceId)).toEqual([{ from: 0, to: 60, amount: NO_GPU_FEN, mode: 'none' }]);
  });
});
