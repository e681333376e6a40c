import { randomBytes } from 'node:crypto';
import { instancesEndpoints } from '@gpucloud/contracts';
import { eq } from 'drizzle-orm';
import type { Client } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { createDockerShell } from '../../providers/compute/docker/docker-shell';
import { captureLog } from '../../testing/captured-log';
import {
  type DockerTestApp,
  dockerHosts,
  localEngine as engine,
  startDockerApp,
} from '../../testing/docker-app';
import { eventually, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, rentSmallContainer } from '../../testing/fleet';
import { connect, execute } from '../../testing/ssh-gateway';
import type { TestApp } from '../../testing/test-app';
import { type SshGateway, startSshGateway } from '../ssh-gateway/ssh-gateway';
import { readableNewKey } from '../ssh-gateway/ssh-host-key';

/**
 * Issue 21 through the API, on the real engine, with COMPUTE_PROVIDER=docker: a container instance
 * rented by /instance/create runs; the SSH details /get_vnc_and_ssh answers log in through the
 * gateway, where the rented CPU and memory are what the container has; a file on the data disk
 * outlives /instance/stop and a start; after the release neither container nor volume is left.
 */
let docker: DockerTestApp;
let app: TestApp;
let gateway: SshGateway;
let fleet: Awaited<ReturnType<typeof buildFleet>>;
const clients: Client[] = [];

beforeAll(async () => {
  docker = await startDockerApp({ DOCKER_DEFAULT_IMAGE: TEST_IMAGE });
  app = docker.app;
  fleet = await buildFleet(app);
  gateway = await startSshGateway(
    {
      db: app.deps.db,
      clock: app.clock,
      log: captureLog().log,
      compute: app.deps.compute,
      shell: createDockerShell(dockerHosts),
    },
    { port: 0, host: '127.0.0.1', hostKey: readableNewKey(), maxFileBytes: 1 << 20 },
  );
}, 60_000);

afterAll(async () => {
  for (const client of clients) client.end();
  await gateway?.close();
  await docker?.close();
}, 60_000);

async function status(id: number): Promise<string> {
  const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
  return row?.status ?? 'missing';
}

function reaches(id: number, wanted: string): Promise<string> {
  return eventually(async () => ((await status(id)) === wanted ? wanted : undefined), 30_000);
}

async function sshIn(token: string, id: number): Promise<Client> {
  const access = await app.call(instancesEndpoints.access, {
    session: token,
    instance_id: id,
  });
  expect(access.body.status, access.body.reason).toBe(0);
  const client = await connect(gateway.port, access.body.data.Username, access.body.data.Password);
  clients.push(client);
  return client;
}

describe('a container instance on the Docker engine, through the API', () => {
  it('rents, runs what was rented, keeps its data disk across stop and start, and leaves nothing when released', async () => {
    const { token, id } = await rentSmallContainer(app, fleet, docker.hostNames);
    await reaches(id, 'running');
    const [row] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
    const labelled = { label: [`gpucloud.key=${row?.name}`] };
    expect(await engine.listContainers({ filters: labelled })).toHaveLength(1);

    const shell = await sshIn(token, id);
    expect(await execute(shell, 'nproc')).toMatchObject({ stdout: '1\n', code: 0 });
    expect(await execute(shell, 'cat /sys/fs/cgroup/memory/memory.limit_in_bytes')).toMatchObject({
      stdout: `${1024 ** 3}\n`,
      code: 0,
    });
    const kept = randomBytes(8).toString('hex');
    expect((await execute(shell, `echo ${kept} > /root/data/kept.txt`)).code).toBe(0);
    shell.end();

    const stop = await app.post('/instance/stop', { session: token, instance_id: id });
    expect(stop.body.status, stop.body.reason).toBe(0);
    await reaches(id, 'stopped');
    const start = await app.post('/restart_kvm_from_shutdown', { session: token, instance_id: id });
    expect(start.body.status, start.body.reason).toBe(0);
    await reaches(id, 'running');
    expect(await execute(await sshIn(token, id), 'cat /root/data/kept.txt')).toMatchObject({
      stdout: `${kept}\n`,
      code: 0,
    });

    expect((await app.post('/instance/stop', { session: token, instance_id: id })).body.status).toBe(0);
    await reaches(id, 'stopped');
    const release = await app.post('/instance/remove_remain_disk_kvm', { session: token, instance_id: id });
    expect(release.body.status, release.body.reason).toBe(0);
    await eventually(async () => {
      const left = await engine.listContainers({ all: true, filters: labelled });
      const volumes = (await engine.listVolumes({ filters: labelled })).Volumes ?? [];
      return left.length === 0 && volumes.length === 0 ? true : undefined;
    }, 30_000);
  }, 120_000);
});
