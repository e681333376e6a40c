import { minuteIndexAt, priceOfMinutesFen, runEndMinute, tickChargeEndMinute } from '@gpucloud/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { instanceCharges, instanceEvents, instances } from '../../db/schema/instances/instances.table';
import { staffAlerts } from '../../db/schema/staff/staff.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import { simulatedMachines } from '../../providers/compute/simulated/simulated-machines.table';
import type { SimulatedFault } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { freeGpus, ledgerMatches, openSimulatedFleet } from '../../testing/fleet';
import { createTestApp } from '../../testing/test-app';
import { deposit } from '../wallet/money-movements/deposits';
import { applyMachineReport } from './lifecycle.service';
import { reconcileInstances } from './reconcile.service';
import { settleLostMachine } from './reconcile-lost.service';

const { app, compute, fleet } = await openSimulatedFleet({ RECONCILE_SECONDS: '5' });

/** 2 GPUs at 1.98 per GPU-hour: what every hour of these instances costs. */
const HOUR_FEN = 396;

async function setup(wallet: { balanceFen?: number; vouchersFen?: number } = {}) {
  compute.clearFaults();
  const host = await fleet.newHost();
  const user = await buildUser(app, { balanceFen: wallet.balanceFen ?? 10_000 });
  if (wallet.vouchersFen)
    await app.deps.db.transaction((tx) =>
      deposit(tx, user.id, wallet.vouchersFen ?? 0, { kind: 'voucher_grant', now: app.clock.now() }),
    );
  const { token } = await loginAs(app, user);
  return { host, user, token };
}

async function rent(token: string, hostId: number, mode: string, count: number) {
  const reply = await app.post<{ InstanceId: number }>('/instance/create', {
    session: token,
    host_id: hostId,
    image_id: fleet.imageId,
    gpu_count: 2,
    mode,
    count,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  await compute.idle();
  const id = reply.body.data.InstanceId;
  expect((await instance(id)).status).toBe('running');
  return id;
}

async function instance(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error(`no instance ${id}`);
  return row;
}

/** The machine stops behind the product's back at `at` (nothing reported: a lost event). */
async function dies(
  id: number,
  becomes: Extract<SimulatedFault, { kind: 'machine-dies' }>['becomes'],
  at: Date,
) {
  await compute.injectFault({
    kind: 'machine-dies',
    ref: (await instance(id)).providerRef ?? '',
    at,
    becomes,
  });
}

/** One reconciler pass as the scheduler runs it: after the leases of the last one have passed. */
async function pass() {
  app.clock.advance(5_000);
  const outcome = await reconcileInstances(app.deps);
  await compute.idle();
  return outcome;
}

async function wallet(userId: number) {
  const [row] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return { money: row?.money, vouchers: row?.powerMoney };
}

async function told(userId: number, template: string) {
  return app.deps.db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.template, template)));
}

async function alertsAbout(name: string) {
  const rows = await app.deps.db
    .select()
    .from(staffAlerts)
    .where(eq(staffAlerts.template, 'ops.instance_machine_lost'));
  return rows.filter((row) => row.params.name === name);
}

async function events(id: number) {
  const rows = await app.deps.db
    .select()
    .from(instanceEvents)
    .where(eq(instanceEvents.instanceId, id))
    .orderBy(asc(instanceEvents.id));
  return rows.map((row) => row.event);
}

/** The minute ranges [from, to) of its life an instance is charged for (issue 44: by the minute). */
async function chargedMinutes(id: number) {
  const rows = await app.deps.db.select().from(instanceCharges).where(eq(instanceCharges.instanceId, id));
  return rows.map((row) => [row.fromMinute, row.toMinute]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

describe('running instances whose machine is lost behind our back', () => {
  it('notices a killed pay-as-you-go machine in one pass: stopped with its disk, GPUs back, no minute after the kill paid', async () => {
    const { host, user, token } = await setup();
    const id = await rent(token, host.id, 'post_paid', 1);
    const created = (await instance(id)).createdAt.getTime();
    app.clock.advance(HOUR_MS + 10 * MINUTE_MS);
    await runBillingTick(app.deps);
    expect(await chargedMinutes(id)).toEqual([[0, 60]]);

    // Killed 10 minutes into hour 1; the tick charges hour 1 in arrears before any pass looks.
    const killedAt = app.clock.now();
    await dies(id, 'stopped', killedAt);
    app.clock.advance(55 * MINUTE_MS);
    await runBillingTick(app.deps);
    expect(await chargedMinutes(id)).toEqual([
      [0, 60],
      [60, 120],
    ]);
    expect((await wallet(user.id)).money).toBe(10_000 - 2 * HOUR_FEN);

    expect((await pass()).lost).toBe(1);
    const stopped = await instance(id);
    expect(stopped).toMatchObject({ status: 'stopped', statusDetail: 'machine_stopped', holdsGpus: false });
    expect(stopped.stoppedAt?.getTime()).toBe(killedAt.getTime());
    expect(await freeGpus(app, host.id)).toBe(8);
    // The 70 minutes run are kept; the 50 charged after the kill are given back.
    expect(await chargedMinutes(id)).toEqual([
      [0, 60],
      [60, 70],
    ]);
    expect((await wallet(user.id)).money).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, 70));
    expect(await ledgerMatches(app, user.id)).toBe(true);

    // Hours go on passing: none is charged while it is stopped.
    app.clock.advance(3 * HOUR_MS);
    await runBillingTick(app.deps);
    await pass();
    expect((await wallet(user.id)).money).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, 70));

    const messages = await told(user.id, 'instance.machine_stopped');
    expect(messages.map((m) => m.params)).toEqual([
      {
        name: stopped.name,
        at: killedAt.toISOString(),
        amount: 2 * HOUR_FEN - priceOfMinutesFen(HOUR_FEN, 70),
      },
    ]);
    expect(await alertsAbout(stopped.name)).toHaveLength(1);
    expect(await events(id)).toEqual(expect.arrayContaining(['stopped', 'refunded']));

    // Its owner starts it again and pays from the minute it runs in.
    const started = await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: id });
    expect(started.body.status, started.body.reason).toBe(0);
    await compute.idle();
    expect((await instance(id)).status).toBe('running');
    const restartMinute = minuteIndexAt(created, app.clock.now().getTime());
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    expect(await chargedMinutes(id)).toEqual([
      [0, 60],
      [60, 70],
      [restartMinute, tickChargeEndMinute(created, app.clock.now().getTime())],
    ]);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('gives each hour back to the pockets its tick took it from: vouchers stay vouchers', async () => {
    const { host, user, token } = await setup({ balanceFen: 10_000, vouchersFen: 600 });
    const id = await rent(token, host.id, 'post_paid', 1);
    app.clock.advance(HOUR_MS + MINUTE_MS);
    await runBillingTick(app.deps);
    // Hour 0 from vouchers: 204 of them left.
    expect(await wallet(user.id)).toEqual({ money: 10_000, vouchers: 600 - HOUR_FEN });
    await dies(id, 'stopped', app.clock.now());
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    // Hour 1: the last 204 of vouchers and 192 of balance.
    expect(await wallet(user.id)).toEqual({ money: 10_000 - (HOUR_FEN - 204), vouchers: 0 });
    expect((await pass()).lost).toBe(1);
    // Minute 60 ran (7 fen of hour 1 kept); the 389 given back in that tick's proportion: 200
    // vouchers (rounded down), 189 balance.
    expect(priceOfMinutesFen(HOUR_FEN, 61) - HOUR_FEN).toBe(7);
    expect(await wallet(user.id)).toEqual({ money: 10_000 - 192 + 189, vouchers: 200 });
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('fails an instance whose machine vanished, billing stopped from the last time it was seen running', async () => {
    const { host, user, token } = await setup();
    const id = await rent(token, host.id, 'post_paid', 1);
    app.clock.advance(40 * MINUTE_MS);
    await pass();
    const lastSeen = app.clock.now();
    expect((await instance(id)).machineSeenAt?.getTime()).toBe(lastSeen.getTime());
    await dies(id, 'vanished', app.clock.now());
    expect(await compute.inspect((await instance(id)).providerRef ?? '')).toMatchObject({ state: 'unknown' });
    // Hour 0 ends after it was last seen: charged by the tick, then its last 20 minutes given back.
    app.clock.advance(25 * MINUTE_MS);
    await runBillingTick(app.deps);
    expect(await chargedMinutes(id)).toEqual([[0, 60]]);
    expect((await pass()).lost).toBe(1);
    const failed = await instance(id);
    expect(failed).toMatchObject({ status: 'failed', statusDetail: 'machine_lost', holdsGpus: false });
    expect(failed.stoppedAt?.getTime()).toBe(lastSeen.getTime());
    // Charged up to the minute it was last seen running in (the pass saw it 5 s into minute 40).
    const ran = runEndMinute(failed.createdAt.getTime(), lastSeen.getTime());
    expect(ran).toBe(41);
    expect(await chargedMinutes(id)).toEqual([[0, ran]]);
    expect((await wallet(user.id)).money).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, ran));
    expect(await freeGpus(app, host.id)).toBe(8);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    expect(await told(user.id, 'instance.machine_lost')).toHaveLength(1);
    app.clock.advance(2 * HOUR_MS);
    await runBillingTick(app.deps);
    expect((await wallet(user.id)).money).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, ran));
  });

  it('refunds a prepaid instance whose machine failed every whole hour unused since it failed', async () => {
    const { host, user, token } = await setup();
    const id = await rent(token, host.id, 'hourly', 5);
    const created = (await instance(id)).createdAt.getTime();
    expect((await wallet(user.id)).money).toBe(10_000 - 5 * HOUR_FEN);
    // Broke 50 minutes in; noticed 20 minutes later: 4 whole hours from the failure (3 from now).
    app.clock.advance(70 * MINUTE_MS);
    await dies(id, 'failed', new Date(created + 50 * MINUTE_MS));
    expect((await pass()).lost).toBe(1);
    const failed = await instance(id);
    expect(failed).toMatchObject({ status: 'failed', statusDetail: 'machine_lost', holdsGpus: false });
    expect(failed.expiresAt?.getTime()).toBe(created + HOUR_MS);
    expect((await wallet(user.id)).money).toBe(10_000 - HOUR_FEN);
    expect(await freeGpus(app, host.id)).toBe(8);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    expect((await told(user.id, 'instance.machine_lost')).map((m) => m.params?.amount)).toEqual([
      4 * HOUR_FEN,
    ]);
  });

  it('leaves a prepaid instance whose machine stopped stopped within its period, GPUs kept, nothing refunded', async () => {
    const { host, user, token } = await setup();
    const id = await rent(token, host.id, 'hourly', 3);
    app.clock.advance(30 * MINUTE_MS);
    await dies(id, 'stopped', app.clock.now());
    expect((await pass()).lost).toBe(1);
    expect(await instance(id)).toMatchObject({
      status: 'stopped',
      statusDetail: 'machine_stopped',
      holdsGpus: true,
    });
    expect(await freeGpus(app, host.id)).toBe(6);
    expect((await wallet(user.id)).money).toBe(10_000 - 3 * HOUR_FEN);
    expect((await told(user.id, 'instance.machine_stopped')).map((m) => m.params?.amount)).toEqual([0]);
  });

  it('refunds once however often and by however many it is settled: passes, processes and a late engine event', async () => {
    const { host, user, token } = await setup();
    const id = await rent(token, host.id, 'post_paid', 1);
    await dies(id, 'stopped', app.clock.now());
    app.clock.advance(2 * HOUR_MS);
    await runBillingTick(app.deps);
    expect(await chargedMinutes(id)).toEqual([[0, 120]]);
    const other = await createTestApp({ sharingDatabaseOf: app, env: { RECONCILE_SECONDS: '5' } });
    try {
      app.clock.advance(5_000);
      other.clock.advance(app.clock.now().getTime() - other.clock.now().getTime());
      const loss = { machine: 'stopped' as const, detail: 'exited with code 137' };
      const [mine, theirs] = await Promise.all([
        reconcileInstances(app.deps),
        reconcileInstances(other.deps),
        settleLostMachine(app.deps, id, loss),
        settleLostMachine(other.deps, id, loss),
        applyMachineReport(other.deps, id, 'stopped', 'exited with code 137'),
      ]);
      expect(mine.lost + theirs.lost).toBeLessThanOrEqual(1);
      await pass();
    } finally {
      await other.close();
    }
    expect((await instance(id)).status).toBe('stopped');
    // It died in its first minute, which ran only as long as the rent took: nothing is kept.
    expect((await wallet(user.id)).money).toBe(10_000);
    expect(await told(user.id, 'instance.machine_stopped')).toHaveLength(1);
    expect(await alertsAbout((await instance(id)).name)).toHaveLength(1);
    expect((await events(id)).filter((event) => event === 'refunded')).toHaveLength(1);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('settles a running machine the engine reports stopped unasked as lost (the listener path)', async () => {
    const { host, user, token } = await setup();
    const id = await rent(token, host.id, 'post_paid', 1);
    const exitedAt = app.clock.now();
    app.clock.advance(MINUTE_MS);
    await applyMachineReport(app.deps, id, 'stopped', 'exited with code 0', exitedAt);
    expect((await instance(id)).stoppedAt?.getTime()).toBe(exitedAt.getTime());
    expect(await instance(id)).toMatchObject({
      status: 'stopped',
      statusDetail: 'machine_stopped',
      holdsGpus: false,
    });
    expect(await told(user.id, 'instance.machine_stopped')).toHaveLength(1);
    expect(await freeGpus(app, host.id)).toBe(8);
  });

  it('leaves alone an instance stopped by its owner, and one whose stop is on its way to the existing recovery', async () => {
    const { host, user, token } = await setup();
    const stoppedByOwner = await rent(token, host.id, 'post_paid', 1);
    await app.post('/instance/stop', { session: token, instance_id: stoppedByOwner });
    await compute.idle();
    expect(await instance(stoppedByOwner)).toMatchObject({ status: 'stopped' });

    const moving = await rent(token, host.id, 'post_paid', 1);
    compute.injectFault({ kind: 'drop-next-command' });
    await app.post('/instance/stop', { session: token, instance_id: moving });
    await compute.idle();
    expect((await instance(moving)).status).toBe('stopping');
    await dies(moving, 'stopped', app.clock.now());

    const outcome = await pass();
    expect(outcome.lost).toBe(0);
    expect(outcome.settled).toBeGreaterThanOrEqual(1);
    expect((await instance(stoppedByOwner)).statusDetail).not.toBe('machine_stopped');
    expect(await instance(moving)).toMatchObject({ status: 'stopped' });
    expect((await instance(moving)).statusDetail).not.toBe('machine_stopped');
    expect(await told(user.id, 'instance.machine_stopped')).toHaveLength(0);
    expect(await alertsAbout((await instance(moving)).name)).toHaveLength(0);
  });

  it('leaves a running instance whose machine is busy with a command, and counts a healthy one as seen', async () => {
    const { host, token } = await setup();
    const id = await rent(token, host.id, 'post_paid', 1);
    const ref = (await instance(id)).providerRef ?? '';
    // A command that keeps the instance running (a container recreated by a resize) and has not finished.
    await app.deps.db
      .update(simulatedMachines)
      .set({ pending: 'running', settleAt: null })
      .where(eq(simulatedMachines.ref, ref));
    expect(await compute.inspect(ref)).toMatchObject({ state: 'busy' });
    const before = (await instance(id)).machineSeenAt;
    expect((await pass()).lost).toBe(0);
    expect(await instance(id)).toMatchObject({ status: 'running', machineSeenAt: before });
    await app.deps.db.update(simulatedMachines).set({ pending: null }).where(eq(simulatedMachines.ref, ref));
    await pass();
    expect((await instance(id)).machineSeenAt?.getTime()).toBe(app.clock.now().getTime());
  });

  it('reports a stray machine once: stopped the first pass, left alone after', async () => {
    const { host } = await setup();
    const { ref } = await compute.create({
      key: `stray-once-${host.id}`,
      instanceId: 0,
      hostName: host.name,
      kind: 'container',
      gpuCount: 1,
      cpuCores: 16,
      memoryGb: 64,
      image: 'ubuntu',
      system: 'linux',
    });
    await compute.idle();
    await pass();
    await pass();
    await pass();
    const alerts = await app.deps.db
      .select()
      .from(staffAlerts)
      .where(eq(staffAlerts.template, 'ops.unknown_machine_stopped'));
    expect(alerts.filter((alert) => alert.params.ref === ref)).toHaveLength(1);
    expect(await compute.inspect(ref)).toMatchObject({ state: 'stopped' });
  });
});
