import type Docker from 'dockerode';
import { inArray } from 'drizzle-orm';
import { type ContainerLaunch, cloudVolumeName, dataVolumeName, labelsOf } from './docker-create-options';
import { type DiskMaking, ensureDisk } from './docker-disks';
import { createContainer, gpusTaken, inspectContainer, placeOn, removeContainer } from './docker-engine';
import { featuresOf } from './docker-engine-features';
import { parseDockerRef } from './docker-hosts';
import { type dockerMachines, dockerVolumes } from './docker-machines.table';
import type { DockerComputeOptions } from './docker-provider';

export type MachineRow = typeof dockerMachines.$inferSelect;

/** What the provider's calls share: its options, its machines' records, and the engine of each. */
export interface DockerParts {
  options: DockerComputeOptions;
  machine(ref: string): Promise<MachineRow>;
  engineOf(row: MachineRow): Docker;
  /**
   * Runs a placement on the machine's engine (choosing its cores and GPUs, then making or updating
   * the container) while no other one on that engine runs, in any server process.
   */
  placing<T>(row: MachineRow, work: () => Promise<T>): Promise<T>;
  /**
   * Runs work on a machine outside its command queue (a stopped machine's container made again for
   * its new disks or shape) with the machine flagged busy for every server process meanwhile.
   */
  busyWhile<T>(ref: string, work: () => Promise<T>): Promise<T>;
}

/**
 * A new container for a machine, not started, from its record (image, shape, cloud disks), with
 * the cores and GPUs free on its engine now. The data volume is kept (created the first time), so
 * reinitialising, resizing or moving GPUs never loses /root/data; the container's own layer is new.
 */
export async function recreateContainer(parts: DockerParts, row: MachineRow): Promise<void> {
  const engine = parts.engineOf(row);
  const name = parseDockerRef(row.ref).container;
  await removeContainer(engine, name);
  const disks = await ensureDisks(parts, engine, row);
  const { lxcfsDir } = await featuresOf(engine, parts.options.hosts.machines);
  // The choice reads what the engine's other containers hold: until this one is made, nobody else chooses.
  await parts.placing(row, async () => {
    const placed = await placeOn(engine, name, {
      hostName: row.hostName,
      cpuCores: row.shape.cpuCores,
      memoryGb: row.shape.memoryGb,
      gpuCount: row.shape.gpuCount,
      hostGpus: parts.options.gpuHosts[row.hostName],
    });
    await createContainer(engine, {
      key: row.key,
      instanceId: row.instanceId,
      hostName: row.hostName,
      image: row.image,
      shape: row.shape,
      cpuset: placed.cpuset,
      limits: placed.limits,
      gpuIds: placed.gpuIds,
      disks,
      lxcfsDir,
      launch: openLaunch(parts, row),
    });
  });
}

/** A template's start as the container takes it: the variables opened from their sealed text. */
function openLaunch(parts: DockerParts, row: MachineRow): ContainerLaunch | null {
  const launch = row.shape.launch;
  if (!launch) return null;
  const env = JSON.parse(parts.options.vault.open(launch.envSealed)) as [string, string][];
  return { command: launch.command, env, ports: launch.ports };
}

/** How this engine makes disks: the disk tool setting, and whether its probe found loop devices. */
async function diskMakingOn(parts: DockerParts, engine: Docker): Promise<DiskMaking> {
  const settings = parts.options.hosts.machines;
  const features = await featuresOf(engine, settings);
  return { toolImage: settings.diskToolImage, sized: features.sizedDisks };
}

/** A machine's disks: the data disk at its rented size, then its cloud disks at theirs. */
async function disksOf(parts: DockerParts, row: MachineRow) {
  const volumes =
    row.volumes.length > 0
      ? await parts.options.db.select().from(dockerVolumes).where(inArray(dockerVolumes.ref, row.volumes))
      : [];
  return [
    { volume: dataVolumeName(row.key), key: '', sizeGb: row.shape.dataDiskGb },
    ...volumes.map((volume) => ({
      volume: cloudVolumeName(volume.key),
      key: volume.key,
      sizeGb: volume.sizeGb,
    })),
  ];
}

/**
 * Every disk of a machine whose container is not running made ready: attached to its loop device
 * (again after a reboot) and grown to the size sold (docker-disks.ts). Answers the cloud disks.
 */
async function ensureDisks(parts: DockerParts, engine: Docker, row: MachineRow) {
  const making = await diskMakingOn(parts, engine);
  const labels = labelsOf(row.key, row.instanceId, row.hostName);
  const disks = await disksOf(parts, row);
  for (const disk of disks) await ensureDisk(engine, making, disk.volume, disk.sizeGb, labels);
  return disks.slice(1).map(({ volume, key }) => ({ volume, key }));
}

/**
 * Before a container starts: its disks made ready while nothing has them mounted (a stopped
 * container's; a missing one is made with them), then its cores (refreshCpuset).
 */
export async function prepareStart(parts: DockerParts, row: MachineRow): Promise<void> {
  const engine = parts.engineOf(row);
  const info = await inspectContainer(engine, parseDockerRef(row.ref).container);
  if (info && !info.State.Running) await ensureDisks(parts, engine, row);
  await refreshCpuset(parts, row);
}

/**
 * Before a stopped container starts again: it gets the least-used cores now (others may have
 * started on its old ones), and a new container when its GPUs went to another machine meanwhile
 * (device requests cannot be changed) or when the container is gone.
 */
export async function refreshCpuset(parts: DockerParts, row: MachineRow): Promise<void> {
  const engine = parts.engineOf(row);
  const name = parseDockerRef(row.ref).container;
  const info = await inspectContainer(engine, name);
  if (!info || (await gpusTaken(engine, info))) {
    await recreateContainer(parts, row);
    return;
  }
  if (info.State.Running || !info.HostConfig.CpusetCpus) return;
  await parts.placing(row, async () => {
    const placed = await placeOn(engine, name, {
      hostName: row.hostName,
      cpuCores: row.shape.cpuCores,
      memoryGb: row.shape.memoryGb,
      gpuCount: 0,
      hostGpus: undefined,
    });
    if (placed.cpuset) await engine.getContainer(name).update({ CpusetCpus: placed.cpuset });
  });
}
