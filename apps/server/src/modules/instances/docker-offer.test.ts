import { instancesEndpoints, opsUsersEndpoints, storeEndpoints } from '@gpucloud/contracts';
import { machineFailureDetail } from '@gpucloud/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/images/images.table';
import { instances } from '../../db/schema/instances/instances.table';
import { buildUser, createStaff, loginAs, staffToken } from '../../testing/builders';
import { type DockerTestApp, localEngine as engine, startDockerApp } from '../../testing/docker-app';
import { eventually, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, newContainerHost } from '../../testing/fleet';
import type { TestApp } from '../../testing/test-app';
import { applyMachineReport } from './lifecycle.service';

/**
 * Issue 38 on the real engine with COMPUTE_PROVIDER=docker: a container host sold with more cores and
 * memory than the engine has rents and runs, saying what it really has; only the images the engine
 * has are offered, each with the engine image it runs; a refusal reads as a code for the owner and
 * in the engine's words for staff.
 */
const tag = `${process.pid}-${Date.now().toString(36)}`;
const names = { base: `offer-debian-${tag}`, framework: `offer-pytorch-${tag}`, unmapped: `offer-tf-${tag}` };
let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
let engineCpus = 0;

beforeAll(async () => {
  docker = await startDockerApp({
    DOCKER_IMAGES: `${names.base}=${TEST_IMAGE},${names.framework}=gpucloud/absent-pytorch:404`,
  });
  app = docker.app;
  engineCpus = ((await engine.info()) as { NCPU: number }).NCPU;
  fleet = await buildFleet(app);
}, 60_000);

afterAll(() => docker?.close(), 60_000);

async function imageIds() {
  const rows = await app.deps.db
    .insert(images)
    .values(
      Object.values(names).map((name) => ({
        name,
        label: name,
        system: 'linux' as const,
        shortDisplayName: name,
      })),
    )
    .returning();
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

describe('renting on a Docker engine smaller than the host sold', () => {
  it('offers only the images the engine has, runs the host at what the engine has, and says so', async () => {
    const ids = await imageIds();
    const host = await newContainerHost(fleet, docker.hostNames, {
      cpuCoresPerGpu: engineCpus + 10,
      memoryGbPerGpu: 2,
    });
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);

    const specs = await app.call(storeEndpoints.instanceSpecifications, { session: token, host_id: host.id });
    expect(specs.body.status, specs.body.reason).toBe(0);
    const offered = specs.body.data.Images.filter((image) => image.Name.endsWith(tag));
    expect(offered).toEqual([expect.objectContaining({ Name: names.base, RunsAs: TEST_IMAGE })]);

    const rent = (imageId: number | undefined) =>
      app.post<{ InstanceId: number }>('/instance/create', {
        session: token,
        host_id: host.id,
        image_id: imageId,
        gpu_count: 1,
        mode: 'post_paid',
        count: 1,
      });
    for (const name of [names.framework, names.unmapped]) {
      const refused = await rent(ids[name]);
      expect(refused.body.status).not.toBe(0);
      expect(refused.body.reason).toContain('does not run this image');
    }

    const rented = await rent(ids[names.base]);
    expect(rented.body.status, rented.body.reason).toBe(0);
    const id = rented.body.data.InstanceId;
    const running = await eventually(async () => {
      const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
      return row?.status === 'running' ? row : undefined;
    }, 30_000);
    expect(running.statusDetail).toMatch(
      new RegExp(`^engine_limits cpu=${engineCpus}/${engineCpus + 10} memory=2/2$`),
    );
  }, 120_000);

  it('shows the owner a refusal as a code, and staff the engine words', async () => {
    const host = await newContainerHost(fleet, docker.hostNames);
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const ids = await app.deps.db.select().from(images).where(eq(images.name, names.base));
    const rented = await app.post<{ InstanceId: number }>('/instance/create', {
      session: token,
      host_id: host.id,
      image_id: ids[0]?.id,
      gpu_count: 1,
      mode: 'post_paid',
      count: 1,
    });
    expect(rented.body.status, rented.body.reason).toBe(0);
    const id = rented.body.data.InstanceId;
    // What the docker provider reports when the engine refuses a create (docker-limits.test.ts).
    const engineWords =
      'created: (HTTP code 400) Range of CPUs is from 0.01 to 2.00, as there are only 2 CPUs available';
    await applyMachineReport(app.deps, id, 'failed', machineFailureDetail('resources_refused', engineWords));

    const logs = await app.call(instancesEndpoints.logs, {
      session: token,
      instance_id: id,
      page: 1,
      page_size: 20,
    });
    expect(logs.body.status, logs.body.reason).toBe(0);
    const failed = logs.body.data.data.find((entry) => entry.Event === 'create_failed');
    expect(failed?.Detail).toBe('resources_refused');
    expect(JSON.stringify(logs.body.data)).not.toContain('Range of CPUs');

    const listed = await app.call(instancesEndpoints.list, {
      session: token,
      page: 1,
      page_size: 20,
    });
    expect(listed.body.data.data.find((row) => row.InstanceId === id)?.StatusDetail).toBe(
      'resources_refused',
    );

    const support = await staffToken(app, await createStaff(app, 'support'));
    const staffView = await app.call(opsUsersEndpoints.instances, { session: support, user_id: user.id });
    expect(staffView.body.status, staffView.body.reason).toBe(0);
    expect(staffView.body.data.data.find((row) => row.InstanceId === id)?.StatusDetail).toBe(
      `resources_refused: ${engineWords}`,
    );
  }, 120_000);
});
