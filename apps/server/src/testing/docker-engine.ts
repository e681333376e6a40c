import { PassThrough } from 'node:stream';
import type Docker from 'dockerode';
import { LABEL_HOST } from '../providers/compute/docker/docker-create-options';
import { LABEL_DISK_FILE, releaseDisk } from '../providers/compute/docker/docker-disks';

/** The disk tool image `bash scripts/docker.sh` makes (sized data disks). */
export const DISK_TOOL_IMAGE = 'gpucloud/disktool:1';

/** The image the real-engine tests rent: `bash scripts/docker.sh` imports it (no registry). */
export const TEST_IMAGE = 'gpucloud/busybox:1';

/** Fails with what to do when the engine or the test image is missing, instead of skipping. */
export async function assertEngineReady(engine: Docker): Promise<void> {
  try {
    await engine.ping();
  } catch (error) {
    throw new Error(
      `the Docker engine does not answer (${error instanceof Error ? error.message : String(error)}): run \`bash scripts/docker.sh\``,
    );
  }
  await engine
    .getImage(TEST_IMAGE)
    .inspect()
    .catch(() => {
      throw new Error(`the test image ${TEST_IMAGE} is missing: run \`bash scripts/docker.sh\``);
    });
}

/** Runs a command in a container and answers its output and exit code. */
export async function execIn(
  engine: Docker,
  container: string,
  command: string[],
): Promise<{ output: string; exitCode: number | null }> {
  const exec = await engine
    .getContainer(container)
    .exec({ Cmd: command, AttachStdout: true, AttachStderr: true });
  const stream = await exec.start({ hijack: true, stdin: false });
  const out = new PassThrough();
  let output = '';
  out.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  engine.modem.demuxStream(stream, out, out);
  await new Promise<void>((resolve, reject) => {
    stream.on('end', () => resolve());
    stream.on('error', reject);
  });
  const { ExitCode } = await exec.inspect();
  return { output: output.trim(), exitCode: ExitCode };
}

/** Waits for `check` to answer something (not undefined), polling, up to a deadline. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`not there within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Removes every container and volume the tests made for a host (by label), sized disks with their
 * loop devices and image files.
 */
export async function removeHostMachines(engine: Docker, hostName: string): Promise<void> {
  const filters = { label: [`${LABEL_HOST}=${hostName}`] };
  for (const container of await engine.listContainers({ all: true, filters }))
    await engine.getContainer(container.Id).remove({ force: true });
  const { Volumes } = await engine.listVolumes({ filters });
  for (const volume of Volumes ?? []) {
    const backs = volume.Labels?.[LABEL_DISK_FILE];
    if (backs) await releaseDisk(engine, DISK_TOOL_IMAGE, backs);
  }
  const { Volumes: left } = await engine.listVolumes({ filters });
  for (const volume of left ?? []) await engine.getVolume(volume.Name).remove();
}
