#!/usr/bin/env bash
# Makes sure a Docker engine answers on this machine (the real-compute tests run containers on it) and
# that the small test image the tests rent is there. Installs Debian's docker.io and busybox-static
# when missing, starts dockerd when its socket does not answer. It also prepares what makes a machine
# show what was rented (docs/compute.md, "What a container instance is"): LXCFS mounted at
# /var/lib/lxcfs (memory, CPUs and uptime of /proc seen per container) and the disk tool image that
# makes data disks filesystems of the rented size. Idempotent; seconds when all is there.
set -euo pipefail

SOCKET="${DOCKER_SOCKET:-/var/run/docker.sock}"
TEST_IMAGE="${DOCKER_TEST_IMAGE:-gpucloud/busybox:1}"
DISK_TOOL_IMAGE="${DOCKER_DISK_TOOL_IMAGE-gpucloud/disktool:1}"
LXCFS_DIR="${DOCKER_LXCFS_DIR-/var/lib/lxcfs}"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_packages() {
  echo "docker: installing Debian's $*" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@" ||
    { as_root apt-get update && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "$@"; }
}

command -v dockerd > /dev/null || install_packages docker.io
[ -x /bin/busybox ] || install_packages busybox-static
[ -z "$LXCFS_DIR" ] || command -v lxcfs > /dev/null || install_packages lxcfs

if ! docker -H "unix://$SOCKET" version > /dev/null 2>&1; then
  echo "docker: starting dockerd" >&2
  log="${TMPDIR:-/tmp}/dockerd.log"
  as_root sh -c "nohup dockerd > '$log' 2>&1 &"
  for _ in $(seq 1 60); do
    docker -H "unix://$SOCKET" version > /dev/null 2>&1 && break
    sleep 0.5
  done
  docker -H "unix://$SOCKET" version > /dev/null || { echo "docker: dockerd did not start, see $log" >&2; exit 1; }
fi

# The test image: Debian's statically linked busybox and its applets as a root filesystem, imported
# (no registry). It has a shell, nproc, cat, ls and sleep: what the tests run in a rented container.
if ! docker -H "unix://$SOCKET" image inspect "$TEST_IMAGE" > /dev/null 2>&1; then
  root="$(mktemp -d)"
  trap 'rm -rf "${root:-}" "${tool_root:-}"' EXIT
  mkdir -p "$root/bin" "$root/root" "$root/tmp" "$root/etc" "$root/proc" "$root/sys" "$root/dev"
  chmod 1777 "$root/tmp"
  cp /bin/busybox "$root/bin/busybox"
  for applet in $(/bin/busybox --list); do
    [ "$applet" = busybox ] || ln -s busybox "$root/bin/$applet"
  done
  echo 'root:x:0:0:root:/root:/bin/sh' > "$root/etc/passwd"
  echo 'root:x:0:' > "$root/etc/group"
  tar -C "$root" -c . | docker -H "unix://$SOCKET" import \
    --change 'ENV PATH=/bin' --change 'CMD ["/bin/sh"]' - "$TEST_IMAGE" > /dev/null
  echo "docker: imported $TEST_IMAGE" >&2
fi

# LXCFS: a FUSE filesystem whose /proc/meminfo, cpuinfo, stat, uptime, loadavg (and the online CPUs
# of /sys) answer each container with its own limits; the docker provider bind-mounts its files over
# a machine's when the engine has it. Started once, in the background, when the directory is not
# already an LXCFS mount (a mount whose daemon died answers nothing: it is unmounted and restarted).
# --enable-cfs: a machine held to a CPU quota sees that many CPUs in /proc/cpuinfo; --enable-loadavg:
# its own load average.
lxcfs_mounted() { grep -q " $LXCFS_DIR fuse.lxcfs " /proc/self/mounts; }
if [ -n "$LXCFS_DIR" ]; then
  if lxcfs_mounted && ! ls "$LXCFS_DIR/proc/meminfo" > /dev/null 2>&1; then
    echo "lxcfs: $LXCFS_DIR does not answer, mounting it again" >&2
    as_root umount -l "$LXCFS_DIR" || true
  fi
  if ! lxcfs_mounted; then
    if [ ! -e /dev/fuse ]; then
      echo "lxcfs: no /dev/fuse on this machine: containers show the host's memory and CPUs" >&2
    else
      log="${TMPDIR:-/tmp}/lxcfs.log"
      as_root mkdir -p "$LXCFS_DIR"
      as_root sh -c "setsid nohup lxcfs --enable-cfs --enable-loadavg '$LXCFS_DIR' > '$log' 2>&1 &"
      for _ in $(seq 1 40); do
        lxcfs_mounted && break
        sleep 0.25
      done
      lxcfs_mounted || echo "lxcfs: did not mount $LXCFS_DIR, see $log: containers show the host's figures" >&2
    fi
  fi
fi

# The disk tool image: Debian's losetup, mke2fs, e2fsck and resize2fs (with their libraries) and
# busybox, imported from this machine's own binaries (no registry). The docker provider runs it as a
# short-lived helper container to make, attach, grow and free the loop-mounted file behind each
# data disk; an engine without it keeps unsized volumes.
if [ -n "$DISK_TOOL_IMAGE" ] && ! docker -H "unix://$SOCKET" image inspect "$DISK_TOOL_IMAGE" > /dev/null 2>&1; then
  command -v mke2fs > /dev/null && command -v resize2fs > /dev/null || install_packages e2fsprogs
  command -v losetup > /dev/null || install_packages mount
  tool_root="$(mktemp -d)"
  trap 'rm -rf "${root:-}" "${tool_root:-}"' EXIT
  mkdir -p "$tool_root/bin" "$tool_root/sbin" "$tool_root/etc" "$tool_root/tmp" "$tool_root/disk"
  cp /bin/busybox "$tool_root/bin/busybox"
  for applet in sh cat cut grep head ln mv rm stat test truncate; do ln -s busybox "$tool_root/bin/$applet"; done
  for tool in losetup mke2fs e2fsck resize2fs; do
    path="$(command -v "$tool")"
    cp "$path" "$tool_root/sbin/$tool"
    for lib in $(ldd "$path" | grep -o '/[^ ]*'); do
      mkdir -p "$tool_root$(dirname "$lib")"
      cp -L "$lib" "$tool_root$lib"
    done
  done
  [ ! -f /etc/mke2fs.conf ] || cp /etc/mke2fs.conf "$tool_root/etc/mke2fs.conf"
  tar -C "$tool_root" -c . | docker -H "unix://$SOCKET" import \
    --change 'ENV PATH=/sbin:/bin' --change 'CMD ["/bin/sh"]' - "$DISK_TOOL_IMAGE" > /dev/null
  echo "docker: imported $DISK_TOOL_IMAGE" >&2
fi
