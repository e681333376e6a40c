import { randomBytes } from 'node:crypto';
import type Docker from 'dockerode';
import type { MountSettings } from 'dockerode';

/** The label of the disk tool's short-lived containers (never a machine: no `gpucloud.key`). */
export const LABEL_TOOL = 'gpucloud.tool';

/**
 * What the disk tool may touch: the loop devices (block major 7) and loop-control (char 10:237)
 * through the host's /dev (a loop device made after the container started is there too), with
 * CAP_SYS_ADMIN for their ioctls. Not `Privileged`: an engine that drops capabilities from its own
 * bounding set refuses that, and the tool needs no more than this. No network.
 */
const TOOL_ACCESS = {
  CapAdd: ['SYS_ADMIN'],
  DeviceCgroupRules: ['b 7:* rwm', 'c 10:237 rwm'],
  Binds: ['/dev:/dev'],
  NetworkMode: 'none',
};

/** A disk tool run that ended with another code than 0: its output says why. */
export class DiskToolError extends Error {
  constructor(
    readonly exitCode: number,
    output: string,
  ) {
    super(`disk tool exited with ${exitCode}: ${output.trim().slice(-500)}`);
  }
}

/**
 * Runs a shell script in a short-lived container of the disk tool image (scripts/docker.sh makes
 * it: busybox with Debian's losetup, mke2fs, e2fsck, resize2fs) on the engine, and answers its
 * output. Tools are called by path: busybox's shell would otherwise run its own smaller applets.
 */
export async function runDiskTool(
  engine: Docker,
  image: string,
  script: string,
  args: string[],
  mounts: MountSettings[],
): Promise<string> {
  const container = await engine.createContainer({
    name: `gpucloud-disktool-${randomBytes(5).toString('hex')}`,
    Image: image,
    Entrypoint: ['/bin/sh', '-c', script, 'disktool', ...args],
    Cmd: [],
    Tty: true,
    Labels: { [LABEL_TOOL]: 'disk' },
    HostConfig: { ...TOOL_ACCESS, Mounts: mounts },
  });
  try {
    await container.start();
    const { StatusCode } = (await container.wait()) as { StatusCode: number };
    const output = ((await container.logs({ stdout: true, stderr: true })) as Buffer).toString('utf8');
    if (StatusCode !== 0) throw new DiskToolError(StatusCode, output);
    return output.trim();
  } finally {
    await container.remove({ force: true }).catch(() => undefined);
  }
}

/**
 * Makes the disk's image file (`$1` bytes, ext4 without reserved blocks; a new sparse file reads
 * zeros, so the journal and inode tables need not be written: megabytes, not 250 MB for 50 GB) when it is not there,
 * attaches it to a loop device unless one already holds it (found by the file's inode, whatever
 * the path was then), grows file and filesystem when `$1` is larger (offline: the provider runs
 * this only while no container has the disk mounted), and points `device` at the loop device: the
 * path the disk's volume mounts, so a loop device renumbered after a reboot is followed.
 */
export const ENSURE_DISK = `set -e
img=/disk/disk.img; want=$1; L=/sbin/losetup
if [ ! -e $img ]; then
  truncate -s $want $img.new
  /sbin/mke2fs -q -t ext4 -m 0 -E lazy_itable_init=1,lazy_journal_init=1 -F $img.new
  mv $img.new $img
fi
dev=$($L -n -O NAME -j $img | head -n 1)
[ -n "$dev" ] || dev=$($L -f --show $img)
if [ "$(stat -c %s $img)" -lt "$want" ]; then
  truncate -s $want $img
  $L -c $dev
  /sbin/e2fsck -f -p $dev || [ $? -le 1 ]
  /sbin/resize2fs $dev
fi
ln -sfn $dev /disk/device
echo $dev`;

/** Frees every loop device that holds the disk's image file (before the file's volume is removed). */
export const RELEASE_DISK = `[ -e /disk/disk.img ] || exit 0
for dev in $(/sbin/losetup -n -O NAME -j /disk/disk.img); do /sbin/losetup -d $dev; done
rm -f /disk/device`;

/**
 * Whether the engine's host has LXCFS mounted where it is said to be (mounted at /lxcfs when
 * given) and whether a loop device can be had: the two things that make a machine show what was
 * rented.
 */
export const PROBE = `lxcfs=no; loop=no
grep -q ' /lxcfs .* - fuse\\.lxcfs ' /proc/self/mountinfo && [ -r /lxcfs/proc/meminfo ] && lxcfs=yes
/sbin/losetup -f > /dev/null 2>&1 && loop=yes
echo "lxcfs=$lxcfs loop=$loop"`;
