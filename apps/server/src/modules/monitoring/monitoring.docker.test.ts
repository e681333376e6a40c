import { monitoringEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { parseDockerRef } from '../../providers/compute/docker/docker-hosts';
import { type DockerTestApp, localEngine, startDockerApp } from '../../testing/docker-app';
import { eventually, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, rentSmallContainer } from '../../testing/fleet';
import type { TestApp } from '../../testing/test-app';
import { sampleRunningInstances } from './sampling.service';

/**
 * Monitoring on the real engine (issue 42): a container of one core and 1 GB with a busy loop in it
 * shows its CPU over half busy in the engine's stats, its memory limit the rented 1 GB, its data disk
 * read by `df`, and no GPU data (the host is not a GPU host); the sampler stores it as a minute point
 * the owner reads back.
 */
let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  docker = await startDockerApp({ DOCKER_DEFAULT_IMAGE: TEST_IMAGE }, { realClock: true });
  app = docker.app;
  fleet = await buildFleet(app);
}, 60_000);

afterAll(async () => {
  await docker?.close();
}, 60_000);

describe('monitoring on docker', () => {
  it('samples a busy container: CPU over 50 %, the rented memory as its limit, no GPU data', async () => {
    const rented = await rentSmallContainer(app, fleet, docker.hostNames);
    const ref = await eventually(async () => {
      const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, rented.id));
      return row?.status === 'running' ? (row.providerRef ?? undefined) : undefined;
    }, 60_000);
    const container = localEngine.getContainer(parseDockerRef(ref).container);
    const burn = await container.exec({ Cmd: ['/bin/sh', '-c', 'while :; do :; done'] });
    await burn.start({ Detach: true });

    const sample = await eventually(async () => {
      const figures = (await app.deps.compute.sample([ref])).get(ref);
      return figures && figures.cpuPercent > 50 ? figures : undefined;
    }, 30_000);
    expect(sample.simulated).toBe(false);
    expect(sample.memoryLimit).toBe(1024 ** 3);
    expect(sample.memoryUsed).toBeGreaterThan(0);
    expect(sample.memoryUsed).toBeLessThan(sample.memoryLimit);
    expect(sample.diskSize).toBeGreaterThan(0);
    expect(sample.gpus).toBeNull();

    // A machine that is not ours (or gone) is no sample, never an error for the others.
    const samples = await app.deps.compute.sample([ref, `${ref}-gone`]);
    expect(samples.get(`${ref}-gone`)).toBeNull();

    await sampleRunningInstances(app.deps);
    const reply = await app.call(monitoringEndpoints.series, {
      session: rented.token,
      instance_id: rented.id,
      range: '1h',
    });
    expect(reply.body.status, reply.body.reason).toBe(0);
    expect(reply.body.data.Instance.Simulated).toBe(false);
    const [point] = reply.body.data.Points;
    expect(point?.CpuAvg).toBeGreaterThan(50);
    expect(point).toMatchObject({ MemoryLimit: 1024 ** 3, Gpus: null, Simulated: false });
  }, 120_000);
});
