#!/usr/bin/env bash
# Makes sure Debian's HAProxy is on this machine (the rolling-restart test puts three server processes
# behind it, as deploy/ does). Installs the package when missing; idempotent, instant when it is there.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! command -v haproxy > /dev/null && [ ! -x /usr/sbin/haproxy ]; then
  echo "haproxy: installing Debian's haproxy" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends haproxy ||
    { as_root apt-get update && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends haproxy; }
fi
# The package starts a system service; the test runs its own proxy and needs none.
command -v haproxy > /dev/null || [ -x /usr/sbin/haproxy ]
