import { instancesEndpoints, templatesEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { instanceLaunches, templates } from '../../db/schema/templates/templates.table';
import { containerName } from '../../providers/compute/docker/docker-create-options';
import { buildUser, loginAs } from '../../testing/builders';
import { type DockerTestApp, localEngine as engine, startDockerApp } from '../../testing/docker-app';
import { eventually, execIn, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, newContainerHost } from '../../testing/fleet';
import type { TestApp } from '../../testing/test-app';

/**
 * Renting from a template on the real engine (issue 42): the container runs the template's start
 * command with its variables, the secret one unsealed into the container only, and the files the
 * command writes are read back from inside it.
 */
let docker: DockerTestApp;
let app: TestApp;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

const SECRET = 'tok_9f2c-only-in-the-container';
const COMMAND = 'echo "$GREETING" > /root/greeting.txt; echo "$API_TOKEN" > /root/token.txt';

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

async function keyOf(id: number): Promise<string> {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  if (!row) throw new Error(`no instance ${id}`);
  return row.name;
}

describe('renting from a template on the Docker engine', () => {
  it('runs the start command with the variables, secret included, in the container', async () => {
    const host = await newContainerHost(fleet, docker.hostNames);
    const user = await buildUser(app, { balanceFen: 10_000 });
    const { token } = await loginAs(app, user);
    const saved = await app.call(templatesEndpoints.save, {
      session: token,
      name: 'greeting',
      image_id: fleet.imageId,
      command: COMMAND,
      env: [
        { name: 'GREETING', value: 'hello', secret: false },
        { name: 'API_TOKEN', value: SECRET, secret: true },
      ],
      ports: [],
      disk_gb: 1,
    });
    expect(saved.body.status, saved.body.reason).toBe(0);
    const templateId = saved.body.data.TemplateId;

    const rented = await app.call(instancesEndpoints.create, {
      session: token,
      host_id: host.id,
      image_id: fleet.imageId,
      gpu_count: 1,
      mode: 'post_paid',
      count: 1,
      template_id: templateId,
    });
    expect(rented.body.status, rented.body.reason).toBe(0);
    const id = rented.body.data.InstanceId;
    await eventually(async () => ((await status(id)) === 'running' ? true : undefined), 60_000);

    const name = containerName(await keyOf(id));
    const read = (file: string) => execIn(engine, name, ['cat', file]);
    // The command runs beside SSH once the container is up: wait for its files.
    const greeting = await eventually(async () => {
      const answer = await read('/root/greeting.txt');
      return answer.exitCode === 0 ? answer.output : undefined;
    }, 30_000);
    expect(greeting).toBe('hello');
    expect(
      await eventually(async () => {
        const answer = await read('/root/token.txt');
        return answer.exitCode === 0 ? answer.output : undefined;
      }, 10_000),
    ).toBe(SECRET);

    // The secret lives sealed in our rows: never in the template's or the launch's plain text.
    const [row] = await app.deps.db.select().from(templates).where(eq(templates.id, templateId));
    expect(JSON.stringify(row)).not.toContain(SECRET);
    const [launch] = await app.deps.db
      .select()
      .from(instanceLaunches)
      .where(eq(instanceLaunches.instanceId, id));
    expect(launch).toBeDefined();
    expect(JSON.stringify(launch)).not.toContain(SECRET);
  }, 120_000);
});
