import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { hosts } from '../../db/schema/store/store.table';
import { DATA_MOUNT, dataVolumeName } from '../../providers/compute/docker/docker-create-options';

const GIB = 1024 ** 3;

import { type DockerTestApp, localEngine as engine, startDockerApp } from '../../testing/docker-app';
import { eventually, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, rentSmallContainer } from '../../testing/fleet';
import type { TestApp } from '../../testing/test-app';

/**
 * No-GPU mode (issue 42) on the real engine: a start without GPUs makes the container again with
 * no GPU device requests and the small share (1 vCPU, 2 GiB) on the same data volume; a start with
 * GPUs makes it again with the rented shape. The local engine has no GPUs, so the container's
 * HostConfig is what is checked.
 */
let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  docker = await startDockerApp({ DOCKER_DEFAULT_IMAGE: TEST_IMAGE });
  app = docker.app;
  fleet = await buildFleet(app);
}, 60_000);

afterAll(async () => {
  await docker?.close();
}, 60_000);

async function status(id: number): Promise<string> {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  return row?.status ?? 'missing';
}

function reaches(id: number, wanted: string): Promise<string> {
  return eventually(async () => ((await status(id)) === wanted ? wanted : undefined), 60_000);
}

async function containerOf(id: number) {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  const [summary] = await engine.listContainers({
    all: true,
    filters: { label: [`gpucloud.key=${row?.name}`] },
  });
  if (!summary || !row) throw new Error('no container');
  return { key: row.name, info: await engine.getContainer(summary.Id).inspect() };
}

/** The cores a container may use: its cpuset's count, else its CFS quota. */
function coresOf(hostConfig: { CpusetCpus?: string; NanoCpus?: number }): number {
  if (hostConfig.CpusetCpus) return hostConfig.CpusetCpus.split(',').length;
  return (hostConfig.NanoCpus ?? 0) / 1e9;
}

describe('no-GPU mode on the Docker engine', () => {
  it('recreates the container without GPU requests and with the small share on the same volume, and back', async () => {
    const { token, id, host } = await rentSmallContainer(app, fleet, docker.hostNames, {
      cpuCoresPerGpu: 2,
      memoryGbPerGpu: 3,
    });
    await app.deps.db.update(hosts).set({ noGpuPricePerHour: 40 }).where(eq(hosts.id, host.id));
    await reaches(id, 'running');
    const rented = await containerOf(id);

    expect((await app.post('/instance/stop', { session: token, instance_id: id })).body.status).toBe(0);
    await reaches(id, 'stopped');
    const start = await app.post('/restart_kvm_from_shutdown', {
      session: token,
      instance_id: id,
      gpu_mode: 'none',
    });
    expect(start.body.status, start.body.reason).toBe(0);
    await reaches(id, 'running');
    const small = await containerOf(id);
    expect(small.info.Id).not.toBe(rented.info.Id);
    expect(small.info.HostConfig.DeviceRequests ?? []).toEqual([]);
    const engineGib = Math.floor((await engine.info()).MemTotal / GIB);
    expect(small.info.HostConfig.Memory).toBe(Math.min(2, engineGib) * GIB);
    expect(coresOf(small.info.HostConfig)).toBe(1);
    const volumeOf = (info: typeof small.info) => {
      const mount = info.Mounts.find((each) => each.Destination === DATA_MOUNT);
      return mount?.Name ?? mount?.Source;
    };
    expect(volumeOf(small.info)).toContain(dataVolumeName(small.key));
    expect(volumeOf(small.info)).toBe(volumeOf(rented.info));

    expect((await app.post('/instance/stop', { session: token, instance_id: id })).body.status).toBe(0);
    await reaches(id, 'stopped');
    const back = await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: id });
    expect(back.body.status, back.body.reason).toBe(0);
    await reaches(id, 'running');
    const full = await containerOf(id);
    expect(full.info.HostConfig.Memory).toBe(rented.info.HostConfig.Memory);
    expect(coresOf(full.info.HostConfig)).toBe(coresOf(rented.info.HostConfig));
    expect(volumeOf(full.info)).toBe(volumeOf(rented.info));
  }, 180_000);
});
