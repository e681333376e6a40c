import { describe, expect, it } from 'vitest';
import {
  type ContainerPlan,
  containerCreateOptions,
  KEEP_ALIVE,
  LXCFS_FILES,
  START_AND_KEEP_ALIVE,
} from './docker-create-options';

function plan(overrides: Partial<ContainerPlan> = {}): ContainerPlan {
  return {
    key: 'rtx4090-cf431d4f',
    instanceId: 42,
    hostName: 'cd-edge-4090-01',
    image: 'gpucloud/debian12:2',
    shape: {
      kind: 'container',
      gpuCount: 2,
      cpuCores: 4,
      memoryGb: 16,
      dataDiskGb: 50,
      bandwidthMbps: 100,
      mounts: [{ source: 'imagenet', target: '/root/datasets/imagenet', readOnly: true }],
    },
    cpuset: '0,1,2,3',
    limits: { cpuCores: { effective: 4, rented: 4 }, memoryGb: { effective: 16, rented: 16 } },
    gpuIds: [],
    disks: [],
    lxcfsDir: null,
    ...overrides,
  };
}

describe('containerCreateOptions', () => {
  it('passes the reserved GPUs by device id through the NVIDIA driver on a GPU host', () => {
    const options = containerCreateOptions(plan({ gpuIds: ['2', '3'] }));
    expect(options.HostConfig?.DeviceRequests).toEqual([
      { Driver: 'nvidia', DeviceIDs: ['2', '3'], Capabilities: [['gpu']] },
    ]);
  });

  it('passes no device on a host without GPUs (the reservation is the inventory record only)', () => {
    const options = containerCreateOptions(plan({ gpuIds: [] }));
    expect(options.HostConfig).not.toHaveProperty('DeviceRequests');
  });

  it('pins the cores it was given, or sets a quota of the rented cores without a cpuset', () => {
    expect(containerCreateOptions(plan()).HostConfig).toMatchObject({ CpusetCpus: '0,1,2,3' });
    expect(containerCreateOptions(plan()).HostConfig).not.toHaveProperty('NanoCpus');
    const quota = containerCreateOptions(plan({ cpuset: null })).HostConfig;
    expect(quota).toMatchObject({ NanoCpus: 4e9 });
    expect(quota).not.toHaveProperty('CpusetCpus');
  });

  it('sets the quota and memory the engine can hold, not more than it has', () => {
    const limits = { cpuCores: { effective: 2, rented: 12 }, memoryGb: { effective: 23, rented: 60 } };
    expect(containerCreateOptions(plan({ cpuset: null, limits })).HostConfig).toMatchObject({
      NanoCpus: 2e9,
      Memory: 23 * 1024 ** 3,
      MemorySwap: 23 * 1024 ** 3,
    });
  });

  it('limits memory without swap, never restarts by itself, and keeps the machine up on any image', () => {
    const options = containerCreateOptions(plan());
    expect(options.HostConfig).toMatchObject({
      Memory: 16 * 1024 ** 3,
      MemorySwap: 16 * 1024 ** 3,
      RestartPolicy: { Name: 'no' },
    });
    expect(options.Entrypoint).toEqual(KEEP_ALIVE);
    expect(options).toMatchObject({ name: 'gpucloud-rtx4090-cf431d4f', Image: 'gpucloud/debian12:2' });
  });

  it('labels the container and mounts the data disk, cloud disks and datasets (read-only) as volumes', () => {
    const options = containerCreateOptions(plan({ disks: [{ volume: 'gpucloud-disk-d1', key: 'd1' }] }));
    expect(options.Labels).toEqual({
      'gpucloud.key': 'rtx4090-cf431d4f',
      'gpucloud.instance': '42',
      'gpucloud.host': 'cd-edge-4090-01',
    });
    expect(options.HostConfig?.Mounts).toEqual([
      { Type: 'volume', Source: 'gpucloud-rtx4090-cf431d4f-data', Target: '/root/data', ReadOnly: false },
      { Type: 'volume', Source: 'gpucloud-disk-d1', Target: '/root/disks/d1', ReadOnly: false },
      {
        Type: 'volume',
        Source: 'gpucloud-dataset-imagenet',
        Target: '/root/datasets/imagenet',
        ReadOnly: true,
      },
    ]);
  });

  it('binds LXCFS over /proc and the online CPUs only when the engine has LXCFS', () => {
    const binds = (options: ReturnType<typeof containerCreateOptions>) =>
      (options.HostConfig?.Mounts ?? []).filter((mount) => mount.Type === 'bind');
    expect(binds(containerCreateOptions(plan()))).toEqual([]);
    const mounts = binds(containerCreateOptions(plan({ lxcfsDir: '/var/lib/lxcfs' })));
    expect(mounts.map((mount) => mount.Target)).toEqual([
      '/proc/cpuinfo',
      '/proc/diskstats',
      '/proc/loadavg',
      '/proc/meminfo',
      '/proc/stat',
      '/proc/swaps',
      '/proc/uptime',
      '/sys/devices/system/cpu/online',
    ]);
    expect(mounts).toContainEqual({
      Type: 'bind',
      Source: '/var/lib/lxcfs/proc/meminfo',
      Target: '/proc/meminfo',
      ReadOnly: false,
    });
    expect(mounts).toHaveLength(LXCFS_FILES.length);
  });

  it("runs a template's command as Cmd behind the keep-alive shell, with its variables and exposed ports", () => {
    const options = containerCreateOptions(
      plan({
        launch: {
          command: 'python3 -m http.server 8000',
          env: [
            ['MODEL', 'qwen2-7b'],
            ['HF_TOKEN', 'hf secret=with spaces'],
          ],
          ports: [8000, 7860],
        },
      }),
    );
    expect(options.Entrypoint).toEqual(START_AND_KEEP_ALIVE);
    expect(options.Cmd).toEqual(['/bin/sh', '-c', 'python3 -m http.server 8000']);
    expect(options.Env).toEqual(['MODEL=qwen2-7b', 'HF_TOKEN=hf secret=with spaces']);
    expect(options.ExposedPorts).toEqual({ '8000/tcp': {}, '7860/tcp': {} });
  });

  it('keeps the bare keep-alive without a template, and sets variables even without a command', () => {
    const bare = containerCreateOptions(plan());
    expect(bare).toMatchObject({ Entrypoint: KEEP_ALIVE, Cmd: [] });
    expect(bare).not.toHaveProperty('Env');
    expect(bare).not.toHaveProperty('ExposedPorts');
    const envOnly = containerCreateOptions(plan({ launch: { command: '', env: [['A', '1']], ports: [] } }));
    expect(envOnly).toMatchObject({ Entrypoint: KEEP_ALIVE, Cmd: [], Env: ['A=1'] });
  });
});
