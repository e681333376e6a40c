import type Docker from 'dockerode';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCompute, type TestCompute } from '../../../testing/docker-compute';
import { execIn } from '../../../testing/docker-engine';
import type { MachineState } from '../compute-provider';
import { containerName, dataVolumeName } from './docker-create-options';
import { dockerMachines } from './docker-machines.table';

let t: TestCompute;
let engine: Docker;
const reported = (ref: string, state: MachineState, from: number) => t.reported(ref, state, from);
const inContainer = (key: string, ...command: string[]) => execIn(engine, containerName(key), command);

beforeAll(async () => {
  t = await startTestCompute('h1test');
  engine = t.hosts.engine(t.hostName);
});

afterAll(async () => {
  await t?.close();
});

describe('docker compute on the real engine', () => {
  let key = '';
  let ref = '';

  it('creates a container with the rented CPU and memory, reported running', async () => {
    key = `${t.hostName}-a`;
    const from = t.reports.length;
    ({ ref } = await t.compute.create(t.spec(key)));
    expect(ref).toBe(`docker:${t.hostName}/gpucloud-${key}`);
    await reported(ref, 'running', from);
    expect((await t.compute.inspect(ref)).state).toBe('running');
    expect((await inContainer(key, 'nproc')).output).toBe('1');
    const limit = await inContainer(key, 'cat', '/sys/fs/cgroup/memory/memory.limit_in_bytes');
    expect(limit.output).toBe('1073741824');
  });

  it('answers SSH details with the gateway and keeps the password sealed', async () => {
    const access = await t.compute.accessDetails(ref);
    expect(access).toMatchObject({ sshHost: 'gpu.example.com', sshPort: 2222, username: key, vncUrl: null });
    const [row] = await t.database.db.select().from(dockerMachines).where(eq(dockerMachines.ref, ref));
    expect(row?.passwordSealed).not.toContain(access.password);
    await t.compute.setPassword(ref, 'a-new-Passw0rd');
    expect((await t.compute.accessDetails(ref)).password).toBe('a-new-Passw0rd');
  });

  it('keeps the data disk across stop and start, reported through the listener', async () => {
    expect((await inContainer(key, 'sh', '-c', 'echo kept > /root/data/file.txt')).exitCode).toBe(0);
    let from = t.reports.length;
    await t.compute.stop(ref);
    await reported(ref, 'stopped', from);
    expect((await t.compute.inspect(ref)).state).toBe('stopped');
    from = t.reports.length;
    await t.compute.start(ref);
    await reported(ref, 'running', from);
    expect((await inContainer(key, 'cat', '/root/data/file.txt')).output).toBe('kept');
  });

  it('reinitialises into a new container that keeps the data disk', async () => {
    const before = await engine.getContainer(containerName(key)).inspect();
    const from = t.reports.length;
    await t.compute.reinitialise(ref, 'ubuntu22.04-cuda12.4');
    await reported(ref, 'running', from);
    const after = await engine.getContainer(containerName(key)).inspect();
    expect(after.Id).not.toBe(before.Id);
    expect((await inContainer(key, 'cat', '/root/data/file.txt')).output).toBe('kept');
  });

  it('resizes a running container live: 2 cores (or a quota) and 2 GiB', async () => {
    const cpus = ((await engine.info()) as { NCPU: number }).NCPU;
    const before = await engine.getContainer(containerName(key)).inspect();
    await t.compute.resize(ref, { cpuCores: 2, memoryGb: 2 });
    await t.compute.idle();
    expect((await t.compute.inspect(ref)).state).toBe('running');
    const after = await engine.getContainer(containerName(key)).inspect();
    if (cpus >= 2) {
      expect(after.Id).toBe(before.Id);
      expect((await inContainer(key, 'nproc')).output).toBe('2');
    } else {
      expect(after.HostConfig.NanoCpus).toBe(2e9);
    }
    const limit = await inContainer(key, 'cat', '/sys/fs/cgroup/memory/memory.limit_in_bytes');
    expect(limit.output).toBe(String(2 * 1024 ** 3));
  });

  it('answers the first machine to a repeated create, and lists the host by label', async () => {
    const again = await t.compute.create(t.spec(key));
    await t.compute.idle();
    expect(again.ref).toBe(ref);
    const named = await engine.listContainers({ all: true, filters: { name: [containerName(key)] } });
    expect(named).toHaveLength(1);
    const listed = await t.compute.listMachines(t.hostName);
    expect(listed).toEqual([{ ref, key, instanceId: 1, state: 'running' }]);
    expect(await t.compute.listMachines(`${t.hostName}-none`)).toEqual([]);
  });

  it('notices a container killed behind its back: reported stopped, inspected with since', async () => {
    const from = t.reports.length;
    const killedAt = Date.now();
    await engine.getContainer(containerName(key)).kill();
    const report = await reported(ref, 'stopped', from);
    expect(report.detail).toBe('exited with code 137');
    expect(report.since?.getTime()).toBeGreaterThanOrEqual(killedAt - 1_000);
    const seen = await t.compute.inspect(ref);
    expect(seen.state).toBe('stopped');
    expect(seen.since?.getTime()).toBeGreaterThanOrEqual(killedAt - 1_000);
  });

  it('deletes the container and its data volume', async () => {
    await t.compute.delete(ref);
    await t.compute.idle();
    expect(await engine.listContainers({ all: true, filters: { name: [containerName(key)] } })).toEqual([]);
    const { Volumes } = await engine.listVolumes({ filters: { name: [dataVolumeName(key)] } });
    expect(Volumes ?? []).toEqual([]);
    expect((await t.compute.inspect(ref)).state).toBe('deleted');
    expect(await t.compute.listMachines(t.hostName)).toEqual([]);
  });
});
