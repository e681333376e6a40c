import { ErrorCode, gpuWaitsEndpoints, instancesEndpoints, opsFleetEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { hosts } from '../../db/schema/store/store.table';
import { gpuWaits } from '../../db/schema/waits/gpu-waits.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { freeGpus, ledgerMatches, openSimulatedFleet, rentOneGpu } from '../../testing/fleet';
import { inboxItemsOf } from '../../testing/inbox';
import { createTestApp } from '../../testing/test-app';
import { HELD_FOR_QUEUE } from '../store';
import { serveGpuWaits } from './gpu-wait-queue.service';
import { TOO_MANY_WAITS } from './gpu-waits.service';

const { app, compute, fleet } = await openSimulatedFleet();
let modelCounter = 0;

/** A host of a GPU model of its own (no other test's waits match it), one GPU, rented out. */
async function fullHost(priceFen = 300) {
  modelCounter += 1;
  const gpuModel = `Wait GPU ${process.pid}-${modelCounter}`;
  const host = await fleet.newHost({ gpuModel, gpuCount: 1, gpuFree: 1, pricePerGpuHour: priceFen });
  const blocker = await buildUser(app, { balanceFen: 10_000 });
  const { token } = await loginAs(app, blocker);
  const instanceId = await rentOneGpu(app, fleet, token, host.id);
  return { host, gpuModel, stopBlocker: () => stop(token, instanceId) };
}

async function stop(token: string, instanceId: number) {
  const reply = await app.post('/instance/stop', { session: token, instance_id: instanceId });
  expect(reply.body.status, reply.body.reason).toBe(0);
  await compute.idle();
}

async function customer(balanceFen: number) {
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  return { user, token };
}

function waitFor(token: string, gpuModel: string, fields: Record<string, unknown> = {}) {
  return app.call(gpuWaitsEndpoints.create, {
    session: token,
    gpu_model: gpuModel,
    kind: 'kvm',
    region_id: fleet.region.id,
    cap: '3.00',
    wait_mode: 'auto_rent',
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'post_paid',
    count: 1,
    ...fields,
  } as Parameters<typeof app.call<typeof gpuWaitsEndpoints.create>>[1]);
}

async function waitRow(id: number) {
  const [row] = await app.deps.db.select().from(gpuWaits).where(eq(gpuWaits.id, id));
  return row;
}

describe('opening, listing and cancelling waits', () => {
  it('refuses a body without a cap, naming the field, and keeps at most 5 waiting per account', async () => {
    const { token } = await customer(0);
    const bad = await app.post('/create_gpu_wait', {
      session: token,
      gpu_model: 'RTX 4090',
      wait_mode: 'notify',
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'hourly',
      count: 1,
    });
    expect(bad.body.status).toBe(ErrorCode.ILLEGAL_BODY);
    expect(bad.body.reason).toContain('cap');
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const reply = await waitFor(token, 'RTX 4090', { wait_mode: 'notify', cap: '0.01' });
      expect(reply.body.status, reply.body.reason).toBe(0);
      made.push(reply.body.data.wait.WaitId);
    }
    const sixth = await waitFor(token, 'RTX 4090', { cap: '0.01' });
    expect(sixth.body.reason).toBe(TOO_MANY_WAITS);

    const cancelled = await app.call(gpuWaitsEndpoints.cancel, {
      session: token,
      wait_id: made[0] as number,
    });
    expect(cancelled.body.status, cancelled.body.reason).toBe(0);
    const again = await app.call(gpuWaitsEndpoints.cancel, { session: token, wait_id: made[0] as number });
    expect(again.body.status).toBe(ErrorCode.REFUSED);
    const list = await app.call(gpuWaitsEndpoints.list, { session: token });
    expect(list.body.data).toMatchObject({ total: 5, waiting: 4 });
    expect(list.body.data.data.find((wait) => wait.WaitId === made[0])).toMatchObject({
      State: 'cancelled',
      Cap: 0.01,
      Mode: 'notify',
    });
    const stranger = await customer(0);
    const theirs = await app.call(gpuWaitsEndpoints.cancel, {
      session: stranger.token,
      wait_id: made[1] as number,
    });
    expect(theirs.body.status).toBe(ErrorCode.REFUSED);
  });

  it('expires a wait at its end and tells its owner', async () => {
    const { user, token } = await customer(0);
    const made = await waitFor(token, 'Never freed', { wait_hours: 1 });
    app.clock.advance(60 * 60_000);
    await serveGpuWaits(app.deps);
    expect((await waitRow(made.body.data.wait.WaitId))?.state).toBe('expired');
    expect(await inboxItemsOf(app, user.id, 'gpu_wait.expired')).toHaveLength(1);
  });
});

describe('the queue before the store', () => {
  it('holds a freed GPU from the store, then notifies the waiting customer, who may rent it', async () => {
    const { host, gpuModel, stopBlocker } = await fullHost();
    const waiting = await customer(10_000);
    const made = await waitFor(waiting.token, gpuModel, { wait_mode: 'notify' });
    await stopBlocker();
    expect(await freeGpus(app, host.id)).toBe(1);

    const shopper = await customer(10_000);
    const order = {
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'post_paid',
      count: 1,
    } as const;
    const refused = await app.call(instancesEndpoints.create, { session: shopper.token, ...order });
    expect(refused.body.reason).toBe(HELD_FOR_QUEUE);

    expect(await serveGpuWaits(app.deps)).toMatchObject({ notified: 1 });
    expect(await waitRow(made.body.data.wait.WaitId)).toMatchObject({ state: 'fulfilled', hostId: host.id });
    expect(await inboxItemsOf(app, waiting.user.id, 'gpu_wait.available')).toHaveLength(1);
    // Told, the wait no longer holds the GPU: the first order takes it.
    const rented = await app.call(instancesEndpoints.create, { session: waiting.token, ...order });
    expect(rented.body.status, rented.body.reason).toBe(0);
  });

  it('lets the store sell GPUs a wait does not need: only a rental that would starve it is held', async () => {
    const { host, gpuModel, stopBlocker } = await fullHost();
    await app.deps.db.update(hosts).set({ gpuCount: 2 }).where(eq(hosts.id, host.id));
    const waiting = await customer(10_000);
    await waitFor(waiting.token, gpuModel, { wait_mode: 'notify' });
    await stopBlocker();
    // Two free (one freed and one more): one can go to the store, one stays for the wait.
    await app.deps.db.update(hosts).set({ gpuFree: 2 }).where(eq(hosts.id, host.id));
    const order = {
      host_id: host.id,
      gpu_count: 1,
      image_id: fleet.imageId,
      mode: 'post_paid',
      count: 1,
    } as const;
    const first = await app.call(instancesEndpoints.create, {
      session: (await customer(10_000)).token,
      ...order,
    });
    expect(first.body.status, first.body.reason).toBe(0);
    const second = await app.call(instancesEndpoints.create, {
      session: (await customer(10_000)).token,
      ...order,
    });
    expect(second.body.reason).toBe(HELD_FOR_QUEUE);
  });

  it('fails an auto-rent whose money is not there: nothing rented or charged, the owner told', async () => {
    const { host, gpuModel, stopBlocker } = await fullHost();
    const poor = await customer(0);
    const made = await waitFor(poor.token, gpuModel, { mode: 'hourly', count: 2 });
    await stopBlocker();
    expect(await serveGpuWaits(app.deps)).toMatchObject({ failed: 1, rented: 0 });
    expect(await waitRow(made.body.data.wait.WaitId)).toMatchObject({
      state: 'failed',
      failureCode: 'insufficient_funds',
      instanceId: null,
    });
    expect(await freeGpus(app, host.id)).toBe(1);
    expect(await app.deps.db.select().from(instances).where(eq(instances.userId, poor.user.id))).toHaveLength(
      0,
    );
    expect(await inboxItemsOf(app, poor.user.id, 'gpu_wait.failed_funds')).toHaveLength(1);
    expect(await ledgerMatches(app, poor.user.id)).toBe(true);
  });

  it('does not rent a host over the cap', async () => {
    const { gpuModel, stopBlocker } = await fullHost(301);
    const { token } = await customer(10_000);
    const made = await waitFor(token, gpuModel);
    await stopBlocker();
    expect(await serveGpuWaits(app.deps)).toMatchObject({ rented: 0, notified: 0, failed: 0 });
    expect((await waitRow(made.body.data.wait.WaitId))?.state).toBe('waiting');
  });

  it('moves on to the next matching host when the cheapest refuses, and fails only when all refuse', async () => {
    modelCounter += 1;
    const gpuModel = `Wait GPU ${process.pid}-${modelCounter}`;
    const blocked = async (priceFen: number) => {
      const host = await fleet.newHost({ gpuModel, gpuCount: 1, gpuFree: 1, pricePerGpuHour: priceFen });
      const blocker = await customer(10_000);
      return { host, instanceId: await rentOneGpu(app, fleet, blocker.token, host.id), token: blocker.token };
    };
    const cheap = await blocked(200);
    const dear = await blocked(250);
    const refusing = new Set([cheap.host.name]);
    const imageOnHost = app.deps.compute.imageOnHost.bind(app.deps.compute);
    const spy = vi
      .spyOn(app.deps.compute, 'imageOnHost')
      .mockImplementation(async (hostName, kind, imageName) =>
        refusing.has(hostName) ? { runs: false, engineImage: null } : imageOnHost(hostName, kind, imageName),
      );
    try {
      const first = await customer(10_000);
      const served = await waitFor(first.token, gpuModel);
      await stop(cheap.token, cheap.instanceId);
      await stop(dear.token, dear.instanceId);
      expect(await serveGpuWaits(app.deps)).toMatchObject({ rented: 1, failed: 0 });
      const row = await waitRow(served.body.data.wait.WaitId);
      expect(row).toMatchObject({ state: 'fulfilled', hostId: dear.host.id });
      expect(await freeGpus(app, cheap.host.id)).toBe(1);

      refusing.add(dear.host.name);
      await compute.idle();
      await stop(first.token, row?.instanceId ?? 0);
      const second = await customer(10_000);
      const failing = await waitFor(second.token, gpuModel);
      expect(await serveGpuWaits(app.deps)).toMatchObject({ rented: 0, failed: 1 });
      expect(await waitRow(failing.body.data.wait.WaitId)).toMatchObject({
        state: 'failed',
        failureCode: 'rent_refused',
        instanceId: null,
      });
      expect(await ledgerMatches(app, second.user.id)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a waiting customer and interruptible instances', () => {
  it('rents GPUs an interruptible instance holds, stopping it, as an on-demand rent does', async () => {
    modelCounter += 1;
    const gpuModel = `Wait GPU ${process.pid}-${modelCounter}`;
    const host = await fleet.newHost({ gpuModel, gpuCount: 1, gpuFree: 1, pricePerGpuHour: 300 });
    const fleetStaff = await staffToken(app, await createStaff(app, 'fleet'));
    const priced = await app.call(opsFleetEndpoints.hostSetInterruptiblePrice, {
      session: fleetStaff,
      host_id: host.id,
      interruptible_price_per_gpu_hour: '1.20',
    });
    expect(priced.body.status, priced.body.reason).toBe(0);
    const cheap = await customer(10_000);
    const held = await app.call(instancesEndpoints.create, {
      session: cheap.token,
      host_id: host.id,
      image_id: fleet.imageId,
      gpu_count: 1,
      mode: 'post_paid',
      count: 1,
      interruptible: true,
    });
    expect(held.body.status, held.body.reason).toBe(0);
    await compute.idle();
    const waiting = await customer(10_000);
    const made = await waitFor(waiting.token, gpuModel);
    expect(made.body.status, made.body.reason).toBe(0);

    expect(await serveGpuWaits(app.deps)).toMatchObject({ rented: 1 });
    await compute.idle();
    expect(await waitRow(made.body.data.wait.WaitId)).toMatchObject({ state: 'fulfilled', hostId: host.id });
    const [stopped] = await app.deps.db
      .select()
      .from(instances)
      .where(eq(instances.id, held.body.data.InstanceId));
    expect(stopped).toMatchObject({ status: 'stopped', statusDetail: 'interrupted', holdsGpus: false });
    expect(await ledgerMatches(app, cheap.user.id)).toBe(true);
    expect(await ledgerMatches(app, waiting.user.id)).toBe(true);
  });
});

describe('auto-rent with three replicas racing', () => {
  it('gives the first GPU freed to the oldest wait, exactly once, under its cap', async () => {
    const replicas = [
      app,
      ...(await Promise.all([1, 2].map(() => createTestApp({ sharingDatabaseOf: app })))),
    ];
    afterAll(() => Promise.all(replicas.slice(1).map((replica) => replica.close())));
    const { host, gpuModel, stopBlocker } = await fullHost();
    const first = await customer(10_000);
    const second = await customer(10_000);
    const older = await waitFor(first.token, gpuModel);
    const younger = await waitFor(second.token, gpuModel);
    await stopBlocker();

    const outcomes = await Promise.all(replicas.map((replica) => serveGpuWaits(replica.deps)));
    for (const replica of replicas) await (replica.deps.compute as SimulatedCompute).idle();
    expect(outcomes.reduce((sum, outcome) => sum + outcome.rented, 0)).toBe(1);

    const won = await waitRow(older.body.data.wait.WaitId);
    expect(won).toMatchObject({ state: 'fulfilled', hostId: host.id });
    expect((await waitRow(younger.body.data.wait.WaitId))?.state).toBe('waiting');
    const rented = await app.deps.db.select().from(instances).where(eq(instances.userId, first.user.id));
    expect(rented).toHaveLength(1);
    expect(rented[0]).toMatchObject({ id: won?.instanceId, hostId: host.id, billingMode: 'post_paid' });
    expect(Number(rented[0]?.hourlyRate)).toBeLessThanOrEqual(300);
    expect(await freeGpus(app, host.id)).toBe(0);
    expect(
      await app.deps.db.select().from(instances).where(eq(instances.userId, second.user.id)),
    ).toHaveLength(0);
    expect(await inboxItemsOf(app, first.user.id, 'gpu_wait.rented')).toHaveLength(1);
    expect(await ledgerMatches(app, first.user.id)).toBe(true);
    expect(await ledgerMatches(app, second.user.id)).toBe(true);
    // Nothing left for anyone: running again changes nothing.
    expect(await serveGpuWaits(app.deps)).toMatchObject({ rented: 0, failed: 0 });
  });
});
