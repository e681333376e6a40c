#!/usr/bin/env bash
# Makes sure a Docker engine answers on this machine (the real-compute tests run containers on it) and
# that the small test image the tests rent is there. Installs Debian's docker.io and busybox-static
# when missing, starts dockerd when its socket does not answer. Idempotent; seconds when all is there.
set -euo pipefail

SOCKET="${DOCKER_SOCKET:-/var/run/docker.sock}"
TEST_IMAGE="${DOCKER_TEST_IMAGE:-gpucloud/busybox:1}"

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
  trap 'rm -rf "$root"' EXIT
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
