import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { opsFleetEndpoints } from '@gpucloud/contracts';
import Docker from 'dockerode';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instances } from '../../db/schema/instances/instances.table';
import { LABEL_HOST } from '../../providers/compute/docker/docker-create-options';
import { createStaff, staffToken } from '../../testing/builders';
import { type DockerTestApp, localEngine, startDockerApp } from '../../testing/docker-app';
import { eventually, removeHostMachines, TEST_IMAGE } from '../../testing/docker-engine';
import { buildFleet, rentSmallContainer } from '../../testing/fleet';
import { enterService, serviceCall } from '../../testing/service-call';
import { connect, execute } from '../../testing/ssh-gateway';
import type { TestApp } from '../../testing/test-app';
import { type SshGateway, startSshGateway } from '../ssh-gateway/ssh-gateway';
import { readableNewKey } from '../ssh-gateway/ssh-host-key';
import { reconcileInstances } from './reconcile.service';

/**
 * A fleet on two Docker engines (issue 41, point 5): the machine's own engine and a second daemon
 * with its own socket, data root and bridge (scripts/docker-second-engine.sh), each the engine of
 * one catalogue host (DOCKER_HOSTS). Rents land on each; the SSH gateway and the service origins
 * reach both; the second engine stopped mid-run is on the fleet desk after one reconciler pass, and
 * off it after the first pass once it is back, its machine running all along (live restore).
 */
const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));
const secondEngine = (action: 'start' | 'stop') =>
  execFileSync('bash', ['scripts/docker-second-engine.sh', action], { cwd: ROOT, encoding: 'utf8' }).trim();

const tag = randomBytes(3).toString('hex');
const HOST_A = `two-a-${tag}`;
const HOST_B = `two-b-${tag}`;

let docker: DockerTestApp;
let app: TestApp;
let engineB: Docker;
let gateway: SshGateway;
let consolePort: number;
let fleet: Awaited<ReturnType<typeof buildFleet>>;

beforeAll(async () => {
  const address = secondEngine('start');
  engineB = new Docker({ socketPath: new URL(address).pathname });
  docker = await startDockerApp(
    { DOCKER_HOSTS: `${HOST_B}=${address}`, DOCKER_DEFAULT_IMAGE: TEST_IMAGE },
    { realClock: true },
  );
  app = docker.app;
  fleet = await buildFleet(app);
  gateway = await startSshGateway(
    {
      db: app.deps.db,
      clock: app.clock,
      log: app.deps.log,
      compute: app.deps.compute,
      shell: app.deps.shell,
    },
    { port: 0, host: '127.0.0.1', hostKey: readableNewKey(), maxFileBytes: 1 << 20 },
  );
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  consolePort = (app.server.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  try {
    secondEngine('start');
    // Docker 20.10's local driver counts a live-restored container's device-backed volume (a sized
    // data disk) as mounted once too often: it frees it only after one more restart of the engine.
    await removeHostMachines(engineB, HOST_B).catch(async () => {
      secondEngine('stop');
      secondEngine('start');
      await removeHostMachines(engineB, HOST_B);
    });
  } finally {
    // The first engine's machines go whatever happened on the second.
    await gateway?.close();
    await docker?.close();
  }
}, 120_000);

async function rentOn(hostName: string) {
  const hostNames = hostName === HOST_A ? docker.hostNames : [];
  const { host, token, id } = await rentSmallContainer(app, fleet, hostNames, { name: hostName });
  const row = await eventually(async () => {
    const [found] = await app.deps.db.select().from(instances).where(eq(instances.id, id));
    return found?.status === 'running' ? found : undefined;
  }, 60_000);
  return { host, token, id, ref: row.providerRef ?? '' };
}

/** Through the SSH gateway: a page saying `where` served on the custom port 6006 by busybox's httpd. */
async function serveFromMachine(ref: string, where: string) {
  const access = await app.deps.compute.accessDetails(ref);
  const client = await connect(gateway.port, access.username, access.password);
  const ran = await execute(
    client,
    `mkdir -p /tmp/www && echo ${where} > /tmp/www/where && httpd -p 6006 -h /tmp/www`,
  );
  client.end();
  expect(ran.code, ran.stderr).toBe(0);
}

/** Through the console's service origin of the machine's custom port: what it serves at /where. */
async function readThroughService(token: string, id: number) {
  const { url, cookie } = await enterService(app, consolePort, {
    session: token,
    instance_id: id,
    service: 'custom',
  });
  return serviceCall(consolePort, url.host, '/where', { headers: { cookie } });
}

async function deskLostAt(name: string) {
  const session = await staffToken(app, await createStaff(app, 'fleet'));
  const reply = await app.call(opsFleetEndpoints.hostList, { session, name, page: 1, page_size: 20 });
  return reply.body.data.data.find((host) => host.Name === name)?.EngineLostAt;
}

async function pass() {
  app.clock.advance(60_000);
  return reconcileInstances(app.deps);
}

const onEngine = async (engine: Docker, hostName: string) =>
  (await engine.listContainers({ all: true, filters: { label: [`${LABEL_HOST}=${hostName}`] } })).length;

describe('a fleet on two Docker engines', () => {
  let a: Awaited<ReturnType<typeof rentOn>>;
  let b: Awaited<ReturnType<typeof rentOn>>;

  it('lands each rent on its host’s engine; the SSH gateway and the service origins reach both', async () => {
    a = await rentOn(HOST_A);
    b = await rentOn(HOST_B);
    expect([await onEngine(localEngine, HOST_A), await onEngine(engineB, HOST_A)]).toEqual([1, 0]);
    expect([await onEngine(engineB, HOST_B), await onEngine(localEngine, HOST_B)]).toEqual([1, 0]);

    await serveFromMachine(a.ref, 'engine-a');
    await serveFromMachine(b.ref, 'engine-b');
    const fromA = await eventually(async () => {
      const answer = await readThroughService(a.token, a.id);
      return answer.status === 200 ? answer : undefined;
    });
    const fromB = await eventually(async () => {
      const answer = await readThroughService(b.token, b.id);
      return answer.status === 200 ? answer : undefined;
    });
    expect([fromA.text, fromB.text]).toEqual(['engine-a\n', 'engine-b\n']);
  }, 120_000);

  it('shows a stopped engine on the fleet desk within one pass and clears it when it is back', async () => {
    secondEngine('stop');
    const lost = await pass();
    expect(lost.enginesLost).toBe(1);
    expect(await deskLostAt(HOST_B)).not.toBeNull();
    expect(await deskLostAt(HOST_A)).toBeNull();
    const [held] = await app.deps.db.select().from(instances).where(eq(instances.id, b.id));
    expect(held?.status).toBe('running');

    secondEngine('start');
    expect((await pass()).enginesLost).toBe(0);
    expect(await deskLostAt(HOST_B)).toBeNull();
    // Live restore: the machine ran on while its engine was gone, and nothing of it was settled as lost.
    expect(await app.deps.compute.inspect(b.ref)).toMatchObject({ state: 'running' });
    const [after] = await app.deps.db.select().from(instances).where(eq(instances.id, b.id));
    expect(after?.status).toBe('running');
    expect((await readThroughService(b.token, b.id)).text).toBe('engine-b\n');
  }, 120_000);
});
