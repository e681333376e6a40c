import type Docker from 'dockerode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCompute, type TestCompute } from '../../../testing/docker-compute';
import { DISK_TOOL_IMAGE, execIn } from '../../../testing/docker-engine';

const BASE_IMAGE = 'gpucloud/debian12:2';

import { containerName, dataVolumeName } from './docker-create-options';
import { runDiskTool } from './docker-disk-tool';
import { diskFileVolumeName } from './docker-disks';
import { featuresOf } from './docker-engine-features';
import { createDockerHosts, parseDockerEngineConfig } from './docker-hosts';

/** What a renter sees from inside the machine: the rented memory, cores and data disk. */
let t: TestCompute;
let engine: Docker;
const KIB_PER_GIB = 1024 * 1024;

beforeAll(async () => {
  t = await startTestCompute('h1shape');
  engine = t.hosts.engine(t.hostName);
});

afterAll(async () => {
  await t?.close();
});

const sh = (key: string, script: string) => execIn(engine, containerName(key), ['sh', '-c', script]);

/** `df -k` of the data disk: its size in KiB. */
async function dataDiskKib(key: string): Promise<number> {
  const { output } = await sh(key, 'df -k /root/data | tail -n 1');
  return Number(output.trim().split(/\s+/).at(-5));
}

/** The loop device behind a sized disk, and whether it is still bound to a file. */
async function loopOf(volume: string): Promise<string> {
  const mounts = [{ Type: 'volume' as const, Source: diskFileVolumeName(volume), Target: '/disk' }];
  const out = await runDiskTool(engine, DISK_TOOL_IMAGE, '/bin/busybox readlink /disk/device', [], mounts);
  return out.match(/\/dev\/loop\d+/)?.[0] ?? '';
}
const loopBound = (device: string) =>
  runDiskTool(
    engine,
    DISK_TOOL_IMAGE,
    `[ -e /sys/block/${device.slice(5)}/loop/backing_file ] && echo bound || echo free`,
    [],
    [],
  );

describe('a docker machine shows what was rented', () => {
  let key = '';
  let ref = '';

  it('shows the rented memory and cores in /proc (LXCFS) and nproc', async () => {
    key = `${t.hostName}-a`;
    const from = t.reports.length;
    ({ ref } = await t.compute.create(t.spec(key, { cpuCores: 1, memoryGb: 1, dataDiskGb: 1 })));
    await t.reported(ref, 'running', from);
    expect((await sh(key, 'nproc')).output).toBe('1');
    expect((await sh(key, "grep MemTotal /proc/meminfo | tr -s ' '")).output).toBe(
      `MemTotal: ${KIB_PER_GIB} kB`,
    );
    expect((await sh(key, 'grep -c ^processor /proc/cpuinfo')).output).toBe('1');
    expect((await sh(key, 'cat /sys/devices/system/cpu/online')).output).toBe('0');
    const uptime = Number((await sh(key, 'cut -d " " -f 1 /proc/uptime')).output);
    expect(uptime).toBeLessThan(120);
  });

  it('has a data disk of the rented size that refuses writes past it', async () => {
    const kib = await dataDiskKib(key);
    expect(kib).toBeLessThanOrEqual(KIB_PER_GIB);
    expect(kib).toBeGreaterThan(KIB_PER_GIB * 0.93);
    const fill = await sh(key, 'dd if=/dev/zero of=/root/data/fill bs=1M count=1100 2>&1; echo rc=$?');
    expect(fill.output).toMatch(/No space left on device/);
    expect(fill.output).not.toMatch(/rc=0$/);
    expect((await sh(key, 'rm /root/data/fill && echo kept > /root/data/file.txt')).exitCode).toBe(0);
  });

  it('keeps the disk across stop and start, and grows it on a resize (the machine restarted)', async () => {
    let from = t.reports.length;
    await t.compute.stop(ref);
    await t.reported(ref, 'stopped', from);
    from = t.reports.length;
    await t.compute.start(ref);
    await t.reported(ref, 'running', from);
    expect((await sh(key, 'cat /root/data/file.txt')).output).toBe('kept');
    await t.compute.resize(ref, { dataDiskGb: 2 });
    await t.compute.idle();
    expect((await t.compute.inspect(ref)).state).toBe('running');
    expect(await dataDiskKib(key)).toBeGreaterThan(2 * KIB_PER_GIB * 0.93);
    expect((await sh(key, 'cat /root/data/file.txt')).output).toBe('kept');
  });

  it('keeps the sized disk through a reinitialise (a new container)', async () => {
    const from = t.reports.length;
    await t.compute.reinitialise(ref, 'ubuntu22.04-cuda12.4');
    await t.reported(ref, 'running', from);
    expect((await sh(key, 'cat /root/data/file.txt')).output).toBe('kept');
    expect(await dataDiskKib(key)).toBeGreaterThan(2 * KIB_PER_GIB * 0.93);
  });

  it('frees the loop device and removes the image file when the machine is deleted', async () => {
    const device = await loopOf(dataVolumeName(key));
    expect(device).toMatch(/^\/dev\/loop\d+$/);
    expect(await loopBound(device)).toBe('bound');
    await t.compute.delete(ref);
    await t.compute.idle();
    expect(await loopBound(device)).toBe('free');
    for (const name of [dataVolumeName(key), diskFileVolumeName(dataVolumeName(key))]) {
      const { Volumes } = await engine.listVolumes({ filters: { name: [name] } });
      expect(Volumes ?? []).toEqual([]);
    }
  });
});

describe('an engine without LXCFS or the disk tool', () => {
  let plain: TestCompute;

  beforeAll(async () => {
    // A directory that is no LXCFS mount, and no disk tool: today's machine, the host's figures.
    plain = await startTestCompute('h1plain', {
      env: { DOCKER_LXCFS_DIR: '/tmp', DOCKER_DISK_TOOL_IMAGE: '' },
    });
  });

  afterAll(async () => {
    await plain?.close();
  });

  it('still runs machines: no /proc binds, an unsized data volume', async () => {
    const key = `${plain.hostName}-a`;
    const from = plain.reports.length;
    const { ref } = await plain.compute.create(plain.spec(key, { dataDiskGb: 1 }));
    await plain.reported(ref, 'running', from);
    const info = await engine.getContainer(containerName(key)).inspect();
    expect(info.Mounts.filter((mount) => mount.Type === 'bind')).toEqual([]);
    const volume = await engine.getVolume(dataVolumeName(key)).inspect();
    expect(volume.Options ?? {}).toEqual({});
    expect((await execIn(engine, containerName(key), ['nproc'])).exitCode).toBe(0);
  });

  it('probes each engine: LXCFS only where the directory is an LXCFS mount, sized disks where loop devices are', async () => {
    const probe = (env: Record<string, string>) => {
      const hosts = createDockerHosts(parseDockerEngineConfig(env));
      return featuresOf(hosts.engine('any'), hosts.machines);
    };
    expect(await probe({})).toEqual({ lxcfsDir: '/var/lib/lxcfs', sizedDisks: true });
    expect(await probe({ DOCKER_LXCFS_DIR: '/tmp' })).toEqual({ lxcfsDir: null, sizedDisks: true });
    expect(await probe({ DOCKER_LXCFS_DIR: '/no/such/lxcfs' })).toEqual({ lxcfsDir: null, sizedDisks: true });
    expect(await probe({ DOCKER_DISK_TOOL_IMAGE: 'gpucloud/absent:404' })).toEqual({
      lxcfsDir: null,
      sizedDisks: false,
    });
  });
});

describe('the base image gpucloud/debian12:2 (built by npm run images; skipped where it is not)', () => {
  let base: TestCompute;
  let hasBase = false;

  beforeAll(async () => {
    base = await startTestCompute('h1base', { imageMap: { 'debian12-cuda12.4': BASE_IMAGE } });
    hasBase = await base.hosts
      .engine(base.hostName)
      .getImage(BASE_IMAGE)
      .inspect()
      .then(() => true)
      .catch(() => false);
  });

  afterAll(async () => {
    await base?.close();
  });

  it('shows the rented share to free, top, nproc and df', async (context) => {
    if (!hasBase) context.skip();
    const key = `${base.hostName}-a`;
    const from = base.reports.length;
    const { ref } = await base.compute.create(base.spec(key, { cpuCores: 1, memoryGb: 2, dataDiskGb: 3 }));
    await base.reported(ref, 'running', from);
    const run = (script: string) => execIn(engine, containerName(key), ['bash', '-c', script]);
    expect((await run("free -m | awk '/^Mem:/ {print $2}'")).output).toBe('2048');
    expect((await run("top -bn1 | grep 'MiB Mem'")).output).toMatch(/2048\.0 total/);
    expect((await run('nproc')).output).toBe('1');
    expect((await run("df -BG /root/data | awk 'NR==2 {print $2}'")).output).toBe('3G');
  });
});
