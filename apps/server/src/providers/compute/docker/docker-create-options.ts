import type { EngineLimits } from '@gpucloud/domain';
import type { ContainerCreateOptions, MountSettings } from 'dockerode';
import type { DockerMachineShape } from './docker-machines.table';

/** Labels on every container and volume the product makes: how listings and events find ours. */
export const LABEL_KEY = 'gpucloud.key';
export const LABEL_INSTANCE = 'gpucloud.instance';
export const LABEL_HOST = 'gpucloud.host';

export const DATA_MOUNT = '/root/data';
export const DISKS_DIR = '/root/disks';
const GIB = 1024 ** 3;

export const containerName = (key: string) => `gpucloud-${key}`;
export const dataVolumeName = (key: string) => `gpucloud-${key}-data`;
export const cloudVolumeName = (volumeKey: string) => `gpucloud-disk-${volumeKey}`;
export const datasetVolumeName = (slug: string) => `gpucloud-dataset-${slug}`;

export function labelsOf(key: string, instanceId: number, hostName: string): Record<string, string> {
  return { [LABEL_KEY]: key, [LABEL_INSTANCE]: String(instanceId), [LABEL_HOST]: hostName };
}

/**
 * The container's first process: a shell that waits for ever and leaves at once on the engine's
 * TERM, so any image (one whose own command exits at once included) stays up and stops in
 * milliseconds. People's work runs through SSH (the gateway) like on a rented server.
 */
export const KEEP_ALIVE = ['/bin/sh', '-c', 'trap "exit 0" TERM INT; while :; do sleep 3600 & wait $!; done'];

/**
 * The same first process when a template names a start command (issue 42): the command (the
 * container's Cmd, `/bin/sh -c <command>`) is started in the background, its output appended to
 * START_LOG, and the shell waits as KEEP_ALIVE does, so a command that ends leaves the machine up.
 */
export const START_LOG = '/root/.gpucloud/start.log';
export const START_AND_KEEP_ALIVE = [
  '/bin/sh',
  '-c',
  `trap "exit 0" TERM INT; mkdir -p /root/.gpucloud; "$@" >>${START_LOG} 2>&1 & while :; do sleep 3600 & wait $!; done`,
  'gpucloud-start',
];

/** What a template makes a container run (issue 42), its variables open. */
export interface ContainerLaunch {
  command: string;
  env: [string, string][];
  ports: number[];
}

export interface ContainerPlan {
  key: string;
  instanceId: number;
  hostName: string;
  /** The engine image. */
  image: string;
  shape: DockerMachineShape;
  /** Pinned cores ("0,1"), or null for a CFS quota of `limits.cpuCores.effective`. */
  cpuset: string | null;
  /** The cores and memory the container gets: the shape's, within what the engine has. */
  limits: EngineLimits;
  /** NVIDIA device ids (indexes or UUIDs); empty on hosts without GPUs. */
  gpuIds: string[];
  /** Cloud disks attached: engine volume name and the key it is mounted under. */
  disks: { volume: string; key: string }[];
  /** LXCFS's directory on the engine's host when it has LXCFS (docker-engine-features.ts), else null. */
  lxcfsDir: string | null;
  /** A template's command, variables and ports; null: the machine runs only what SSH starts. */
  launch?: ContainerLaunch | null;
}

/** Entrypoint, Cmd, Env and ExposedPorts of a machine: a template's start, or the bare keep-alive. */
function startOf(launch: ContainerLaunch | null | undefined): Partial<ContainerCreateOptions> {
  const env = (launch?.env ?? []).map(([name, value]) => `${name}=${value}`);
  const ports = launch?.ports ?? [];
  return {
    ...(launch?.command
      ? { Entrypoint: START_AND_KEEP_ALIVE, Cmd: ['/bin/sh', '-c', launch.command] }
      : { Entrypoint: KEEP_ALIVE, Cmd: [] }),
    ...(env.length > 0 ? { Env: env } : {}),
    ...(ports.length > 0
      ? { ExposedPorts: Object.fromEntries(ports.map((port) => [`${port}/tcp`, {}])) }
      : {}),
  };
}

/** The /proc files LXCFS answers per container, and the online CPUs of /sys (what `nproc` may read). */
export const LXCFS_FILES = [
  'proc/cpuinfo',
  'proc/diskstats',
  'proc/loadavg',
  'proc/meminfo',
  'proc/stat',
  'proc/swaps',
  'proc/uptime',
  'sys/devices/system/cpu/online',
];

/** LXCFS's files bound over the container's own, so `free`, `top`, `uptime` read the machine's figures. */
function lxcfsMounts(dir: string | null): MountSettings[] {
  if (!dir) return [];
  return LXCFS_FILES.map((file) => ({
    Type: 'bind',
    Source: `${dir}/${file}`,
    Target: `/${file}`,
    ReadOnly: false,
  }));
}

function mountsOf(plan: ContainerPlan): MountSettings[] {
  return [
    { Type: 'volume', Source: dataVolumeName(plan.key), Target: DATA_MOUNT, ReadOnly: false },
    ...plan.disks.map(
      (disk): MountSettings => ({
        Type: 'volume',
        Source: disk.volume,
        Target: `${DISKS_DIR}/${disk.key}`,
        ReadOnly: false,
      }),
    ),
    ...plan.shape.mounts.map(
      (mount): MountSettings => ({
        Type: 'volume',
        Source: datasetVolumeName(mount.source),
        Target: mount.target,
        ReadOnly: true,
      }),
    ),
    ...lxcfsMounts(plan.lxcfsDir),
  ];
}

/**
 * The engine's create options for a machine: CPU (cpuset or quota) and memory without swap within
 * what the engine has (docker-placement.ts `limitsOn`), LXCFS's /proc files where the engine
 * has LXCFS, the data disk as a named volume (sized: docker-disks.ts), cloud disks and datasets as volumes, GPUs by device id through the NVIDIA
 * runtime only when the host has them, never restarted by the engine (a machine that stops by
 * itself is reported, not hidden).
 */
export function containerCreateOptions(plan: ContainerPlan): ContainerCreateOptions {
  const memory = plan.limits.memoryGb.effective * GIB;
  return {
    name: containerName(plan.key),
    Image: plan.image,
    Hostname: plan.key.slice(0, 63),
    ...startOf(plan.launch),
    WorkingDir: '/root',
    Labels: labelsOf(plan.key, plan.instanceId, plan.hostName),
    HostConfig: {
      ...(plan.cpuset ? { CpusetCpus: plan.cpuset } : { NanoCpus: plan.limits.cpuCores.effective * 1e9 }),
      ...(memory > 0 ? { Memory: memory, MemorySwap: memory } : {}),
      Mounts: mountsOf(plan),
      RestartPolicy: { Name: 'no' },
      ...(plan.gpuIds.length > 0
        ? {
            DeviceRequests: [{ Driver: 'nvidia', DeviceIDs: plan.gpuIds, Capabilities: [['gpu']] }],
          }
        : {}),
    },
  };
}
