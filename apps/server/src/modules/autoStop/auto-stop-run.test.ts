import { autoStopEndpoints } from '@gpucloud/contracts';
import { chinaTimeText } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../core/clock';
import { autoStopRules } from '../../db/schema/autoStop/auto-stop-rules.table';
import { instanceCharges, instanceEvents, instances } from '../../db/schema/instances/instances.table';
import { type GpuPoint, instanceMetrics } from '../../db/schema/monitoring/instance-metrics.table';
import { runBillingTick } from '../../jobs/billing-tick.job';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { buildUser, loginAs } from '../../testing/builders';
import { openSimulatedFleet, rentOneGpu } from '../../testing/fleet';
import { inboxItemsOf } from '../../testing/inbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedText } from '../notifications';
import { runAutoStop } from './auto-stop-run.service';

const { app, compute, fleet } = await openSimulatedFleet();

async function setup() {
  // Each test watches its own instance: the rules of earlier tests' instances are gone.
  await app.deps.db.delete(autoStopRules);
  const host = await fleet.newHost();
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  const id = await rentOneGpu(app, fleet, token, host.id);
  return { user, token, id };
}

async function instance(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error(`no instance ${id}`);
  return row;
}

const told = (userId: number, template: string) => inboxItemsOf(app, userId, template);

/** The instance's history as an English reader reads it. */
async function history(id: number) {
  const rows = await app.deps.db.select().from(instanceEvents).where(eq(instanceEvents.instanceId, id));
  return rows.map((row) => ({
    event: row.event,
    detail: storedText('en-US', row.detailCode, row.detailParams, row.detail),
  }));
}

async function charges(id: number) {
  return app.deps.db.select().from(instanceCharges).where(eq(instanceCharges.instanceId, id));
}

/** The minute point of the minute that just ended, as the monitoring sampler writes it. */
async function minutePoint(id: number, figures: { gpuMax?: number | null; cpuMax?: number }) {
  const at = new Date(app.clock.now().getTime() - MINUTE_MS);
  const gpuMax = figures.gpuMax === undefined ? 1 : figures.gpuMax;
  const gpus: GpuPoint[] | null =
    gpuMax === null
      ? null
      : [
          {
            index: 0,
            utilAvg: gpuMax / 2,
            utilMin: 0,
            utilMax: gpuMax,
            memoryUsedMiB: 100,
            memoryTotalMiB: 24_576,
            temperatureC: 40,
          },
        ];
  const cpu = figures.cpuMax ?? 80;
  await app.deps.db.insert(instanceMetrics).values({
    instanceId: id,
    resolution: 'minute',
    at,
    samples: 6,
    cpuAvg: cpu / 2,
    cpuMin: 0,
    cpuMax: cpu,
    memoryUsedAvg: 1,
    memoryUsedMax: 1,
    memoryLimit: 2,
    diskUsed: 1,
    diskSize: 2,
    networkIn: 0,
    networkOut: 0,
    gpus,
  });
}

/** A minute passes: its point is written, then the job runs. */
async function minute(id: number, figures: { gpuMax?: number | null; cpuMax?: number } = {}) {
  app.clock.advance(MINUTE_MS);
  await minutePoint(id, figures);
  const outcome = await runAutoStop(app.deps);
  await compute.idle();
  return outcome;
}

describe('stop at a time', () => {
  it('fires once with three server processes on one database, stops billing and tells the owner', async () => {
    const { user, token, id } = await setup();
    const stopAt = chinaTimeText(new Date(app.clock.now().getTime() + 2 * HOUR_MS));
    const set = await app.call(autoStopEndpoints.set, { session: token, instance_id: id, stop_at: stopAt });
    expect(set.body.status, set.body.reason).toBe(0);
    const others: TestApp[] = [
      await createTestApp({ sharingDatabaseOf: app }),
      await createTestApp({ sharingDatabaseOf: app }),
    ];
    try {
      app.clock.advance(HOUR_MS + MINUTE_MS);
      await runBillingTick(app.deps);
      const charged = (await charges(id)).length;
      expect(charged).toBeGreaterThan(0);
      // Before the time nothing fires.
      expect((await runAutoStop(app.deps)).timeStops).toBe(0);

      app.clock.advance(HOUR_MS);
      for (const other of others)
        other.clock.advance(app.clock.now().getTime() - other.clock.now().getTime());
      const outcomes = await Promise.all([app, ...others].map((each) => runAutoStop(each.deps)));
      expect(outcomes.reduce((sum, outcome) => sum + outcome.timeStops, 0)).toBe(1);
      expect(await runAutoStop(app.deps)).toMatchObject({ timeStops: 0 });
      await Promise.all([app, ...others].map((each) => (each.deps.compute as SimulatedCompute).idle()));

      expect((await instance(id)).status).toBe('stopped');
      const reason = `Auto-stop at ${stopAt} China time`;
      expect((await history(id)).filter((row) => row.event === 'auto_stopped')).toEqual([
        { event: 'auto_stopped', detail: reason },
      ]);
      // The stop it asked for says no more; the status detail says an auto-stop rule stopped it.
      expect(await history(id)).toContainEqual({ event: 'stopped', detail: '' });
      expect((await instance(id)).statusDetail).toBe('auto_stopped');
      const [notice, ...more] = await told(user.id, 'instance.auto_stopped_time');
      expect(more).toHaveLength(0);
      expect(notice).toMatchObject({ kind: 'notification', link: `/console/dashboard?autoStop=${id}` });
      const list = await app.post<{ data: Array<{ Title: string; Original: string }> }>(
        '/notifications/get_list',
        {
          session: token,
          page: 1,
          page_size: 10,
          status: -1,
        },
      );
      expect(list.body.data.data.map((item) => item.Original).join('\n')).toContain(
        `at ${stopAt} China time`,
      );
      const rule = await app.call(autoStopEndpoints.get, { session: token, instance_id: id });
      expect(rule.body.data.StopAt).toBeNull();

      // Billing stopped as for a manual stop: the minutes since the tick charged at the stop (issue
      // 44), and hours later the tick charges nothing more.
      const settled = await charges(id);
      expect(settled).toHaveLength(charged + 1);
      app.clock.advance(3 * HOUR_MS);
      await runBillingTick(app.deps);
      expect(await charges(id)).toHaveLength(settled.length);
    } finally {
      for (const other of others) await other.close();
    }
  }, 60_000);

  it('consumes a time rule of an instance already stopped without stopping or telling anything', async () => {
    const { user, token, id } = await setup();
    const stopAt = chinaTimeText(new Date(app.clock.now().getTime() + HOUR_MS));
    await app.call(autoStopEndpoints.set, { session: token, instance_id: id, stop_at: stopAt });
    expect((await app.post('/instance/stop', { session: token, instance_id: id })).body.status).toBe(0);
    await compute.idle();
    app.clock.advance(HOUR_MS);
    expect((await runAutoStop(app.deps)).timeStops).toBe(0);
    expect(await told(user.id, 'instance.auto_stopped_time')).toHaveLength(0);
    expect(
      (await app.call(autoStopEndpoints.get, { session: token, instance_id: id })).body.data.StopAt,
    ).toBeNull();
  });
});

describe('stop after idle minutes', () => {
  it('warns once at N-5 minutes, then stops at N with the reason', async () => {
    const { user, token, id } = await setup();
    await app.call(autoStopEndpoints.set, { session: token, instance_id: id, idle_minutes: 10 });
    const steps = [];
    for (let k = 1; k <= 10; k += 1) steps.push(await minute(id));
    expect(steps.map((step) => step.idleWarnings)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
    expect(steps.map((step) => step.idleStops)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const [warning, ...moreWarnings] = await told(user.id, 'instance.auto_stop_idle_warning');
    expect(moreWarnings).toHaveLength(0);
    expect(warning).toMatchObject({
      kind: 'notification',
      link: `/console/dashboard?autoStop=${id}`,
      params: expect.objectContaining({ minutes: 5, lead: 5, threshold: 5 }),
    });
    expect((await instance(id)).status).toBe('stopped');
    const reason = 'Auto-stop: idle for 10 minutes (utilisation under 5 %)';
    expect(await history(id)).toContainEqual({ event: 'auto_stopped', detail: reason });
    expect(await told(user.id, 'instance.auto_stopped_idle')).toHaveLength(1);
    // The rule stays for the next start; a stopped instance is not looked at.
    const rule = await app.call(autoStopEndpoints.get, { session: token, instance_id: id });
    expect(rule.body.data).toMatchObject({ IdleMinutes: 10, IdleWarnedAt: null });
    expect(await minute(id)).toMatchObject({ idleWarnings: 0, idleStops: 0 });
  }, 60_000);

  it('does not stop when a point is busy: the idle count starts again after it', async () => {
    const { user, token, id } = await setup();
    await app.call(autoStopEndpoints.set, {
      session: token,
      instance_id: id,
      idle_minutes: 10,
      idle_threshold: 10,
    });
    for (let k = 1; k <= 6; k += 1) await minute(id, { gpuMax: 9 });
    await minute(id, { gpuMax: 10 });
    for (let k = 8; k <= 11; k += 1) await minute(id, { gpuMax: 0 });
    expect((await instance(id)).status).toBe('running');
    expect(await told(user.id, 'instance.auto_stop_idle_warning')).toHaveLength(1);
    expect(await told(user.id, 'instance.auto_stopped_idle')).toHaveLength(0);
    // The new stretch is warned in its turn.
    expect(await minute(id)).toMatchObject({ idleWarnings: 1, idleStops: 0 });
  }, 60_000);

  it('keeps running from the warning: the count starts again', async () => {
    const { user, token, id } = await setup();
    await app.call(autoStopEndpoints.set, { session: token, instance_id: id, idle_minutes: 10 });
    for (let k = 1; k <= 5; k += 1) await minute(id);
    expect(await told(user.id, 'instance.auto_stop_idle_warning')).toHaveLength(1);
    expect(
      (await app.call(autoStopEndpoints.keepRunning, { session: token, instance_id: id })).body.status,
    ).toBe(0);
    for (let k = 6; k <= 9; k += 1) expect(await minute(id)).toMatchObject({ idleWarnings: 0, idleStops: 0 });
    expect(await minute(id)).toMatchObject({ idleWarnings: 1 });
    expect((await instance(id)).status).toBe('running');
  }, 60_000);

  it('reads the CPU on a machine without GPU data, and warns 1 minute ahead of a short window', async () => {
    const { user, token, id } = await setup();
    await app.call(autoStopEndpoints.set, { session: token, instance_id: id, idle_minutes: 2 });
    expect(await minute(id, { gpuMax: null, cpuMax: 50 })).toMatchObject({ idleWarnings: 0 });
    // Idle for one minute of two: the warning; a minute later, the stop.
    expect(await minute(id, { gpuMax: null, cpuMax: 3 })).toMatchObject({ idleWarnings: 1, idleStops: 0 });
    expect(await minute(id, { gpuMax: null, cpuMax: 3 })).toMatchObject({ idleStops: 1 });
    expect((await instance(id)).status).toBe('stopped');
    expect(await told(user.id, 'instance.auto_stopped_idle')).toHaveLength(1);
  }, 60_000);

  it('is never idle without minute points', async () => {
    const { token, id } = await setup();
    await app.call(autoStopEndpoints.set, { session: token, instance_id: id, idle_minutes: 2 });
    for (let k = 1; k <= 5; k += 1) {
      app.clock.advance(MINUTE_MS);
      expect(await runAutoStop(app.deps)).toMatchObject({ idleWarnings: 0, idleStops: 0 });
    }
    expect((await instance(id)).status).toBe('running');
  });
});
