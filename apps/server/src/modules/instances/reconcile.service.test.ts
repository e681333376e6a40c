import type { UserInfo } from '@gpucloud/contracts';
import { instancesEndpoints } from '@gpucloud/contracts';
import { TRANSITIONAL_STATES } from '@gpucloud/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { inboxItems } from '../../db/schema/inbox/inbox.table';
import { instances } from '../../db/schema/instances/instances.table';
import { staffAlerts } from '../../db/schema/staff/staff.table';
import { simulatedMachines } from '../../providers/compute/simulated/simulated-machines.table';
import { buildUser, loginAs } from '../../testing/builders';
import { freeGpus, ledgerMatches, openSimulatedFleet } from '../../testing/fleet';
import { createTestApp } from '../../testing/test-app';
import { reconcileInstances } from './reconcile.service';

const { app, compute, fleet } = await openSimulatedFleet({ RECONCILE_SECONDS: '5' });

async function setup(balanceFen = 10_000) {
  compute.clearFaults();
  const host = await fleet.newHost();
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  return { host, user, token };
}

async function rent(token: string, hostId: number, mode = 'hourly', count = 2) {
  const reply = await app.post<{ InstanceId: number }>('/instance/create', {
    session: token,
    host_id: hostId,
    image_id: fleet.imageId,
    gpu_count: 2,
    mode,
    count,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  return reply.body.data.InstanceId;
}

async function instance(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error(`no instance ${id}`);
  return row;
}

/** One reconciler pass as the scheduler runs it: after the lease of the last one has passed. */
async function pass() {
  app.clock.advance(5_000);
  const outcome = await reconcileInstances(app.deps);
  await compute.idle();
  return outcome;
}

async function money(token: string) {
  return (await app.postForm<UserInfo>('/get_user_info', { session: token })).body.data.Money;
}

describe('the reconciler', () => {
  it('re-issues a create whose command was lost, and the instance ends running', async () => {
    const { host, token } = await setup();
    compute.injectFault({ kind: 'drop-next-command' });
    const id = await rent(token, host.id);
    await compute.idle();
    expect((await instance(id)).status).toBe('creating');
    expect((await pass()).reissued).toBe(1);
    expect((await instance(id)).status).toBe('running');
  });

  it('finishes a rent killed before the machine reference was saved, without a second machine', async () => {
    const { host, token } = await setup();
    compute.injectFault({ kind: 'drop-next-command' });
    const id = await rent(token, host.id);
    await app.deps.db.update(instances).set({ providerRef: null }).where(eq(instances.id, id));
    await pass();
    const settled = await instance(id);
    expect(settled.status).toBe('running');
    const machines = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.key, settled.name));
    expect(machines.map((m) => m.ref)).toEqual([settled.providerRef]);
  });

  it('re-issues a lost stop, and settles a state the provider reached while nobody listened', async () => {
    const { host, token } = await setup();
    const id = await rent(token, host.id, 'post_paid', 1);
    await compute.idle();
    compute.injectFault({ kind: 'drop-next-command' });
    await app.post('/instance/stop', { session: token, instance_id: id });
    await compute.idle();
    expect((await instance(id)).status).toBe('stopping');
    await pass();
    expect((await instance(id)).status).toBe('stopped');
    expect(await freeGpus(app, host.id)).toBe(8);
  });

  it('makes a create idempotent on the key: the same machine however often it is asked for', async () => {
    const { host } = await setup();
    const spec = {
      key: `idempotent-${host.id}`,
      instanceId: 0,
      hostName: host.name,
      kind: 'kvm' as const,
      gpuCount: 1,
      cpuCores: 16,
      memoryGb: 64,
      image: 'ubuntu',
      system: 'linux' as const,
    };
    const refs = await Promise.all([compute.create(spec), compute.create(spec), compute.create(spec)]);
    expect(new Set(refs.map((r) => r.ref)).size).toBe(1);
    await compute.idle();
    expect(await compute.inspect(refs[0]?.ref ?? '')).toMatchObject({ state: 'running' });
    const rows = await app.deps.db
      .select()
      .from(simulatedMachines)
      .where(eq(simulatedMachines.key, spec.key));
    expect(rows).toHaveLength(1);
  });

  it('fails a create past its deadline: the prepaid money back, the GPUs released, the owner told', async () => {
    const { host, user, token } = await setup();
    compute.injectFault({ kind: 'host-hangs', hostName: host.name });
    const id = await rent(token, host.id, 'hourly', 2);
    expect(await money(token)).toBe(100 - 7.92);
    expect(await freeGpus(app, host.id)).toBe(6);
    await pass();
    expect((await instance(id)).status).toBe('creating');
    const refusal = await app.post('/instance/kvm_error_refund', { session: token, instance_id: id });
    expect(refusal.body.reason).toMatch(/refunded automatically/);

    app.clock.advance(10 * MINUTE_MS);
    expect((await pass()).timedOut).toBe(1);
    const failed = await instance(id);
    expect(failed.status).toBe('failed');
    expect(await money(token)).toBe(100);
    expect(await freeGpus(app, host.id)).toBe(8);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    const told = await app.deps.db.select().from(inboxItems).where(eq(inboxItems.userId, user.id));
    expect(told.map((item) => item.template)).toContain('instance.create_failed');
    // Once: a further pass, or the owner asking, gives nothing back twice.
    await pass();
    const again = await app.call(instancesEndpoints.errorRefund, {
      session: token,
      instance_id: id,
    });
    expect(again.body.data.refunded).toBe(false);
    expect(await money(token)).toBe(100);
    const list = await app.call(instancesEndpoints.list, {
      session: token,
    });
    expect(list.body.data.data.find((row) => row.InstanceId === id)).toMatchObject({
      Status: 'failed',
      StatusDetail: 'create_timed_out',
    });
  });

  it('fails a stop that never finishes: GPUs released, unused prepaid hours refunded, never charged again', async () => {
    const { host, user, token } = await setup();
    const id = await rent(token, host.id, 'hourly', 3);
    await compute.idle();
    expect(await money(token)).toBe(100 - 11.88);
    compute.injectFault({ kind: 'host-hangs', hostName: host.name });
    await app.post('/instance/stop', { session: token, instance_id: id });
    await pass();
    expect((await instance(id)).status).toBe('stopping');
    app.clock.advance(5 * MINUTE_MS);
    await pass();
    const failed = await instance(id);
    expect(failed).toMatchObject({ status: 'failed', holdsGpus: false, statusDetail: 'command_timed_out' });
    expect(await freeGpus(app, host.id)).toBe(8);
    // Two whole hours were unused when it failed: 2 of 3 hours back.
    expect(await money(token)).toBe(100 - 3.96);
    expect(await ledgerMatches(app, user.id)).toBe(true);
    const told = await app.deps.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.userId, user.id), eq(inboxItems.template, 'instance.command_failed')));
    expect(told).toHaveLength(1);
  });

  it('stops a machine that belongs to no instance and alerts the staff', async () => {
    const { host } = await setup();
    const { ref } = await compute.create({
      key: `stray-${host.id}`,
      instanceId: 0,
      hostName: host.name,
      kind: 'kvm',
      gpuCount: 1,
      cpuCores: 16,
      memoryGb: 64,
      image: 'ubuntu',
      system: 'linux',
    });
    await compute.idle();
    expect((await pass()).unknownStopped).toBeGreaterThanOrEqual(1);
    expect(await compute.inspect(ref)).toMatchObject({ state: 'stopped' });
    const alerts = await app.deps.db
      .select()
      .from(staffAlerts)
      .where(eq(staffAlerts.template, 'ops.unknown_machine_stopped'));
    expect(alerts.map((alert) => alert.params)).toContainEqual({ ref, host: host.name });
  });

  it('deletes the machine of a released instance whose delete was lost', async () => {
    const { host, token } = await setup();
    const id = await rent(token, host.id, 'post_paid', 1);
    await compute.idle();
    await app.post('/instance/stop', { session: token, instance_id: id });
    await compute.idle();
    compute.injectFault({ kind: 'drop-next-command' });
    await app.post('/instance/remove_remain_disk_kvm', { session: token, instance_id: id });
    const ref = (await instance(id)).providerRef ?? '';
    expect(await compute.inspect(ref)).toMatchObject({ state: 'stopped' });
    await pass();
    expect(await compute.inspect(ref)).toMatchObject({ state: 'deleted' });
  });

  it('shares the work between processes: each instance is claimed by one pass only', async () => {
    const { host, token } = await setup(50_000);
    compute.injectFault({ kind: 'host-hangs', hostName: host.name });
    const ids = await Promise.all([1, 2, 3].map(() => rent(token, host.id)));
    const other = await createTestApp({ sharingDatabaseOf: app, env: { RECONCILE_SECONDS: '5' } });
    try {
      app.clock.advance(5_000);
      other.clock.advance(app.clock.now().getTime() - other.clock.now().getTime());
      const moving = await app.deps.db
        .select({ id: instances.id })
        .from(instances)
        .where(inArray(instances.status, [...TRANSITIONAL_STATES]));
      expect(moving.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
      const [mine, theirs] = await Promise.all([
        reconcileInstances(app.deps),
        reconcileInstances(other.deps),
      ]);
      expect(mine.examined + theirs.examined).toBe(moving.length);
      // Both leases are taken: a pass at once after finds nothing to claim.
      expect((await reconcileInstances(other.deps)).examined).toBe(0);
    } finally {
      await other.close();
      compute.clearFaults();
    }
  });
});
