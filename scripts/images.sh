#!/usr/bin/env bash
# `npm run images`: builds the base images the product ships, from Debian packages only, and imports
# them into the local Docker engine (no registry). Today one: gpucloud/debian12:2, a Debian 12 root
# filesystem with bash, Python 3 and pip, procps, CA certificates, the SFTP server and Jupyter Notebook
# 6.4 (Debian 12 packages no JupyterLab, TensorBoard or code-server), made with
# mmdebstrap and piped into `docker import`. It is what DOCKER_DEFAULT_IMAGE runs unless an operator
# maps a catalogue image to another (DOCKER_IMAGES; see docs/compute.md for PyTorch/CUDA images).
#
#   bash scripts/images.sh            builds what is missing
#   bash scripts/images.sh --force    builds again
#   DEBIAN_MIRROR=http://mirror.example/debian bash scripts/images.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
SOCKET="${DOCKER_SOCKET:-/var/run/docker.sock}"
IMAGE="${DOCKER_BASE_IMAGE:-gpucloud/debian12:2}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SECURITY_MIRROR="${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
PACKAGES="bash,python3,python3-pip,python3-venv,ca-certificates,procps,openssh-sftp-server,less,nano,curl,jupyter-notebook,python3-ipykernel,ncurses-bin"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# The engine first (installs docker.io and starts dockerd when needed).
bash "$here/docker.sh"

if [ "${1:-}" != "--force" ] && docker -H "unix://$SOCKET" image inspect "$IMAGE" > /dev/null 2>&1; then
  echo "images: $IMAGE is there (--force builds it again)" >&2
  exit 0
fi

if ! command -v mmdebstrap > /dev/null; then
  echo "images: installing Debian's mmdebstrap" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y mmdebstrap ||
    { as_root apt-get update && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y mmdebstrap; }
fi

started=$(date +%s)
echo "images: building $IMAGE from Debian bookworm ($MIRROR)" >&2
# The apt sources are given in full (mmdebstrap would otherwise read them from a non-terminal stdin).
# Documentation and man pages are left out; apt's lists are removed so the image holds no stale index.
as_root mmdebstrap \
  --variant=minbase \
  --include="$PACKAGES" \
  --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
  --customize-hook='mkdir -p "$1"/root/data "$1"/root/disks' \
  bookworm - \
  "deb $MIRROR bookworm main" \
  "deb $MIRROR bookworm-updates main" \
  "deb $SECURITY_MIRROR bookworm-security main" \
  < /dev/null |
  docker -H "unix://$SOCKET" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change 'WORKDIR /root' \
    --change 'CMD ["/bin/bash"]' \
    - "$IMAGE" > /dev/null

size=$(docker -H "unix://$SOCKET" image inspect --format '{{.Size}}' "$IMAGE")
echo "images: $IMAGE imported ($((size / 1024 / 1024)) MB) in $(($(date +%s) - started)) s" >&2
