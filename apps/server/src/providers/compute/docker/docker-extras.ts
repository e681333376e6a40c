import { and, eq, sql } from 'drizzle-orm';
import type {
  ComputeExtras,
  ComputeProvider,
  ImageInspection,
  MachineState,
  ResourceChange,
} from '../compute-provider';
import { dockerCommandState, startDockerCommand } from './docker-commands';
import { cloudVolumeName, dataVolumeName } from './docker-create-options';
import { isSizedDisk, releaseDisk } from './docker-disks';
import { inspectContainer, placeOn, startContainer, statusOf, stopContainer } from './docker-engine';
import { parseDockerRef } from './docker-hosts';
import { parseSavedImageRef, savedImageRef, savedImageTag } from './docker-images';
import { dockerMachines, dockerVolumes } from './docker-machines.table';
import { containerAddress, installDockerPlugin, removeDockerPlugin } from './docker-plugins';
import { type DockerParts, type MachineRow, prepareStart, recreateContainer } from './docker-recreate';

type Extras = ComputeExtras & Pick<ComputeProvider, 'migrate' | 'screenshot'>;

export type Queue = (ref: string, what: string, work: () => Promise<MachineState | null>) => void;

const GIB = 1024 ** 3;
const VOLUME_PREFIX = 'docker-volume:';

function shapeAfter(row: MachineRow, change: ResourceChange): MachineRow['shape'] {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return { ...row.shape, ...defined };
}

/** Resizing, suspending, images, cloud disks, moving and what a container cannot do (see ComputeProvider). */
export function dockerExtras(parts: DockerParts, queue: Queue): Extras {
  const { db } = parts.options;
  const snapshots = new Map<string, Promise<void>>();
  const failedSnapshots = new Map<string, string>();

  const nameOf = (row: MachineRow) => parseDockerRef(row.ref).container;

  /** Records a machine's new shape and gives a stopped container its new limits (a new container for GPUs). */
  async function setShape(row: MachineRow, shape: MachineRow['shape']) {
    await db.update(dockerMachines).set({ shape }).where(eq(dockerMachines.ref, row.ref));
    return { ...row, shape };
  }

  async function volumeRow(volumeRef: string) {
    const [row] = await db.select().from(dockerVolumes).where(eq(dockerVolumes.ref, volumeRef)).limit(1);
    if (!row || row.deleted) throw new Error(`no docker volume ${volumeRef}`);
    return row;
  }

  async function assertStopped(row: MachineRow, what: string) {
    const info = await inspectContainer(parts.engineOf(row), nameOf(row));
    if (info?.State.Running) throw new Error(`${what} a stopped machine`);
  }

  /** A stopped machine's container made again with its cloud disks now (the data volume is kept). */
  async function remount(row: MachineRow) {
    if (await inspectContainer(parts.engineOf(row), nameOf(row)))
      await parts.busyWhile(row.ref, () => recreateContainer(parts, row));
  }

  return {
    async resize(ref, change) {
      const row = await parts.machine(ref);
      if (change.dataDiskGb !== undefined && change.dataDiskGb < row.shape.dataDiskGb)
        throw new Error('a disk never shrinks');
      const engine = parts.engineOf(row);
      const info = await inspectContainer(engine, nameOf(row));
      const resized = await setShape(row, shapeAfter(row, change));
      // Without a container the next start makes one with the new shape; bandwidth is a record only.
      // A stopped machine's sized data disk grows when it next starts (prepareStart).
      if (!info) return;
      const gpusChange = resized.shape.gpuCount !== row.shape.gpuCount;
      const cpuChange = resized.shape.cpuCores !== row.shape.cpuCores;
      // Cores chosen and given under the engine's placement lease; a new container (GPUs) takes its own.
      const updatedLive =
        !gpusChange &&
        (await parts.placing(row, async () => {
          const placed = await placeOn(engine, nameOf(row), {
            hostName: row.hostName,
            cpuCores: resized.shape.cpuCores,
            memoryGb: resized.shape.memoryGb,
            gpuCount: 0,
            hostGpus: undefined,
          });
          // A cpuset and a CFS quota do not swap live: like GPUs, that takes a new container.
          const pinningChange = Boolean(placed.cpuset) !== Boolean(info.HostConfig.CpusetCpus);
          if (cpuChange && pinningChange) return false;
          const memory = placed.limits.memoryGb.effective * GIB;
          const update = {
            ...(cpuChange && placed.cpuset ? { CpusetCpus: placed.cpuset } : {}),
            ...(cpuChange && !placed.cpuset ? { NanoCpus: placed.limits.cpuCores.effective * 1e9 } : {}),
            ...(resized.shape.memoryGb !== row.shape.memoryGb ? { Memory: memory, MemorySwap: memory } : {}),
          };
          // The engine answers an empty update with an error (a disk-only resize has nothing to update).
          if (Object.keys(update).length > 0) await engine.getContainer(nameOf(row)).update(update);
          return true;
        }));
      if (!updatedLive) {
        if (!info.State.Running) return parts.busyWhile(ref, () => recreateContainer(parts, resized));
        queue(ref, 'resized', async () => {
          await recreateContainer(parts, await parts.machine(ref));
          await startContainer(engine, nameOf(row));
          return 'running';
        });
        return;
      }
      // A sized data disk grows offline: a running machine is stopped, its disk grown, started again.
      const diskGrows = resized.shape.dataDiskGb > row.shape.dataDiskGb;
      if (diskGrows && info.State.Running && (await isSizedDisk(engine, dataVolumeName(row.key))))
        queue(ref, 'resized', async () => {
          await stopContainer(engine, nameOf(row));
          await prepareStart(parts, await parts.machine(ref));
          await startContainer(engine, nameOf(row));
          return 'running';
        });
    },
    async suspend(ref) {
      // Stopped, and holding nothing: the cores and GPUs a container gets are chosen when it starts.
      await parts.machine(ref);
      await db.update(dockerMachines).set({ suspended: 1 }).where(eq(dockerMachines.ref, ref));
      queue(ref, 'suspended', async () => {
        const row = await parts.machine(ref);
        await stopContainer(parts.engineOf(row), nameOf(row));
        return 'stopped';
      });
    },
    async resume(ref) {
      await parts.machine(ref);
      await db.update(dockerMachines).set({ suspended: 0 }).where(eq(dockerMachines.ref, ref));
      queue(ref, 'resumed', async () => {
        const row = await parts.machine(ref);
        // Its old cores and GPUs may be someone else's now: a container placed afresh.
        await recreateContainer(parts, row);
        await startContainer(parts.engineOf(row), nameOf(row));
        return 'running';
      });
    },
    async snapshotImage(ref, imageKey) {
      const row = await parts.machine(ref);
      const tag = savedImageTag(imageKey);
      const imageRef = savedImageRef(row.hostName, tag);
      const engine = parts.engineOf(row);
      if (snapshots.has(imageRef)) return { imageRef };
      const exists = await engine
        .getImage(tag)
        .inspect()
        .then(() => true)
        .catch((error: unknown) => (statusOf(error) === 404 ? false : Promise.reject(error)));
      if (exists) return { imageRef };
      const at = tag.lastIndexOf(':');
      // The container's own layer (the system disk); the data volume is not part of an image.
      const commit = engine
        .getContainer(nameOf(row))
        .commit({ repo: tag.slice(0, at), tag: tag.slice(at + 1), comment: `saved from ${row.key}` })
        .then(() => undefined)
        .catch((error: unknown) => {
          failedSnapshots.set(imageRef, error instanceof Error ? error.message : String(error));
        })
        .finally(() => snapshots.delete(imageRef));
      snapshots.set(imageRef, commit);
      return { imageRef };
    },
    async inspectImage(imageRef): Promise<ImageInspection> {
      if (snapshots.has(imageRef)) return { state: 'creating', sizeGb: 0, detail: '' };
      const failure = failedSnapshots.get(imageRef);
      if (failure) return { state: 'failed', sizeGb: 0, detail: failure };
      const saved = parseSavedImageRef(imageRef);
      if (!saved) return { state: 'unknown', sizeGb: 0, detail: 'not a saved docker image' };
      try {
        const info = await parts.options.hosts.engine(saved.hostName).getImage(saved.tag).inspect();
        return { state: 'ready', sizeGb: Math.max(1, Math.ceil(info.Size / GIB)), detail: '' };
      } catch (error) {
        if (statusOf(error) === 404) return { state: 'unknown', sizeGb: 0, detail: 'no such image' };
        throw error;
      }
    },
    async deleteImage(imageRef) {
      const saved = parseSavedImageRef(imageRef);
      if (!saved) return;
      await parts.options.hosts
        .engine(saved.hostName)
        .getImage(saved.tag)
        .remove()
        .catch((error: unknown) => {
          if (statusOf(error) !== 404) throw error;
        });
    },
    async createVolume(spec) {
      await db
        .insert(dockerVolumes)
        .values({
          ref: `${VOLUME_PREFIX}${spec.key}`,
          key: spec.key,
          region: spec.region,
          sizeGb: spec.sizeGb,
        })
        .onConflictDoNothing({ target: dockerVolumes.key });
      const [row] = await db.select().from(dockerVolumes).where(eq(dockerVolumes.key, spec.key)).limit(1);
      if (!row) throw new Error(`no docker volume ${spec.key}`);
      return { volumeRef: row.ref };
    },
    async expandVolume(volumeRef, sizeGb) {
      // Recorded: a sized cloud disk grows to it when its machine next starts (docs/compute.md).
      const [row] = await db
        .update(dockerVolumes)
        .set({ sizeGb: sql`greatest(${dockerVolumes.sizeGb}, ${sizeGb})` })
        .where(and(eq(dockerVolumes.ref, volumeRef), eq(dockerVolumes.deleted, 0)))
        .returning();
      if (!row) throw new Error(`no docker volume ${volumeRef}`);
    },
    async deleteVolume(volumeRef) {
      const [row] = await db.select().from(dockerVolumes).where(eq(dockerVolumes.ref, volumeRef)).limit(1);
      if (!row || row.deleted) return;
      if (row.hostName) {
        const { hosts } = parts.options;
        await releaseDisk(hosts.engine(row.hostName), hosts.machines.diskToolImage, cloudVolumeName(row.key));
      }
      await db
        .update(dockerVolumes)
        .set({ deleted: 1, machineRef: null })
        .where(eq(dockerVolumes.ref, volumeRef));
    },
    async attachVolume(ref, volumeRef) {
      const row = await parts.machine(ref);
      const volume = await volumeRow(volumeRef);
      if (volume.machineRef && volume.machineRef !== ref)
        throw new Error(`volume ${volumeRef} is attached elsewhere`);
      if (volume.hostName && parts.options.hosts.engine(volume.hostName) !== parts.engineOf(row))
        throw new Error(`volume ${volumeRef} lives on the engine of ${volume.hostName}`);
      if (row.volumes.includes(volumeRef)) return;
      await assertStopped(row, 'a volume is attached to');
      await db
        .update(dockerVolumes)
        .set({ machineRef: ref, hostName: row.hostName })
        .where(eq(dockerVolumes.ref, volumeRef));
      const volumes = [...row.volumes, volumeRef];
      await db.update(dockerMachines).set({ volumes }).where(eq(dockerMachines.ref, ref));
      await remount({ ...row, volumes });
    },
    async detachVolume(ref, volumeRef) {
      const row = await parts.machine(ref);
      if (!row.volumes.includes(volumeRef)) return;
      await assertStopped(row, 'a volume is detached from');
      const volumes = row.volumes.filter((attached) => attached !== volumeRef);
      await db.update(dockerMachines).set({ volumes }).where(eq(dockerMachines.ref, ref));
      await db
        .update(dockerVolumes)
        .set({ machineRef: null })
        .where(and(eq(dockerVolumes.ref, volumeRef), eq(dockerVolumes.machineRef, ref)));
      await remount({ ...row, volumes });
    },
    async installPlugin(ref, plugin) {
      const row = await parts.machine(ref);
      const info = await inspectContainer(parts.engineOf(row), nameOf(row));
      if (!info?.State.Running) throw new Error('plugins are installed on a running machine');
      return installDockerPlugin(parts.engineOf(row).getContainer(nameOf(row)), plugin);
    },
    async removePlugin(ref, plugin) {
      const row = await parts.machine(ref);
      const info = await inspectContainer(parts.engineOf(row), nameOf(row));
      // A stopped container runs nothing: its plugins' processes ended with it.
      if (!info?.State.Running) return;
      await removeDockerPlugin(parts.engineOf(row).getContainer(nameOf(row)), plugin);
    },
    async startCommand(ref, key, command) {
      const row = await parts.machine(ref);
      const info = await inspectContainer(parts.engineOf(row), nameOf(row));
      if (!info?.State.Running) throw new Error('a command is started on a running machine');
      await startDockerCommand(parts.engineOf(row).getContainer(nameOf(row)), key, command);
    },
    async commandState(ref, key) {
      const row = await parts.machine(ref);
      const info = await inspectContainer(parts.engineOf(row), nameOf(row));
      // A stopped container runs nothing: a command that did not finish died with it.
      if (!info?.State.Running) return { state: 'gone' };
      return dockerCommandState(parts.engineOf(row).getContainer(nameOf(row)), key);
    },
    async serviceAddress(ref) {
      const row = await parts.machine(ref);
      const info = await inspectContainer(parts.engineOf(row), nameOf(row));
      if (!info?.State.Running) return null;
      return containerAddress(info);
    },
    async migrate(ref, hostName) {
      const row = await parts.machine(ref);
      if (parts.options.hosts.engine(hostName) !== parts.engineOf(row))
        throw new Error(
          `moving a docker machine to another engine is not supported: its data volume stays with ${row.hostName}`,
        );
      await assertStopped(row, 'only moves');
      await db.update(dockerMachines).set({ hostName }).where(eq(dockerMachines.ref, ref));
      // Its container carries the new host's label, so the new host's listing has it.
      await remount({ ...row, hostName });
    },
    async screenshot() {
      throw new Error('a container has no screen to capture: reach it over SSH with its login details');
    },
  };
}
