import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCompute, type TestCompute } from '../../../testing/docker-compute';
import { containerName } from './docker-create-options';

let t: TestCompute;

beforeAll(async () => {
  // This engine has no NVIDIA runtime: the containers are made with their device requests and
  // cannot start, which is all this file looks at.
  t = await startTestCompute('h1gpu', { gpus: ['0', '1', '2'] });
});

afterAll(async () => {
  await t?.close();
});

const deviceIds = async (key: string) =>
  (await t.hosts.engine(t.hostName).getContainer(containerName(key)).inspect()).HostConfig.DeviceRequests;

describe('GPUs on a host configured with NVIDIA GPUs', () => {
  it('gives each container its own device ids through the NVIDIA driver', async () => {
    await t.compute.create(t.spec(`${t.hostName}-a`, { gpuCount: 2 }));
    // Two creates queued together are placed in either order (one at a time per engine): the first is placed first here.
    await t.compute.idle();
    await t.compute.create(t.spec(`${t.hostName}-b`, { instanceId: 2, gpuCount: 1 }));
    await t.compute.idle();
    expect(await deviceIds(`${t.hostName}-a`)).toEqual([
      expect.objectContaining({ Driver: 'nvidia', DeviceIDs: ['0', '1'], Capabilities: [['gpu']] }),
    ]);
    expect(await deviceIds(`${t.hostName}-b`)).toEqual([
      expect.objectContaining({ Driver: 'nvidia', DeviceIDs: ['2'] }),
    ]);
  });

  it('reports a machine failed when its engine has no free GPU left', async () => {
    const from = t.reports.length;
    const { ref } = await t.compute.create(t.spec(`${t.hostName}-c`, { instanceId: 3, gpuCount: 1 }));
    const report = await t.reported(ref, 'failed', from);
    expect(report.detail).toBe(
      `resources_refused: created: host ${t.hostName} has 0 free GPUs on its engine, 1 asked for`,
    );
  });
});
