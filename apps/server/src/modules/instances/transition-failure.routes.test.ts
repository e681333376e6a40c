import { instancesEndpoints } from '@gpucloud/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { instanceEvents, instances } from '../../db/schema/instances/instances.table';
import { walletLedger, wallets } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import { buildUser, loginAs } from '../../testing/builders';
import { freeGpus, ledgerMatches, openSimulatedFleet } from '../../testing/fleet';
import { createTestApp } from '../../testing/test-app';
import { applyMachineReport } from './lifecycle.service';
import { reconcileInstances } from './reconcile.service';

/**
 * Issue 38, point 2: a provider that reports a machine failed in the middle of a transition (the
 * simulated fleet's `host-down` fault: every command on the host ends failed) fails the instance
 * by the rules a missed deadline follows (reconcile.service.test.ts): its GPUs back to the host,
 * the refund its state calls for, the owner told, once, however often and wherever it is reported.
 */

const { app, compute, fleet } = await openSimulatedFleet({ RECONCILE_SECONDS: '5' });

/** 1 GPU of the fleet's hosts for an hour. */
const HOUR_FEN = 198;

async function setup(options: { kind?: 'kvm' | 'container'; mode?: 'hourly' | 'post_paid' } = {}) {
  compute.clearFaults();
  const host = await fleet.newHost({ kind: options.kind ?? 'kvm' });
  const user = await buildUser(app, { balanceFen: 10_000 });
  const { token } = await loginAs(app, user);
  const call = <T>(path: string, body: Record<string, unknown> = {}) =>
    app.post<T>(path, { session: token, ...body });
  const prepaid = (options.mode ?? 'hourly') === 'hourly';
  const created = await call<{ InstanceId: number }>('/instance/create', {
    host_id: host.id,
    image_id: fleet.imageId,
    gpu_count: 1,
    mode: options.mode ?? 'hourly',
    count: prepaid ? 3 : 1,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  // The machine has run a while: the hour in progress is used, not refundable.
  app.clock.advance(10 * MINUTE_MS);
  const id = created.body.data.InstanceId;
  /** Every command on the host from now on ends with the machine failed, as the provider reports it. */
  const hostGoesDown = () => compute.injectFault({ kind: 'host-down', hostName: host.name });
  /** Sends an owner's command and lets the provider answer it. */
  const command = async (path: string, body: Record<string, unknown> = {}) => {
    const reply = await call<{ Status: string }>(path, { instance_id: id, ...body });
    expect(reply.body.status, reply.body.reason).toBe(0);
    await compute.idle();
    return reply.body.data.Status;
  };
  return { host, user, id, call, command, hostGoesDown };
}

async function instance(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error(`no instance ${id}`);
  return row;
}

async function money(userId: number) {
  const [wallet] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return wallet?.money;
}

async function told(userId: number, template: string) {
  const items = await app.deps.db
    .select()
    .from(inboxItems)
    .where(and(eq(inboxItems.userId, userId), eq(inboxItems.template, template)));
  return items.length;
}

async function refundRows(userId: number) {
  return app.deps.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.kind, 'refund')));
}

async function events(id: number) {
  const rows = await app.deps.db.select().from(instanceEvents).where(eq(instanceEvents.instanceId, id));
  return rows.map((row) => row.event);
}

/** One reconciler pass as the scheduler runs it: after the lease of the last one has passed. */
async function pass() {
  app.clock.advance(5_000);
  const outcome = await reconcileInstances(app.deps);
  await compute.idle();
  return outcome;
}

/**
 * What a failed command of a prepaid 3-hour, 1-GPU instance leaves, the rule of a missed deadline:
 * failed with the provider's words, its GPU back, the 2 whole hours not begun refunded (the hour
 * in progress is kept), once, and the owner told; later passes and ticks change nothing.
 */
async function expectCommandFailedByTheRules(rented: Awaited<ReturnType<typeof setup>>) {
  const { host, user, id } = rented;
  expect(await instance(id)).toMatchObject({
    status: 'failed',
    statusDetail: 'host is down',
    holdsGpus: false,
  });
  expect(await freeGpus(app, host.id)).toBe(8);
  expect(await money(user.id)).toBe(10_000 - HOUR_FEN);
  expect(await refundRows(user.id)).toHaveLength(1);
  expect(await ledgerMatches(app, user.id)).toBe(true);
  expect(await told(user.id, 'instance.transition_failed')).toBe(1);
  expect(await events(id)).toEqual(expect.arrayContaining(['failed', 'refunded']));
  await pass();
  app.clock.advance(2 * HOUR_MS);
  await runBillingTick(app.deps);
  expect(await money(user.id)).toBe(10_000 - HOUR_FEN);
  expect(await freeGpus(app, host.id)).toBe(8);
  expect(await told(user.id, 'instance.transition_failed')).toBe(1);
}

describe('a failure the provider reports mid-transition', () => {
  it('create: the whole order back, the GPU released, the owner told', async () => {
    compute.clearFaults();
    const host = await fleet.newHost();
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    await compute.injectFault({ kind: 'host-down', hostName: host.name });
    const created = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: host.id,
      image_id: fleet.imageId,
      gpu_count: 2,
      mode: 'hourly',
      count: 3,
    });
    expect(created.body.status, created.body.reason).toBe(0);
    await compute.idle();
    const id = created.body.data.InstanceId;
    expect(await instance(id)).toMatchObject({
      status: 'failed',
      statusDetail: 'host is down',
      holdsGpus: false,
    });
    expect(await freeGpus(app, host.id)).toBe(8);
    expect(await money(user.id)).toBe(10_000);
    expect(await refundRows(user.id)).toHaveLength(1);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    expect(await told(user.id, 'instance.create_failed')).toBe(1);
    await pass();
    expect(await money(user.id)).toBe(10_000);
    expect(await freeGpus(app, host.id)).toBe(8);
  });

  it('start of a stopped prepaid instance (it kept its GPU): failed by the rules of a missed deadline', async () => {
    const rented = await setup();
    await rented.command('/instance/stop');
    expect(await freeGpus(app, rented.host.id)).toBe(7);
    await rented.hostGoesDown();
    expect(await rented.command('/restart_kvm_from_shutdown')).toBe('starting');
    await expectCommandFailedByTheRules(rented);
  });

  it('restart: failed by the rules of a missed deadline', async () => {
    const rented = await setup();
    await rented.hostGoesDown();
    expect(await rented.command('/restart_kvm')).toBe('restarting');
    await expectCommandFailedByTheRules(rented);
  });

  it('stop: failed by the rules of a missed deadline', async () => {
    const rented = await setup();
    await rented.hostGoesDown();
    expect(await rented.command('/instance/stop')).toBe('stopping');
    await expectCommandFailedByTheRules(rented);
  });

  it('reinitialisation: failed by the rules of a missed deadline', async () => {
    const rented = await setup();
    await rented.hostGoesDown();
    expect(await rented.command('/instance/kvm/reinit_kvm_async', { image_id: fleet.imageId })).toBe(
      'reinitializing',
    );
    await expectCommandFailedByTheRules(rented);
  });

  it('a resize that recreates a running container: all its GPUs back, never charged again', async () => {
    const rented = await setup({ kind: 'container', mode: 'post_paid' });
    const { host, user, id } = rented;
    await rented.hostGoesDown();
    expect(await rented.command('/elastic_upgrade_container_v2', { gpu_count: 2 })).toBe('restarting');
    expect(await instance(id)).toMatchObject({ status: 'failed', gpuCount: 2, holdsGpus: false });
    expect(await freeGpus(app, host.id)).toBe(8);
    expect(await told(user.id, 'instance.transition_failed')).toBe(1);
    const before = await money(user.id);
    app.clock.advance(3 * HOUR_MS);
    await runBillingTick(app.deps);
    expect(await money(user.id)).toBe(before);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('resume of a suspended instance: the GPU it took back is released again', async () => {
    const rented = await setup({ mode: 'post_paid' });
    const { host, user, id } = rented;
    await rented.command('/instance/stop');
    expect(await rented.command('/instance/suspend')).toBe('suspended');
    expect(await freeGpus(app, host.id)).toBe(8);
    await rented.hostGoesDown();
    expect(await rented.command('/instance/resume')).toBe('starting');
    expect(await instance(id)).toMatchObject({ status: 'failed', holdsGpus: false });
    expect(await freeGpus(app, host.id)).toBe(8);
    expect(await told(user.id, 'instance.transition_failed')).toBe(1);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('refunds once when the failure is seen by the listener and the reconcilers of two processes at once', async () => {
    const rented = await setup();
    const { host, user, id } = rented;
    // The restart hangs on the host; then its machine fails where only a look (or a late event) finds it.
    await compute.injectFault({ kind: 'host-hangs', hostName: host.name });
    expect(await rented.command('/restart_kvm')).toBe('restarting');
    const ref = (await instance(id)).providerRef ?? '';
    await compute.injectFault({ kind: 'machine-dies', ref, at: app.clock.now(), becomes: 'failed' });
    expect(await compute.inspect(ref)).toMatchObject({ state: 'failed' });

    const other = await createTestApp({ sharingDatabaseOf: app, env: { RECONCILE_SECONDS: '5' } });
    try {
      app.clock.advance(5_000);
      other.clock.advance(app.clock.now().getTime() - other.clock.now().getTime());
      const report = 'broken on its host';
      const outcomes = await Promise.all([
        reconcileInstances(app.deps),
        reconcileInstances(other.deps),
        applyMachineReport(app.deps, id, 'failed', report),
        applyMachineReport(other.deps, id, 'failed', report),
      ]);
      expect(outcomes.length).toBe(4);
      // And again, later: a replayed report and two more passes.
      app.clock.advance(5_000);
      other.clock.advance(5_000);
      await Promise.all([
        reconcileInstances(app.deps),
        reconcileInstances(other.deps),
        applyMachineReport(other.deps, id, 'failed', report),
      ]);
    } finally {
      await other.close();
      compute.clearFaults();
    }
    expect(await instance(id)).toMatchObject({ status: 'failed', holdsGpus: false });
    expect(await freeGpus(app, host.id)).toBe(8);
    expect(await refundRows(user.id)).toHaveLength(1);
    expect(await money(user.id)).toBe(10_000 - HOUR_FEN);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    expect(await told(user.id, 'instance.transition_failed')).toBe(1);
    expect((await events(id)).filter((event) => event === 'refunded')).toHaveLength(1);
  });
});
