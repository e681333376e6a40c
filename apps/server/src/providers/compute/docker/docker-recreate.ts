import type Docker from 'dockerode';
import { inArray } from 'drizzle-orm';
import { cloudVolumeName, dataVolumeName, labelsOf } from './docker-create-options';
import {
  createContainer,
  ensureVolume,
  gpusTaken,
  inspectContainer,
  placeOn,
  removeContainer,
} from './docker-engine';
import { parseDockerRef } from './docker-hosts';
import { type dockerMachines, dockerVolumes } from './docker-machines.table';
import type { DockerComputeOptions } from './docker-provider';

export type MachineRow = typeof dockerMachines.$inferSelect;

/** What the provider's calls share: its options, its machines' records, and the engine of each. */
export interface DockerParts {
  options: DockerComputeOptions;
  machine(ref: string): Promise<MachineRow>;
  engineOf(row: MachineRow): Docker;
}

/**
 * A new container for a machine, not started, from its record (image, shape, cloud disks), with
 * the cores and GPUs free on its engine now. The data volume is kept (created the first time), so
 * reinitialising, resizing or moving GPUs never loses /root/data; the container's own layer is new.
 */
export async function recreateContainer(parts: DockerParts, row: MachineRow): Promise<void> {
  const engine = parts.engineOf(row);
  // One placement at a time per engine in this process, so two creates never pick the same GPUs.
  const previous = placing.get(engine) ?? Promise.resolve();
  const mine = previous.then(() => placeAndCreate(parts, engine, row));
  const settled = mine.catch(() => undefined);
  placing.set(engine, settled);
  try {
    await mine;
  } finally {
    if (placing.get(engine) === settled) placing.delete(engine);
  }
}

const placing = new Map<Docker, Promise<void>>();

async function placeAndCreate(parts: DockerParts, engine: Docker, row: MachineRow): Promise<void> {
  const name = parseDockerRef(row.ref).container;
  const labels = labelsOf(row.key, row.instanceId, row.hostName);
  await removeContainer(engine, name);
  await ensureVolume(engine, dataVolumeName(row.key), labels);
  const volumes =
    row.volumes.length > 0
      ? await parts.options.db.select().from(dockerVolumes).where(inArray(dockerVolumes.ref, row.volumes))
      : [];
  const disks = volumes.map((volume) => ({ volume: cloudVolumeName(volume.key), key: volume.key }));
  for (const disk of disks) await ensureVolume(engine, disk.volume, labels);
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
  });
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
  const placed = await placeOn(engine, name, {
    hostName: row.hostName,
    cpuCores: row.shape.cpuCores,
    memoryGb: row.shape.memoryGb,
    gpuCount: 0,
    hostGpus: undefined,
  });
  if (placed.cpuset) await engine.getContainer(name).update({ CpusetCpus: placed.cpuset });
}
