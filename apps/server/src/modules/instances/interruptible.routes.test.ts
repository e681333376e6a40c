import { ErrorCode, instancesEndpoints, opsFleetEndpoints, storeEndpoints } from '@gpucloud/contracts';
import { minutesChargeFen, STATUS_DETAILS } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { instanceCharges, instances } from '../../db/schema/instances/instances.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { freeGpus, ledgerMatches, openSimulatedFleet } from '../../testing/fleet';
import { fleetKit } from '../../testing/fleet-console';
import { inboxItemsOf } from '../../testing/inbox';

/**
 * Interruptible instances (issue 44, point 3): a host's GPUs sold at a lower price, stopped in the
 * transaction of an on-demand rent that needs them (the youngest first), minutes charged up to
 * that moment, the owner told; started again by the ordinary start once GPUs are free.
 */
const { app, compute, fleet } = await openSimulatedFleet();

/** 3.00 on demand, 1.20 interruptible, per GPU-hour. */
const ON_DEMAND_FEN = 300;
const INTERRUPTIBLE_FEN = 120;

async function setInterruptiblePrice(hostId: number, yuan?: string) {
  const session = await staffToken(app, await createStaff(app, 'fleet'));
  return app.call(opsFleetEndpoints.hostSetInterruptiblePrice, {
    session,
    host_id: hostId,
    ...(yuan === undefined ? {} : { interruptible_price_per_gpu_hour: yuan }),
  });
}

async function sellingHost(gpus: number) {
  const host = await fleet.newHost({ gpuCount: gpus, gpuFree: gpus, pricePerGpuHour: ON_DEMAND_FEN });
  const set = await setInterruptiblePrice(host.id, '1.20');
  expect(set.body.status, set.body.reason).toBe(0);
  return host;
}

async function rent(
  hostId: number,
  options: { gpus?: number; interruptible?: boolean; mode?: 'post_paid' | 'daily' },
) {
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  const reply = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: hostId,
    image_id: fleet.imageId,
    gpu_count: options.gpus ?? 1,
    mode: options.mode ?? 'post_paid',
    count: 1,
    ...(options.interruptible ? { interruptible: true } : {}),
  });
  await compute.idle();
  return { user, token, reply };
}

async function rented(hostId: number, options: { gpus?: number; interruptible?: boolean } = {}) {
  const renter = await rent(hostId, options);
  expect(renter.reply.body.status, renter.reply.body.reason).toBe(0);
  return { ...renter, id: renter.reply.body.data.InstanceId };
}

async function instance(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  return row;
}

async function charges(id: number) {
  const rows = await app.deps.db.select().from(instanceCharges).where(eq(instanceCharges.instanceId, id));
  return rows.map((row) => [row.fromMinute, row.toMinute, row.amount]);
}

async function money(userId: number) {
  const [row] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return row?.money;
}

describe('the interruptible price of a host', () => {
  it('must be below the on-demand price, is audited, shows in the store and holds the on-demand price above it', async () => {
    const host = await fleet.newHost({ pricePerGpuHour: ON_DEMAND_FEN });
    const tooHigh = await setInterruptiblePrice(host.id, '3.00');
    expect(tooHigh.body.status).toBe(ErrorCode.REFUSED);
    expect(tooHigh.body.reason).toContain('interruptible_price_per_gpu_hour');

    const set = await setInterruptiblePrice(host.id, '1.20');
    expect(set.body).toMatchObject({
      status: 0,
      data: { InterruptiblePricePerGpuHour: 1.2, RepricedInstances: 0 },
    });
    const [audit] = await fleetKit(app, fleet).auditOf('host', host.id);
    expect(audit).toMatchObject({
      Before: { InterruptiblePricePerGpuHour: null },
      After: { InterruptiblePricePerGpuHour: 1.2 },
    });
    const store = await app.call(storeEndpoints.gpuSelectorDetail, {});
    expect(store.body.data.list.find((offer) => offer.HostId === host.id)).toMatchObject({
      PricePerGpuHour: 3,
      InterruptiblePricePerGpuHour: 1.2,
    });

    const session = await staffToken(app, await createStaff(app, 'fleet'));
    const below = await app.call(opsFleetEndpoints.hostSetPrice, {
      session,
      host_id: host.id,
      price_per_gpu_hour: '1.00',
    });
    expect(below.body.status).toBe(ErrorCode.REFUSED);
    expect(below.body.reason).toContain('price_per_gpu_hour');
  });

  it('is only for pay-as-you-go rentals on a host that sells it', async () => {
    const host = await sellingHost(2);
    const prepaid = await rent(host.id, { interruptible: true, mode: 'daily' });
    expect(prepaid.reply.body.status).toBe(100021);
    expect(prepaid.reply.body.reason).toContain('interruptible');

    const plain = await fleet.newHost({ pricePerGpuHour: ON_DEMAND_FEN });
    const notSold = await rent(plain.id, { interruptible: true });
    expect(notSold.reply.body.status).not.toBe(0);
    expect(notSold.reply.body.reason).toContain('interruptible');
    expect(await freeGpus(app, host.id)).toBe(2);
    expect(await money(prepaid.user.id)).toBe(100_000);
  });
});

describe('an on-demand rent on a host whose GPUs interruptible instances hold', () => {
  it('stops the youngest, charges its minutes up to that moment, tells its owner, and it starts again later', async () => {
    const host = await sellingHost(2);
    const older = await rented(host.id, { interruptible: true });
    expect(await instance(older.id)).toMatchObject({ interruptible: true, hourlyRate: INTERRUPTIBLE_FEN });
    app.clock.advance(5 * MINUTE_MS);
    const younger = await rented(host.id, { interruptible: true });
    app.clock.advance(15 * MINUTE_MS + 30_000);

    const onDemand = await rented(host.id);
    expect(await instance(onDemand.id)).toMatchObject({ interruptible: false, hourlyRate: ON_DEMAND_FEN });
    expect(await instance(older.id)).toMatchObject({ status: 'running', holdsGpus: true });
    expect(await instance(younger.id)).toMatchObject({
      status: 'stopped',
      holdsGpus: false,
      statusDetail: STATUS_DETAILS.interrupted,
    });
    // Minutes 0-15 and the one in progress (15.5 minutes run), at the interruptible price: no more.
    expect(await charges(younger.id)).toEqual([[0, 16, minutesChargeFen(INTERRUPTIBLE_FEN, 0, 16)]]);
    expect(await money(younger.user.id)).toBe(100_000 - minutesChargeFen(INTERRUPTIBLE_FEN, 0, 16));
    const [notice, ...more] = await inboxItemsOf(app, younger.user.id, 'instance.interrupted');
    expect(more).toEqual([]);
    expect(notice?.kind).toBe('notification');
    const log = await app.call(instancesEndpoints.logs, { session: younger.token, instance_id: younger.id });
    expect(log.body.data.data.map((entry) => entry.Event)).toContain('interrupted');
    expect(await freeGpus(app, host.id)).toBe(0);

    // No GPU free: it waits; once the on-demand renter stops (its GPUs go back), it starts again.
    const start = () =>
      app.call(instancesEndpoints.startFromShutdown, { session: younger.token, instance_id: younger.id });
    expect((await start()).body.status).not.toBe(0);
    app.clock.advance(10 * MINUTE_MS);
    const stop = await app.call(instancesEndpoints.stop, {
      session: onDemand.token,
      instance_id: onDemand.id,
    });
    expect(stop.body.status, stop.body.reason).toBe(0);
    await compute.idle();
    const again = await start();
    expect(again.body.status, again.body.reason).toBe(0);
    await compute.idle();
    expect(await instance(younger.id)).toMatchObject({ status: 'running', holdsGpus: true });
    expect(await charges(younger.id)).toHaveLength(1);
    for (const renter of [older, younger, onDemand])
      expect(await ledgerMatches(app, renter.user.id)).toBe(true);
  });

  it('is refused and stops nobody when even every interruptible instance would not free enough', async () => {
    const host = await sellingHost(2);
    const interruptible = await rented(host.id, { interruptible: true });
    const onDemand = await rented(host.id);
    app.clock.advance(10 * MINUTE_MS);

    const tooBig = await rent(host.id, { gpus: 2 });
    expect(tooBig.reply.body.status).not.toBe(0);
    expect(await instance(interruptible.id)).toMatchObject({ status: 'running', holdsGpus: true });
    expect(await instance(onDemand.id)).toMatchObject({ status: 'running' });
    expect(await charges(interruptible.id)).toEqual([]);
    expect(await inboxItemsOf(app, interruptible.user.id, 'instance.interrupted')).toEqual([]);
    expect(await money(tooBig.user.id)).toBe(100_000);
    expect(await freeGpus(app, host.id)).toBe(0);
  });

  it('never stops one for another interruptible rent', async () => {
    const host = await sellingHost(1);
    const first = await rented(host.id, { interruptible: true });
    const second = await rent(host.id, { interruptible: true });
    expect(second.reply.body.status).not.toBe(0);
    expect(await instance(first.id)).toMatchObject({ status: 'running' });
  });
});
