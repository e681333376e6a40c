import { instancesEndpoints } from '@gpucloud/contracts';
import { minutesChargeFen, priceOfMinutesFen } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import { instanceCharges, instances } from '../../db/schema/instances/instances.table';
import { wallets } from '../../db/schema/wallet/wallet.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import { buildUser, loginAs } from '../../testing/builders';
import { ledgerMatches, openSimulatedFleet } from '../../testing/fleet';
import { deposit } from '../wallet';
import { MINUTES_OWED_REFUSAL } from './run-minutes.service';

/**
 * Pay-as-you-go by the minute (issue 44): a run interrupted by its owner (restart, reinitialise)
 * is charged its minutes so far first, each minute at the rate it ran at and once; when its payer
 * cannot pay them the action waits, and nothing moves.
 */
const { app, compute, fleet } = await openSimulatedFleet();

/** 1 GPU at 1.98 per GPU-hour. */
const HOUR_FEN = 198;

/** An instance of 1 GPU on a new host of `kind` in `mode`, for `token`. */
async function rentOn(token: string, mode: 'post_paid' | 'hourly', kind: 'kvm' | 'container' = 'kvm') {
  const host = await fleet.newHost({ kind });
  const reply = await app.post<{ InstanceId: number }>('/instance/create', {
    session: token,
    host_id: host.id,
    image_id: fleet.imageId,
    gpu_count: 1,
    mode,
    count: 1,
  });
  expect(reply.body.status, reply.body.reason).toBe(0);
  await compute.idle();
  return { host, id: reply.body.data.InstanceId };
}

async function rentPayAsYouGo(balanceFen: number, kind: 'kvm' | 'container' = 'kvm') {
  const user = await buildUser(app, { balanceFen });
  const { token } = await loginAs(app, user);
  return { user, token, ...(await rentOn(token, 'post_paid', kind)) };
}

async function money(userId: number) {
  const [row] = await app.deps.db.select().from(wallets).where(eq(wallets.userId, userId));
  return row?.money;
}

async function ranges(id: number) {
  const rows = await app.deps.db.select().from(instanceCharges).where(eq(instanceCharges.instanceId, id));
  return rows.map((row) => [row.fromMinute, row.toMinute]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

describe('an interrupted pay-as-you-go run', () => {
  it('is charged its minutes at a restart, and again from the minute it runs in, never twice', async () => {
    const { user, token, id } = await rentPayAsYouGo(10_000);
    app.clock.advance(20 * MINUTE_MS);
    const restarted = await app.call(instancesEndpoints.restart, { session: token, instance_id: id });
    expect(restarted.body.status, restarted.body.reason).toBe(0);
    await compute.idle();
    expect(await ranges(id)).toEqual([[0, 20]]);
    expect(await money(user.id)).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, 20));
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    // The tick goes on from minute 20 up to the life's last whole hour, 60.
    expect(await ranges(id)).toEqual([
      [0, 20],
      [20, 60],
    ]);
    expect(await money(user.id)).toBe(10_000 - HOUR_FEN);
    expect(minutesChargeFen(HOUR_FEN, 0, 20) + minutesChargeFen(HOUR_FEN, 20, 60)).toBe(HOUR_FEN);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('is charged its minutes at a reinitialisation', async () => {
    const { user, token, id } = await rentPayAsYouGo(10_000);
    app.clock.advance(7 * MINUTE_MS + 1_000);
    const reinit = await app.call(instancesEndpoints.reinit, {
      session: token,
      instance_id: id,
      image_id: fleet.imageId,
    });
    expect(reinit.body.status, reinit.body.reason).toBe(0);
    await compute.idle();
    expect(await ranges(id)).toEqual([[0, 8]]);
    expect(await money(user.id)).toBe(10_000 - priceOfMinutesFen(HOUR_FEN, 8));
  });

  it('is charged its minutes at the old rate at a resize, and at the new rate after it', async () => {
    const { user, token, id } = await rentPayAsYouGo(10_000, 'container');
    app.clock.advance(25 * MINUTE_MS);
    const resized = await app.post('/elastic_upgrade_container_v2', {
      session: token,
      instance_id: id,
      gpu_count: 2,
    });
    expect(resized.body.status, resized.body.reason).toBe(0);
    await compute.idle();
    expect(await ranges(id)).toEqual([[0, 25]]);
    app.clock.advance(HOUR_MS);
    await runBillingTick(app.deps);
    // Minutes 25-60 at two GPUs' rate, then 60-85 stay for the next whole hour of its life.
    expect(await ranges(id)).toEqual([
      [0, 25],
      [25, 60],
    ]);
    expect(await money(user.id)).toBe(
      10_000 - minutesChargeFen(HOUR_FEN, 0, 25) - minutesChargeFen(2 * HOUR_FEN, 25, 60),
    );
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it('waits for minutes its payer cannot pay: the restart is refused and nothing moves', async () => {
    const { user, token, id } = await rentPayAsYouGo(HOUR_FEN);
    // The payer's balance goes elsewhere (a prepaid rental of the same price): nothing left.
    await rentOn(token, 'hourly');
    expect(await money(user.id)).toBe(0);
    app.clock.advance(30 * MINUTE_MS);
    const refused = await app.call(instancesEndpoints.restart, { session: token, instance_id: id });
    expect(refused.body.status).not.toBe(0);
    expect(refused.body.reason).toBe(MINUTES_OWED_REFUSAL);
    expect(await ranges(id)).toEqual([]);
    expect(await money(user.id)).toBe(0);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});

describe('minutes still owed when the disk retention ends', () => {
  /** A run stopped while its payer had nothing left: its 30 minutes stay owed. */
  async function stoppedOwing() {
    const { user, token, id } = await rentPayAsYouGo(HOUR_FEN);
    await rentOn(token, 'hourly');
    app.clock.advance(30 * MINUTE_MS);
    const stopped = await app.call(instancesEndpoints.stop, { session: token, instance_id: id });
    expect(stopped.body.status, stopped.body.reason).toBe(0);
    await compute.idle();
    expect(await ranges(id)).toEqual([]);
    return { user, id };
  }

  async function row(id: number) {
    const [found] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
    return found;
  }

  const retention = () => app.deps.config.compute.diskRetentionDays * 24 * HOUR_MS;

  it('are charged before the tick releases the instance, when its payer can pay them by then', async () => {
    const { user, id } = await stoppedOwing();
    await app.deps.db.transaction((tx) =>
      deposit(tx, user.id, 1_000, { kind: 'grant', now: app.clock.now() }),
    );
    app.clock.advance(retention() + MINUTE_MS);
    await runBillingTick(app.deps);
    await runBillingTick(app.deps);
    expect((await row(id))?.status).toBe('released');
    expect(await ranges(id)).toEqual([[0, 30]]);
    expect(await money(user.id)).toBe(1_000 - priceOfMinutesFen(HOUR_FEN, 30));
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });

  it("stay on the released instance's record when its payer still cannot pay them", async () => {
    const { user, id } = await stoppedOwing();
    app.clock.advance(retention() + MINUTE_MS);
    await runBillingTick(app.deps);
    expect(await row(id)).toMatchObject({ status: 'released', chargedToMinute: 0, owedToMinute: 30 });
    expect(await ranges(id)).toEqual([]);
    expect(await money(user.id)).toBe(0);
    expect(await ledgerMatches(app, user.id)).toBe(true);
  });
});
