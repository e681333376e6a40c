import { accountEndpoints, instancesEndpoints } from '@gpucloud/contracts';
import { minutesChargeFen } from '@gpucloud/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import { instanceCharges, instancePeriods } from '../../db/schema/instances/instances.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import { ledgerMatches } from '../../testing/fleet';
import { openFleetConsole } from '../../testing/fleet-console';

/**
 * A price change counts for new orders and for pay-as-you-go hours that start after it; hours
 * already started and periods already paid keep the price they had.
 */
const { app, fleet, kit } = await openFleetConsole();

async function setup(mode: 'post_paid' | 'daily') {
  const host = await fleet.newHost({ gpuCount: 1, gpuFree: 1, pricePerGpuHour: 198 });
  const renter = await kit.rentOn(host.id, { mode, count: 1 });
  // A fresh staff session each time: one ends after 30 idle minutes, and the clock jumps hours.
  const setPrice = async (yuan: string) => {
    const call = await kit.staffCaller('fleet');
    const reply = await call<{ PricePerGpuHour: number; RepricedInstances: number }>('set_host_price', {
      host_id: host.id,
      price_per_gpu_hour: yuan,
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    return reply.body.data;
  };
  const charges = async () =>
    (
      await app.deps.db
        .select({
          from: instanceCharges.fromMinute,
          to: instanceCharges.toMinute,
          amount: instanceCharges.amount,
        })
        .from(instanceCharges)
        .where(eq(instanceCharges.instanceId, renter.instanceId))
        .orderBy(asc(instanceCharges.fromMinute))
    ).map(({ from, to, amount }) => [from, to, amount]);
  const money = async () =>
    (await app.call(accountEndpoints.userInfo, { session: renter.token })).body.data.Money;
  const startedAt = app.clock.now().getTime();
  /** Moves the clock to `hours` and `minutes` after the rental. */
  const at = (hours: number, minutes = 0) => {
    app.clock.advance(startedAt + hours * HOUR_MS + minutes * MINUTE_MS - app.clock.now().getTime());
  };
  return { host, renter, setPrice, charges, money, at };
}

describe('a price change', () => {
  it("charges a running pay-as-you-go instance's minutes at the price they ran at", async () => {
    const { setPrice, charges, at, renter } = await setup('post_paid');
    at(1, 1);
    await runBillingTick(app.deps);
    expect(await charges()).toEqual([[0, 60, 198]]);

    // Changed 30 minutes into hour 1: those minutes are charged at the old price first.
    at(1, 30);
    expect(await setPrice('3.00')).toEqual({ PricePerGpuHour: 3, RepricedInstances: 1 });
    expect(await charges()).toEqual([
      [0, 60, 198],
      [60, 90, minutesChargeFen(198, 60, 90)],
    ]);
    at(2, 1);
    await runBillingTick(app.deps);
    expect(await charges()).toEqual([
      [0, 60, 198],
      [60, 90, 99],
      [90, 120, minutesChargeFen(300, 90, 120)],
    ]);

    // Changed seconds into hour 3, before a tick charged hour 2: minute 180 began at the old price.
    at(3, 0.1);
    await setPrice('4.00');
    at(4, 1);
    await runBillingTick(app.deps);
    expect(await charges()).toEqual([
      [0, 60, 198],
      [60, 90, 99],
      [90, 120, 150],
      [120, 181, minutesChargeFen(300, 120, 181)],
      [181, 240, minutesChargeFen(400, 181, 240)],
    ]);
    expect(await ledgerMatches(app, renter.user.id)).toBe(true);
  });

  it('leaves a paid period as it was, and quotes the new price for the next order', async () => {
    const { host, setPrice, charges, money, at, renter } = await setup('daily');
    const periodBefore = await app.deps.db
      .select()
      .from(instancePeriods)
      .where(eq(instancePeriods.instanceId, renter.instanceId));
    const balance = await money();

    at(2);
    expect(await setPrice('5.00')).toMatchObject({ PricePerGpuHour: 5 });
    for (const hour of [3, 10, 20]) {
      at(hour, 1);
      await runBillingTick(app.deps);
    }
    expect(await charges()).toEqual([]);
    expect(await money()).toBe(balance);
    expect(
      await app.deps.db
        .select()
        .from(instancePeriods)
        .where(eq(instancePeriods.instanceId, renter.instanceId)),
    ).toEqual(periodBefore);

    const renewal = await app.call(instancesEndpoints.renewKvmQuote, {
      session: renter.token,
      instance_id: renter.instanceId,
      mode: 'hourly',
      count: 1,
    });
    expect(renewal.body.data).toMatchObject({ Hours: 1, ListPrice: 5 });
    expect(await kit.storeOffer(host.id)).toMatchObject({ PricePerGpuHour: 5 });
    const [audit] = await kit.auditOf('host', host.id);
    expect(audit).toMatchObject({ Before: { PricePerGpuHour: 1.98 }, After: { PricePerGpuHour: 5 } });
  });
});
