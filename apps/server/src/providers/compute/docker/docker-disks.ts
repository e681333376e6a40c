import type Docker from 'dockerode';
import type { VolumeInspectInfo } from 'dockerode';
import { ENSURE_DISK, RELEASE_DISK, runDiskTool } from './docker-disk-tool';
import { removeVolume, statusOf } from './docker-engine';

const GIB = 1024 ** 3;

/** The volume that holds a sized disk's image file (never mounted in a machine). */
export const diskFileVolumeName = (volume: string) => `${volume}-file`;

/** On a disk's file volume: the disk volume it backs (how clean-ups find the loop device to free). */
export const LABEL_DISK_FILE = 'gpucloud.disk-file';

/** The disk tool image (the setting) and whether this engine makes sized disks (its probe). */
export interface DiskMaking {
  toolImage: string | null;
  sized: boolean;
}

async function inspectVolume(engine: Docker, name: string): Promise<VolumeInspectInfo | null> {
  try {
    return await engine.getVolume(name).inspect();
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

const isSized = (volume: VolumeInspectInfo) => Boolean(volume.Options?.device);

/** Whether a disk volume is a sized one (a filesystem that grows only while no container has it). */
export async function isSizedDisk(engine: Docker, name: string): Promise<boolean> {
  const volume = await inspectVolume(engine, name);
  return volume !== null && isSized(volume);
}

/**
 * Makes a disk volume ready for a container that is not running: a filesystem of `sizeGb` GiB
 * where the engine can (an ext4 image file in its own volume, on a loop device, which the disk
 * volume mounts through the local driver's `type`/`device` options), attached again after a
 * reboot and grown when `sizeGb` is larger than it is. Where the engine cannot, and for a volume
 * made unsized before, the plain named volume of old (no size enforced).
 */
export async function ensureDisk(
  engine: Docker,
  making: DiskMaking,
  name: string,
  sizeGb: number,
  labels: Record<string, string>,
): Promise<void> {
  const existing = await inspectVolume(engine, name);
  if (existing && !isSized(existing)) return;
  if (!existing && (!making.sized || !making.toolImage || sizeGb <= 0)) {
    await engine.createVolume({ Name: name, Labels: labels });
    return;
  }
  if (!making.toolImage)
    throw new Error(
      `the disk ${name} is a sized disk and DOCKER_DISK_TOOL_IMAGE is off: it cannot be attached`,
    );
  const file = diskFileVolumeName(name);
  await engine.createVolume({ Name: file, Labels: { ...labels, [LABEL_DISK_FILE]: name } });
  await runDiskTool(engine, making.toolImage, ENSURE_DISK, [String(sizeGb * GIB)], [fileMount(file)]);
  if (existing) return;
  const fileVolume = await engine.getVolume(file).inspect();
  await engine.createVolume({
    Name: name,
    Labels: labels,
    Driver: 'local',
    DriverOpts: { type: 'ext4', device: `${fileVolume.Mountpoint}/device` },
  });
}

/**
 * Removes a disk volume (its container removed first) and, for a sized disk, frees its loop
 * device and removes the image file with its volume.
 */
export async function releaseDisk(engine: Docker, toolImage: string | null, name: string): Promise<void> {
  await removeVolume(engine, name);
  const file = diskFileVolumeName(name);
  if (!(await inspectVolume(engine, file))) return;
  if (toolImage) await runDiskTool(engine, toolImage, RELEASE_DISK, [], [fileMount(file)]);
  await removeVolume(engine, file);
}

const fileMount = (volume: string) => ({
  Type: 'volume' as const,
  Source: volume,
  Target: '/disk',
  ReadOnly: false,
});
