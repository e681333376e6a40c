import type Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCompute, type TestCompute } from '../../../testing/docker-compute';
import { execIn } from '../../../testing/docker-engine';
import { containerName, dataVolumeName } from './docker-create-options';

let t: TestCompute;
let engine: Docker;
let engineCpus = 0;
let engineGb = 0;

beforeAll(async () => {
  t = await startTestCompute('h1limits', { imageMap: { 'not-on-engine': 'gpucloud/absent:404' } });
  engine = t.hosts.engine(t.hostName);
  const info = (await engine.info()) as { NCPU: number; MemTotal: number };
  engineCpus = info.NCPU;
  engineGb = Math.floor(info.MemTotal / 1024 ** 3);
});

afterAll(async () => {
  await t?.close();
});

describe('docker machines on an engine smaller than the host sold', () => {
  it('runs a machine with more cores and memory than the engine has, at what the engine has, and says so', async () => {
    const key = `${t.hostName}-big`;
    const from = t.reports.length;
    const rented = { cpuCores: engineCpus + 10, memoryGb: engineGb + 30 };
    const { ref } = await t.compute.create(t.spec(key, rented));
    const report = await t.reported(ref, 'running', from);
    expect(report.detail).toBe(
      `engine_limits cpu=${engineCpus}/${rented.cpuCores} memory=${engineGb}/${rented.memoryGb}`,
    );
    const info = await engine.getContainer(containerName(key)).inspect();
    expect(info.HostConfig.NanoCpus).toBe(engineCpus * 1e9);
    expect(info.HostConfig.Memory).toBe(engineGb * 1024 ** 3);
    expect((await execIn(engine, containerName(key), ['nproc'])).output).toBe(String(engineCpus));
  });

  it('reports a machine whose image the engine lacks failed with a code, and leaves nothing on the engine', async () => {
    const key = `${t.hostName}-noimage`;
    const from = t.reports.length;
    const { ref } = await t.compute.create(t.spec(key, { image: 'not-on-engine' }));
    const report = await t.reported(ref, 'failed', from);
    expect(report.detail).toMatch(/^image_missing: created: .*gpucloud\/absent/);
    expect(await engine.listContainers({ all: true, filters: { name: [containerName(key)] } })).toEqual([]);
    const { Volumes } = await engine.listVolumes({ filters: { name: [dataVolumeName(key)] } });
    expect(Volumes ?? []).toEqual([]);
  });
});
