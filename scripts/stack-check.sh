#!/usr/bin/env bash
# Brings up deploy/compose.yaml as an operator would and checks it answers through the proxy:
# builds what is missing (the project's base gpucloud/node24:1, then the server, PostgreSQL and
# HAProxy images on it), `docker-compose up -d --build`, polls the proxy until /api/health/ready
# answers status 0 and the demo account logs in through it (SEED_DEMO=1), then `down -v`.
# Run by scripts/e2e.sh (npm test) after the images; cached layers make a re-run take seconds.
#
#   bash scripts/stack-check.sh              STACK_HTTP_PORT (8850) and STACK_SSH_PORT (8851) on the host
#   STACK_KEEP=1 bash scripts/stack-check.sh  leaves the stack up (docker-compose -p gpucloud-check ... down -v)
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
PROJECT="${STACK_PROJECT:-gpucloud-check}"
HTTP_PORT="${STACK_HTTP_PORT:-8850}"
SSH_PORT="${STACK_SSH_PORT:-8851}"
TIMEOUT_S="${STACK_TIMEOUT_S:-300}"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

started=$(date +%s)
bash "$root/scripts/docker.sh"
if ! command -v docker-compose > /dev/null; then
  echo "stack-check: installing Debian's docker-compose" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends docker-compose ||
    { as_root apt-get update && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends docker-compose; }
fi
bash "$root/scripts/node-base-image.sh"

work="$(mktemp -d)"
# The stack's own settings: throwaway secrets, the demo seed, sandbox providers allowed on purpose.
cat > "$work/gpucloud.env" << ENV
LOG_LEVEL=warn
ENV
export GPUCLOUD_ENV_FILE="$work/gpucloud.env"
export GPUCLOUD_NODE_BASE=gpucloud/node24:1 GPUCLOUD_DEBIAN_BASE=gpucloud/node24:1
export GPUCLOUD_IMAGE=gpucloud/server:check GPUCLOUD_POSTGRES_IMAGE=gpucloud/postgres:15-check
export GPUCLOUD_HAPROXY_IMAGE=gpucloud/haproxy:check
export GPUCLOUD_HTTP_PORT="$HTTP_PORT" GPUCLOUD_SSH_PORT="$SSH_PORT"
export PUBLIC_BASE_URL="http://127.0.0.1:$HTTP_PORT"
POSTGRES_PASSWORD="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
DATA_ENCRYPTION_KEY="$(od -An -N32 -tx1 /dev/urandom | tr -d ' \n')"
export POSTGRES_PASSWORD DATA_ENCRYPTION_KEY SEED_DEMO=1 ALLOW_SANDBOX=1
# The classic builder: what Debian's docker.io has without buildx.
export DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=0

compose() { docker-compose -p "$PROJECT" -f "$root/deploy/compose.yaml" "$@"; }
cleanup() {
  local rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "stack-check: FAILED; the servers' and the proxy's last logs:" >&2
    compose logs --tail=40 server-1 server-2 proxy >&2 || true
  fi
  if [ -z "${STACK_KEEP:-}" ]; then compose down -v --remove-orphans > /dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

compose down -v --remove-orphans > /dev/null 2>&1 || true
build_started=$(date +%s)
compose build --quiet >&2
echo "stack-check: images built in $(($(date +%s) - build_started)) s" >&2
up_started=$(date +%s)
compose up -d --no-build >&2

base="http://127.0.0.1:$HTTP_PORT"
ready=""
deadline=$(($(date +%s) + TIMEOUT_S))
while [ "$(date +%s)" -lt "$deadline" ]; do
  # Both replicas up behind the proxy: readiness answers status 0 twice in a row (round robin).
  if curl -fsS "$base/api/health/ready" 2> /dev/null | grep -q '"status":0' &&
    curl -fsS "$base/api/health/ready" 2> /dev/null | grep -q '"status":0' &&
    [ "$(compose ps -q server-2 | xargs -r docker inspect -f '{{.State.Health.Status}}')" = healthy ]; then
    ready=1
    break
  fi
  sleep 1
done
if [ -z "$ready" ]; then
  echo "stack-check: $base/api/health/ready did not answer status 0 within $TIMEOUT_S s" >&2
  exit 1
fi
echo "stack-check: both replicas ready behind the proxy $(($(date +%s) - up_started)) s after up" >&2

login="$(curl -fsS -H 'content-type: application/json' -d '{"phone":"13800000001","password":"demo12345"}' "$base/api/login")"
if ! printf '%s' "$login" | grep -q '"status":0'; then
  echo "stack-check: the demo login through the proxy failed: $login" >&2
  exit 1
fi
# The image runs as its own user, never root.
uid="$(docker exec "$(compose ps -q server-1)" id -u)"
if [ "$uid" = 0 ]; then
  echo "stack-check: the server runs as root" >&2
  exit 1
fi
echo "stack-check: OK: 2 replicas ready behind HAProxy, demo login through it, server uid $uid; whole check $(($(date +%s) - started)) s" >&2
