import type { InstanceMetrics } from '@gpucloud/contracts';
import { instancesEndpoints, monitoringEndpoints, opsMonitoringEndpoints } from '@gpucloud/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMs, DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/clock';
import { instanceMetrics } from '../../db/schema/monitoring/instance-metrics.table';
import type { SimulatedCompute } from '../../providers/compute/simulated/simulated-provider';
import { createKey, signedCall, subAccountSession } from '../../testing/access-keys';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { buildFleet } from '../../testing/fleet';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertPoints, type MetricRow } from './points.repository';
import { rollUpAndPrune } from './rollup.service';
import { minuteOf, sampleRunningInstances } from './sampling.service';

let app: TestApp;
let compute: SimulatedCompute;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  app = await createTestApp();
  compute = app.deps.compute as SimulatedCompute;
  fleet = await buildFleet(app);
});
afterAll(async () => {
  await app.close();
});

/** A customer with a running pay-as-you-go instance on a host of its own. */
async function setup() {
  const user = await buildUser(app, { balanceFen: 100_000 });
  const { token } = await loginAs(app, user);
  const host = await fleet.newHost();
  const created = await app.call(instancesEndpoints.create, {
    session: token,
    host_id: host.id,
    gpu_count: 1,
    image_id: fleet.imageId,
    mode: 'hourly',
    count: 1,
  });
  expect(created.body.status, created.body.reason).toBe(0);
  await compute.idle();
  return { user, token, instanceId: created.body.data.InstanceId };
}

/** A minute (or hour) point with the figures given, the rest plausible. */
function point(instanceId: number, at: Date, fields: Partial<MetricRow> = {}): MetricRow {
  return {
    instanceId,
    resolution: 'minute',
    at,
    samples: 1,
    cpuAvg: 10,
    cpuMin: 10,
    cpuMax: 10,
    memoryUsedAvg: 1_000,
    memoryUsedMax: 1_000,
    memoryLimit: 8_000,
    diskUsed: 100,
    diskSize: 1_000,
    networkIn: 10,
    networkOut: 5,
    gpus: null,
    simulated: false,
    ...fields,
  };
}

const series = (token: string, instanceId: number, range: '1h' | '24h' | '7d') =>
  app.call(monitoringEndpoints.series, { session: token, instance_id: instanceId, range });

const pointsOf = (instanceId: number, resolution: 'minute' | 'hour') =>
  app.deps.db
    .select()
    .from(instanceMetrics)
    .where(and(eq(instanceMetrics.instanceId, instanceId), eq(instanceMetrics.resolution, resolution)))
    .orderBy(instanceMetrics.at);

describe('monitoring', () => {
  it('samples every running instance once a minute: a second sample of the same minute is dropped', async () => {
    const { token, instanceId } = await setup();
    const first = await sampleRunningInstances(app.deps);
    expect(first.written).toBeGreaterThanOrEqual(1);
    const again = await sampleRunningInstances(app.deps);
    expect(again.written).toBe(0);
    // Another process sampling the same minute: the table keeps the first.
    const written = await insertPoints(app.deps.db, [
      point(instanceId, minuteOf(app.clock.now()), { cpuAvg: 99 }),
    ]);
    expect(written).toBe(0);

    const reply = await series(token, instanceId, '1h');
    expect(reply.body.status, reply.body.reason).toBe(0);
    const data: InstanceMetrics = reply.body.data;
    expect(data).toMatchObject({ Range: '1h', Resolution: 'minute', SampleSeconds: 60 });
    expect(data.Instance).toMatchObject({ InstanceId: instanceId, GpuCount: 1, Simulated: true });
    expect(data.Points).toHaveLength(1);
    const [only] = data.Points;
    expect(only?.At).toBe(minuteOf(app.clock.now()).toISOString());
    expect(only?.Simulated).toBe(true);
    expect(only?.CpuAvg).not.toBe(99);
    // The simulated host has GPUs: one per GPU rented.
    expect(only?.Gpus).toHaveLength(1);
    expect(only?.MemoryLimit).toBeGreaterThan(0);
    // The first sample of a process has no previous counter: no traffic is claimed for it.
    expect(only?.NetworkIn).toBe(0);

    app.clock.advance(MINUTE_MS);
    await sampleRunningInstances(app.deps);
    const later = await series(token, instanceId, '1h');
    expect(later.body.data.Points).toHaveLength(2);
    expect(later.body.data.Points[1]?.NetworkIn).toBeGreaterThanOrEqual(0);
  });

  it('answers 1h and 24h from minute points and 7d from hour points', async () => {
    const { token, instanceId } = await setup();
    const now = app.clock.now();
    await insertPoints(app.deps.db, [
      point(instanceId, minuteOf(addMs(now, -30 * MINUTE_MS)), { cpuAvg: 30 }),
      point(instanceId, minuteOf(addMs(now, -5 * HOUR_MS)), { cpuAvg: 50 }),
      point(instanceId, minuteOf(addMs(now, -3 * DAY_MS)), { resolution: 'hour', samples: 60, cpuAvg: 70 }),
    ]);
    const cpu = async (range: '1h' | '24h' | '7d') =>
      (await series(token, instanceId, range)).body.data.Points.map((p) => p.CpuAvg);
    expect(await cpu('1h')).toEqual([30]);
    expect(await cpu('24h')).toEqual([50, 30]);
    expect(await cpu('7d')).toEqual([70]);
    const week = await series(token, instanceId, '7d');
    expect(week.body.data.Resolution).toBe('hour');
  });

  it('rolls finished hours up keeping min, weighted average and max, once', async () => {
    const { token, instanceId } = await setup();
    const now = app.clock.now();
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 2 * HOUR_MS);
    const gpu = (util: number, temperature: number) => [
      {
        index: 0,
        utilAvg: util,
        utilMin: util,
        utilMax: util,
        memoryUsedMiB: util * 10,
        memoryTotalMiB: 24_576,
        temperatureC: temperature,
      },
    ];
    await insertPoints(app.deps.db, [
      point(instanceId, addMs(hour, MINUTE_MS), {
        cpuAvg: 10,
        cpuMin: 10,
        cpuMax: 10,
        gpus: gpu(20, 50),
        networkIn: 100,
      }),
      point(instanceId, addMs(hour, 30 * MINUTE_MS), {
        cpuAvg: 20,
        cpuMin: 5,
        cpuMax: 40,
        memoryUsedAvg: 3_000,
        memoryUsedMax: 4_000,
        gpus: gpu(40, 70),
        networkIn: 200,
      }),
      point(instanceId, addMs(hour, 59 * MINUTE_MS), {
        cpuAvg: 90,
        cpuMin: 80,
        cpuMax: 95,
        gpus: gpu(90, 60),
        diskUsed: 300,
        networkIn: 300,
      }),
    ]);
    const rolled = await rollUpAndPrune(app.deps);
    expect(rolled.hourPoints).toBeGreaterThanOrEqual(1);
    const [hourPoint, ...others] = await pointsOf(instanceId, 'hour');
    expect(others).toHaveLength(0);
    expect(hourPoint).toMatchObject({
      at: hour,
      samples: 3,
      cpuMin: 5,
      cpuMax: 95,
      memoryUsedAvg: Math.round((1_000 + 3_000 + 1_000) / 3),
      memoryUsedMax: 4_000,
      diskUsed: 300,
      networkIn: 600,
    });
    expect(hourPoint?.cpuAvg).toBeCloseTo(40, 5);
    expect(hourPoint?.gpus).toEqual([
      {
        index: 0,
        utilAvg: 50,
        utilMin: 20,
        utilMax: 90,
        memoryUsedMiB: 500,
        memoryTotalMiB: 24_576,
        temperatureC: 70,
      },
    ]);
    // Idempotent: a second run (another process's) writes no second hour point.
    const again = await rollUpAndPrune(app.deps);
    expect(again.hourPoints).toBe(0);
    expect(await pointsOf(instanceId, 'hour')).toHaveLength(1);
    const week = await series(token, instanceId, '7d');
    expect(week.body.data.Points.map((p) => [p.At, p.CpuMin, p.CpuMax])).toEqual([
      [hour.toISOString(), 5, 95],
    ]);
  });

  it('deletes only minute points older than 24 hours and hour points older than 30 days', async () => {
    const { instanceId } = await setup();
    const now = app.clock.now();
    const minuteOld = minuteOf(addMs(now, -25 * HOUR_MS));
    const minuteKept = minuteOf(addMs(now, -23 * HOUR_MS));
    const hourOld = minuteOf(addMs(now, -31 * DAY_MS));
    const hourKept = minuteOf(addMs(now, -29 * DAY_MS));
    await insertPoints(app.deps.db, [
      point(instanceId, minuteOld),
      point(instanceId, minuteKept),
      point(instanceId, hourOld, { resolution: 'hour' }),
      point(instanceId, hourKept, { resolution: 'hour' }),
    ]);
    const pruned = await rollUpAndPrune(app.deps);
    expect(pruned.minutePointsDeleted).toBeGreaterThanOrEqual(1);
    expect(pruned.hourPointsDeleted).toBeGreaterThanOrEqual(1);
    expect((await pointsOf(instanceId, 'minute')).map((p) => p.at)).toEqual([minuteKept]);
    expect((await pointsOf(instanceId, 'hour')).map((p) => p.at)).toEqual([hourKept]);
  });

  it('refuses another customer and a sibling sub-account; the latest figures leave others’ instances out', async () => {
    const { user, token, instanceId } = await setup();
    const other = await setup();
    const theirs = await series(other.token, instanceId, '1h');
    expect(theirs.body.status).not.toBe(0);
    expect(theirs.body.reason).toBe('instance not found');
    const sub = await subAccountSession(app, user.id);
    const bySub = await series(sub.session, instanceId, '24h');
    expect(bySub.body.reason).toBe('instance not found');

    await insertPoints(app.deps.db, [
      point(instanceId, minuteOf(app.clock.now()), {
        cpuAvg: 42,
        gpus: [
          {
            index: 0,
            utilAvg: 80,
            utilMin: 80,
            utilMax: 80,
            memoryUsedMiB: 1,
            memoryTotalMiB: 2,
            temperatureC: 50,
          },
          {
            index: 1,
            utilAvg: 60,
            utilMin: 60,
            utilMax: 60,
            memoryUsedMiB: 1,
            memoryTotalMiB: 2,
            temperatureC: 50,
          },
        ],
      }),
      point(other.instanceId, minuteOf(app.clock.now()), { cpuAvg: 7 }),
    ]);
    const latest = await app.call(monitoringEndpoints.latest, {
      session: token,
      instance_ids: [instanceId, other.instanceId],
    });
    expect(latest.body.status, latest.body.reason).toBe(0);
    expect(latest.body.data.list).toEqual([
      expect.objectContaining({ InstanceId: instanceId, CpuPercent: 42, GpuUtilPercent: 70 }),
    ]);
    const theirLatest = await app.call(monitoringEndpoints.latest, {
      session: other.token,
      instance_ids: [other.instanceId],
    });
    expect(theirLatest.body.data.list).toEqual([
      expect.objectContaining({ InstanceId: other.instanceId, CpuPercent: 7, GpuUtilPercent: null }),
    ]);
  });

  it('is readable through the open API with a signed key, and by support staff', async () => {
    const { token, instanceId } = await setup();
    const other = await setup();
    await insertPoints(app.deps.db, [point(instanceId, minuteOf(app.clock.now()), { cpuAvg: 12 })]);
    const key = await createKey(app, token);
    const signed = await signedCall<InstanceMetrics>(
      app,
      key,
      'GET',
      `/openapi/v1/instances/${instanceId}/metrics?range=1h`,
    );
    expect(signed.body.status, signed.body.reason).toBe(0);
    expect(signed.body.data.Points.map((p) => p.CpuAvg)).toEqual([12]);
    const otherKey = await createKey(app, other.token);
    const refused = await signedCall(
      app,
      otherKey,
      'GET',
      `/openapi/v1/instances/${instanceId}/metrics?range=1h`,
    );
    expect(refused.body.reason).toBe('instance not found');
    const badRange = await signedCall(
      app,
      key,
      'GET',
      `/openapi/v1/instances/${instanceId}/metrics?range=2h`,
    );
    expect(badRange.body.status).toBe(100022);

    const staff = await staffToken(app, await createStaff(app, 'support'));
    const seen = await app.call(opsMonitoringEndpoints.series, {
      session: staff,
      instance_id: instanceId,
      range: '1h',
    });
    expect(seen.body.status, seen.body.reason).toBe(0);
    expect(seen.body.data.Points.map((p) => p.CpuAvg)).toEqual([12]);
  });
});
