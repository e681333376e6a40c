import type Docker from 'dockerode';
import type { MountSettings } from 'dockerode';
import { PROBE, runDiskTool } from './docker-disk-tool';
import { statusOf } from './docker-engine';

/**
 * How machines are made to show what was rented (docs/compute.md): where LXCFS is mounted on the
 * engines' hosts (DOCKER_LXCFS_DIR, default /var/lib/lxcfs; empty: never used) and the disk tool
 * image that makes sized data disks (DOCKER_DISK_TOOL_IMAGE, default gpucloud/disktool:1; empty:
 * unsized volumes).
 */
export interface MachineSettings {
  lxcfsDir: string | null;
  diskToolImage: string | null;
}

/** What one engine really has of those: probed once per engine by a throwaway disk tool container. */
export interface EngineFeatures {
  /** LXCFS's directory on the engine's host, when it is an LXCFS mount there. */
  lxcfsDir: string | null;
  /** Whether data disks are made as loop-mounted filesystems of the rented size. */
  sizedDisks: boolean;
}

const NONE: EngineFeatures = { lxcfsDir: null, sizedDisks: false };

const probed = new WeakMap<Docker, Promise<EngineFeatures>>();

/**
 * The engine's features, asked once per engine client. A probe the engine refuses (no tool image,
 * no such directory) answers the features it has, and is kept; one that fails otherwise (the
 * engine does not answer) is asked again next time.
 */
export function featuresOf(engine: Docker, settings: MachineSettings): Promise<EngineFeatures> {
  const known = probed.get(engine);
  if (known) return known;
  const probe = probeEngine(engine, settings);
  probed.set(engine, probe);
  probe.catch(() => probed.delete(engine));
  return probe;
}

async function probeEngine(engine: Docker, settings: MachineSettings): Promise<EngineFeatures> {
  const image = settings.diskToolImage;
  if (!image) return NONE;
  const lxcfsMount = (dir: string): MountSettings => ({
    Type: 'bind',
    Source: dir,
    Target: '/lxcfs',
    ReadOnly: true,
  });
  const run = (mounts: MountSettings[]) => runDiskTool(engine, image, PROBE, [], mounts);
  let output: string;
  try {
    output = await run(settings.lxcfsDir ? [lxcfsMount(settings.lxcfsDir)] : []);
  } catch (error) {
    const code = statusOf(error);
    if (code === 404) return NONE;
    // The directory is not on the engine's host (the engine refuses the bind): no LXCFS there.
    if (code === 400 && settings.lxcfsDir) output = await run([]).catch(() => '');
    else throw error;
  }
  return {
    lxcfsDir: settings.lxcfsDir && output.includes('lxcfs=yes') ? settings.lxcfsDir : null,
    sizedDisks: output.includes('loop=yes'),
  };
}

/** Forgets what was probed of an engine (tests that change an engine's settings). */
export function forgetFeatures(engine: Docker): void {
  probed.delete(engine);
}
