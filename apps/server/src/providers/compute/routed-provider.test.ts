import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PersonalDataVault } from '../../core/crypto/personal-data';
import type { Database } from '../../core/db';
import { assertEngineReady, removeHostMachines, TEST_IMAGE } from '../../testing/docker-engine';
import { createTestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import type { MachineSpec } from './compute-provider';
import { createDockerHosts, parseDockerEngineConfig } from './docker/docker-hosts';
import { createDockerCompute } from './docker/docker-provider';
import { createRoutedCompute, type RoutedCompute } from './routed-provider';
import { createSimulatedCompute } from './simulated/simulated-provider';

const hostName = `h1route-${randomBytes(4).toString('hex')}`;
const hosts = createDockerHosts(parseDockerEngineConfig({}));
let database: Database;
let compute: RoutedCompute;

const spec = (key: string, kind: MachineSpec['kind']): MachineSpec => ({
  key,
  instanceId: kind === 'container' ? 1 : 2,
  hostName,
  kind,
  gpuCount: 1,
  cpuCores: 1,
  memoryGb: 1,
  image: 'debian12-cuda12.4',
  system: 'linux',
});

beforeAll(async () => {
  await assertEngineReady(hosts.engine(hostName));
  database = await openTestDatabase();
  const log = pino({ level: 'silent' });
  compute = createRoutedCompute({
    containers: createDockerCompute({
      hosts,
      db: database.db,
      vault: new PersonalDataVault(randomBytes(32)),
      log,
      sshHost: 'gpu.example.com',
      sshGatewayPort: 2222,
      defaultImage: TEST_IMAGE,
      imageMap: {},
      gpuHosts: {},
      watchEvents: false,
    }),
    others: createSimulatedCompute({
      db: database.db,
      log,
      delayMs: 0,
      sshHost: 'gpu.example.com',
      publicBaseUrl: 'http://127.0.0.1',
    }),
  });
});

afterAll(async () => {
  compute?.close();
  await removeHostMachines(hosts.engine(hostName), hostName);
  await database?.close();
});

describe('routed compute (COMPUTE_PROVIDER=docker)', () => {
  it('runs containers on Docker and KVM on the simulated fleet, and lists both on a host', async () => {
    const container = await compute.create(spec(`${hostName}-c`, 'container'));
    const kvm = await compute.create(spec(`${hostName}-k`, 'kvm'));
    await compute.idle();
    expect(container.ref).toBe(`docker:${hostName}/gpucloud-${hostName}-c`);
    expect(kvm.ref).toMatch(/^sim-/);
    expect(await compute.inspect(container.ref)).toMatchObject({ state: 'running' });
    expect(await compute.inspect(kvm.ref)).toMatchObject({ state: 'running' });
    const listed = await compute.listMachines(hostName);
    expect(listed.map((machine) => machine.ref).sort()).toEqual([container.ref, kvm.ref].sort());
  });

  it('sends each later call to the fleet of the machine', async () => {
    const container = `docker:${hostName}/gpucloud-${hostName}-c`;
    expect((await compute.accessDetails(container)).sshPort).toBe(2222);
    await expect(compute.screenshot(container)).rejects.toThrow('a container has no screen');
    const [kvm] = (await compute.listMachines(hostName)).filter((machine) => machine.ref.startsWith('sim-'));
    expect((await compute.screenshot(kvm?.ref ?? '')).png.length).toBeGreaterThan(0);
    await compute.stop(container);
    await compute.idle();
    expect(await compute.inspect(container)).toMatchObject({ state: 'stopped' });
    expect(await compute.inspect(kvm?.ref ?? '')).toMatchObject({ state: 'running' });
  });

  it('says which machines are simulated: by ref, or before a create by the host kind', () => {
    const container = `docker:${hostName}/gpucloud-${hostName}-c`;
    expect(compute.isSimulated({ ref: container, kind: 'container' })).toBe(false);
    expect(compute.isSimulated({ ref: null, kind: 'container' })).toBe(false);
    expect(compute.isSimulated({ ref: null, kind: 'kvm' })).toBe(true);
    expect(compute.isSimulated({ ref: null, kind: 'bare_metal' })).toBe(true);
    // A container made by the simulated fleet before Docker was turned on stays a simulation.
    expect(compute.isSimulated({ ref: 'sim-old', kind: 'container' })).toBe(true);
  });
});

describe('the app wiring', () => {
  it('routes through docker with COMPUTE_PROVIDER=docker and keeps the simulated fleet by default', async () => {
    const docker = await createTestApp({ env: { COMPUTE_PROVIDER: 'docker' } });
    const simulated = await createTestApp();
    try {
      expect(docker.deps.compute.name).toBe('docker');
      expect(simulated.deps.compute.name).toBe('simulated');
    } finally {
      await docker.close();
      await simulated.close();
    }
  });
});
