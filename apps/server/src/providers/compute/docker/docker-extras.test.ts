import type Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCompute, type TestCompute } from '../../../testing/docker-compute';
import { execIn } from '../../../testing/docker-engine';
import { cloudVolumeName, containerName } from './docker-create-options';

let t: TestCompute;
let engine: Docker;
const inContainer = (key: string, ...command: string[]) => execIn(engine, containerName(key), command);
const containerId = async (key: string) => (await engine.getContainer(containerName(key)).inspect()).Id;

beforeAll(async () => {
  // A second engine address for one host: moving a machine there must be refused.
  t = await startTestCompute('h1extra', {
    env: { DOCKER_HOSTS: 'elsewhere=unix:///run/gpucloud-no-engine.sock' },
  });
  engine = t.hosts.engine(t.hostName);
});

afterAll(async () => {
  await t?.close();
});

describe('docker machines beyond the lifecycle', () => {
  let key = '';
  let ref = '';

  beforeAll(async () => {
    key = `${t.hostName}-x`;
    const from = t.reports.length;
    ({ ref } = await t.compute.create(t.spec(key)));
    await t.reported(ref, 'running', from);
  });

  it('restarts the same container', async () => {
    const before = await containerId(key);
    const from = t.reports.length;
    await t.compute.restart(ref);
    await t.reported(ref, 'running', from);
    expect(await containerId(key)).toBe(before);
    expect((await t.compute.inspect(ref)).state).toBe('running');
  });

  it('suspends to a stopped container and resumes a new one with the data disk', async () => {
    await inContainer(key, 'sh', '-c', 'echo suspended > /root/data/s.txt');
    const before = await containerId(key);
    let from = t.reports.length;
    await t.compute.suspend(ref);
    await t.reported(ref, 'stopped', from);
    from = t.reports.length;
    await t.compute.resume(ref);
    await t.reported(ref, 'running', from);
    expect(await containerId(key)).not.toBe(before);
    expect((await inContainer(key, 'cat', '/root/data/s.txt')).output).toBe('suspended');
  });

  it('saves an image of the container layer that a new machine runs, and deletes it', async () => {
    await inContainer(key, 'sh', '-c', 'echo saved > /root/layer.txt');
    const { imageRef } = await t.compute.snapshotImage(ref, `img-${t.hostName}`);
    expect(imageRef).toBe(`docker-image:${t.hostName}/gpucloud/saved:img-${t.hostName}`);
    const ready = await t.compute.inspectImage(imageRef);
    const seen = ready.state === 'creating' ? await settledImage(imageRef) : ready;
    expect(seen).toMatchObject({ state: 'ready' });
    expect(seen.sizeGb).toBeGreaterThanOrEqual(1);
    expect((await t.compute.snapshotImage(ref, `img-${t.hostName}`)).imageRef).toBe(imageRef);

    const copy = `${t.hostName}-copy`;
    const from = t.reports.length;
    const made = await t.compute.create(t.spec(copy, { instanceId: 2, image: imageRef }));
    await t.reported(made.ref, 'running', from);
    expect((await inContainer(copy, 'cat', '/root/layer.txt')).output).toBe('saved');
    await t.compute.delete(made.ref);
    await t.compute.idle();

    await t.compute.deleteImage(imageRef);
    expect((await t.compute.inspectImage(imageRef)).state).toBe('unknown');
    await t.compute.deleteImage(imageRef);
  });

  it('attaches a cloud disk to a stopped machine only, mounted under /root/disks, and detaches it', async () => {
    const { volumeRef } = await t.compute.createVolume({ key: `${t.hostName}-d`, region: 'cd', sizeGb: 20 });
    expect(
      (await t.compute.createVolume({ key: `${t.hostName}-d`, region: 'cd', sizeGb: 20 })).volumeRef,
    ).toBe(volumeRef);
    await expect(t.compute.attachVolume(ref, volumeRef)).rejects.toThrow('attached to a stopped machine');
    let from = t.reports.length;
    await t.compute.stop(ref);
    await t.reported(ref, 'stopped', from);
    await t.compute.attachVolume(ref, volumeRef);
    await t.compute.attachVolume(ref, volumeRef);
    from = t.reports.length;
    await t.compute.start(ref);
    await t.reported(ref, 'running', from);
    const disk = `/root/disks/${t.hostName}-d`;
    expect(
      (await inContainer(key, 'sh', '-c', `echo disk > ${disk}/d.txt && cat ${disk}/d.txt`)).output,
    ).toBe('disk');
    // A cloud disk of its size, which grows to the new one when its machine next starts.
    const diskGib = async () => {
      const { output } = await inContainer(key, 'sh', '-c', `df -k ${disk} | tail -n 1`);
      return Number(output.trim().split(/\s+/).at(-5)) / 1024 ** 2;
    };
    expect(await diskGib()).toBeGreaterThan(20 * 0.95);
    expect(await diskGib()).toBeLessThanOrEqual(20);
    await t.compute.expandVolume(volumeRef, 40);
    from = t.reports.length;
    await t.compute.stop(ref);
    await t.reported(ref, 'stopped', from);
    from = t.reports.length;
    await t.compute.start(ref);
    await t.reported(ref, 'running', from);
    expect(await diskGib()).toBeGreaterThan(40 * 0.95);
    expect((await inContainer(key, 'cat', `${disk}/d.txt`)).output).toBe('disk');

    from = t.reports.length;
    await t.compute.stop(ref);
    await t.reported(ref, 'stopped', from);
    await t.compute.detachVolume(ref, volumeRef);
    const mounts = (await engine.getContainer(containerName(key)).inspect()).Mounts.filter(
      (m) => m.Type === 'volume',
    ).map((m) => m.Destination);
    expect(mounts).toEqual(['/root/data']);
    await t.compute.deleteVolume(volumeRef);
    const { Volumes } = await engine.listVolumes({ filters: { name: [cloudVolumeName(`${t.hostName}-d`)] } });
    expect(Volumes ?? []).toEqual([]);
    await expect(t.compute.expandVolume(volumeRef, 80)).rejects.toThrow('no docker volume');
  });

  it('moves a stopped machine between hosts of one engine, and refuses another engine', async () => {
    const other = `${t.hostName}-b`;
    await expect(t.compute.migrate(ref, 'elsewhere')).rejects.toThrow('another engine is not supported');
    await t.compute.migrate(ref, other);
    expect((await t.compute.listMachines(other)).map((m) => m.ref)).toEqual([ref]);
    expect(await t.compute.listMachines(t.hostName)).toEqual([]);
    await engine.getContainer(containerName(key)).remove({ force: true });
  });

  it('refuses plugins on a machine that is not running, and screenshots, with a reason', async () => {
    // Plugins on a running machine are real processes: services.docker.test.ts runs Jupyter.
    await expect(t.compute.installPlugin(ref, 'jupyterlab')).rejects.toThrow(
      'plugins are installed on a running machine',
    );
    await expect(t.compute.removePlugin(ref, 'jupyterlab')).resolves.toBeUndefined();
    await expect(t.compute.screenshot(ref)).rejects.toThrow('a container has no screen');
  });

  it('reports a machine whose image the engine does not have as failed', async () => {
    const from = t.reports.length;
    const { ref: broken } = await t.compute.create(
      t.spec(`${t.hostName}-noimage`, { instanceId: 3, image: 'docker-image:x/gpucloud/saved:none-such' }),
    );
    const report = await t.reported(broken, 'failed', from);
    expect(report.detail).toMatch(/^image_missing: created: .*no such image/i);
  });
});

async function settledImage(imageRef: string) {
  for (;;) {
    const seen = await t.compute.inspectImage(imageRef);
    if (seen.state !== 'creating') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
