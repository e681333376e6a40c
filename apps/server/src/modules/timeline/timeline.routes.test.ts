import { autoStopEndpoints, instancesEndpoints, runwayEndpoints } from '@gpucloud/contracts';
import { chinaTimeText } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../../core/clock';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { newRenter, openSimulatedFleet } from '../../testing/fleet';

const { app, fleet } = await openSimulatedFleet();

const setup = () => newRenter(app, fleet);

describe('instance timeline', () => {
  it('shows the next hourly charge and a scheduled stop of a running instance, soonest first', async () => {
    const { token, id } = await setup();
    const created = app.clock.now().getTime();
    app.clock.advance(10 * 60_000);
    const stopAt = new Date(created + 3 * HOUR_MS);
    await app.call(autoStopEndpoints.set, {
      session: token,
      instance_id: id,
      stop_at: chinaTimeText(stopAt),
    });
    const reply = await app.call(runwayEndpoints.timeline, { session: token, instance_id: id });
    expect(reply.body.status, reply.body.reason).toBe(0);
    const events = reply.body.data.Events;
    expect(events.map((event) => event.Kind)).toEqual(['next_charge', 'scheduled_stop']);
    expect(events[0]).toMatchObject({ Amount: 1.98 });
    expect(new Date(events[0]?.At ?? '').getTime()).toBeGreaterThan(app.clock.now().getTime());
    expect(new Date(events[0]?.At ?? '').getTime()).toBeLessThanOrEqual(app.clock.now().getTime() + HOUR_MS);
    expect(events[1]).toEqual({
      Kind: 'scheduled_stop',
      At: new Date(Math.floor(stopAt.getTime() / 60_000) * 60_000).toISOString(),
      Amount: null,
    });
  });

  it('shows when a stopped instance’s disk is released, and no charge', async () => {
    const { token, id } = await setup();
    const stop = await app.call(instancesEndpoints.stop, { session: token, instance_id: id });
    expect(stop.body.status, stop.body.reason).toBe(0);
    await (app.deps.compute as SimulatedCompute).idle();
    const reply = await app.call(runwayEndpoints.timeline, { session: token, instance_id: id });
    const events = reply.body.data.Events;
    expect(events.map((event) => event.Kind)).toEqual(['disk_release']);
    const retention = app.deps.config.compute.diskRetentionDays;
    expect(new Date(events[0]?.At ?? '').getTime()).toBeGreaterThan(
      app.clock.now().getTime() + (retention - 1) * DAY_MS,
    );
  });

  it('never shows another account’s instance', async () => {
    const { id } = await setup();
    const stranger = await buildUser(app);
    const { token } = await loginAs(app, stranger);
    const reply = await app.call(runwayEndpoints.timeline, { session: token, instance_id: id });
    expect(reply.body.status).not.toBe(0);
    expect(reply.body.reason).toBe('instance not found');
  });
});
