import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCompute, type TestCompute, type TestReplica } from '../../../testing/docker-compute';
import { eventually } from '../../../testing/docker-engine';
import { containerName } from './docker-create-options';
import { dockerEngineLeases, dockerMachines } from './docker-machines.table';

/** Server processes on one database and one engine: two providers, each with its own in-process state. */
let gpus: TestCompute;
let plain: TestCompute;

beforeAll(async () => {
  // No NVIDIA runtime here: the GPU containers are made with their device requests and cannot start.
  gpus = await startTestCompute('h2gpu', { gpus: ['0', '1', '2', '3', '4', '5'] });
  plain = await startTestCompute('h2busy');
});

afterAll(async () => {
  await gpus?.close();
  await plain?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two server processes placing on one GPU engine', () => {
  it('give machines created at the same moment different GPUs', async () => {
    const other = await gpus.replica();
    const processes = [gpus.compute, other.compute];
    // A machine without GPUs first, so each process has probed the engine and both reach placement together.
    await Promise.all(
      processes.map((compute, at) =>
        compute.create(gpus.spec(`${gpus.hostName}-warm${at}`, { instanceId: 10 + at, gpuCount: 0 })),
      ),
    );
    await Promise.all(processes.map((compute) => compute.idle()));
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${gpus.hostName}-${name}`);
    await Promise.all(
      keys.map((key, at) => processes[at % 2]?.create(gpus.spec(key, { instanceId: 1 + at, gpuCount: 1 }))),
    );
    await Promise.all(processes.map((compute) => compute.idle()));
    const engine = gpus.hosts.engine(gpus.hostName);
    const held = await Promise.all(
      keys.map(async (key) => {
        const info = await engine.getContainer(containerName(key)).inspect();
        return (info.HostConfig.DeviceRequests ?? []).flatMap((request) => request.DeviceIDs ?? []);
      }),
    );
    expect(held.flat().sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(await gpus.database.db.select().from(dockerEngineLeases)).toEqual([]);
  });
});

describe("another process's command at work on a machine", () => {
  let other: TestReplica;
  let ref = '';
  const address = () => plain.hosts.addressOf(plain.hostName);
  /** Holds every placement on the engine, as another process placing a machine would. */
  const holdEngine = () =>
    plain.database.db
      .insert(dockerEngineLeases)
      .values({ engine: address(), holder: 'placing-elsewhere', until: new Date(Date.now() + 3_600_000) });
  const releaseEngine = () =>
    plain.database.db.delete(dockerEngineLeases).where(eq(dockerEngineLeases.engine, address()));
  const flag = (busyUntil: Date | null, busyBy: string | null) =>
    plain.database.db.update(dockerMachines).set({ busyUntil, busyBy }).where(eq(dockerMachines.ref, ref));
  const containersNamed = () =>
    plain.hosts
      .engine(plain.hostName)
      .listContainers({ all: true, filters: { name: [containerName(`${plain.hostName}-a`)] } });
  const engineState = async () =>
    (
      await plain.hosts
        .engine(plain.hostName)
        .getContainer(containerName(`${plain.hostName}-a`))
        .inspect()
    ).State;

  beforeAll(async () => {
    other = await plain.replica();
    const from = plain.reports.length;
    ({ ref } = await plain.compute.create(plain.spec(`${plain.hostName}-a`)));
    await plain.reported(ref, 'running', from);
  });

  it('is busy for the other process while a restart waits to place it, its stop not taken for a state', async () => {
    await holdEngine();
    const from = other.reports.length;
    await plain.compute.restart(ref);
    // Stopped, and waiting for the engine's lease to give it its cores before it starts again.
    await eventually(async () => ((await engineState()).Running ? undefined : true));
    expect(await other.compute.inspect(ref)).toEqual({ state: 'busy', detail: 'a command is in progress' });
    expect(await other.compute.listMachines(plain.hostName)).toEqual([
      { ref, key: `${plain.hostName}-a`, instanceId: 1, state: 'busy' },
    ]);
    // The engine's die event reaches the other process within milliseconds; it must leave it alone.
    await pause(1_000);
    await other.compute.idle();
    await releaseEngine();
    await plain.compute.idle();
    await other.compute.idle();
    expect(other.reports.slice(from).filter((r) => r.ref === ref && r.state === 'stopped')).toEqual([]);
    expect(await other.compute.inspect(ref)).toMatchObject({ state: 'running' });
    const [row] = await plain.database.db.select().from(dockerMachines).where(eq(dockerMachines.ref, ref));
    expect(row).toMatchObject({ busyUntil: null, busyBy: null });
  });

  it('is busy, not gone, for the other process while a reinitialise has removed its container', async () => {
    await holdEngine();
    await plain.compute.reinitialise(ref, 'ubuntu22.04-cuda12.4');
    await eventually(async () => ((await containersNamed()).length === 0 ? true : undefined));
    expect((await other.compute.inspect(ref)).state).toBe('busy');
    await releaseEngine();
    await plain.compute.idle();
    expect((await other.compute.inspect(ref)).state).toBe('running');
  });

  it('counts a flag only while it lasts: a crashed process leaves none behind', async () => {
    await flag(new Date(Date.now() + 60_000), 'crashed-process');
    expect((await other.compute.inspect(ref)).state).toBe('busy');
    await flag(new Date(Date.now() - 1_000), 'crashed-process');
    expect((await other.compute.inspect(ref)).state).toBe('running');
    expect((await other.compute.listMachines(plain.hostName)).map((m) => m.state)).toEqual(['running']);
  });

  it('is busy for the other process while a volume attached to its stopped machine remakes its container', async () => {
    await plain.compute.stop(ref);
    await plain.compute.idle();
    const { volumeRef } = await plain.compute.createVolume({
      key: `${plain.hostName}-d`,
      region: 'cd',
      sizeGb: 20,
    });
    await holdEngine();
    const attached = plain.compute.attachVolume(ref, volumeRef);
    await eventually(async () => ((await containersNamed()).length === 0 ? true : undefined));
    expect((await other.compute.inspect(ref)).state).toBe('busy');
    await releaseEngine();
    await attached;
    expect((await other.compute.inspect(ref)).state).toBe('stopped');
  });

  it('is busy for the other process while a resize remakes its stopped container', async () => {
    await holdEngine();
    // A GPU count is a new container (this host has no GPUs configured: it gets none).
    const resized = plain.compute.resize(ref, { gpuCount: 2 });
    await eventually(async () => ((await containersNamed()).length === 0 ? true : undefined));
    expect((await other.compute.inspect(ref)).state).toBe('busy');
    await releaseEngine();
    await resized;
    expect((await other.compute.inspect(ref)).state).toBe('stopped');
  });
});
