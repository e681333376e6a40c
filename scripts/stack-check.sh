#!/usr/bin/env bash
# Brings up deploy/compose.yaml as an operator would and checks it answers through the proxy:
# builds what is missing (the project's base gpucloud/node24:1, then the server, PostgreSQL, Redis
# and HAProxy images on it), `docker-compose up -d --build`, polls the proxy until /api/health/ready
# answers status 0 and the demo account logs in through it (SEED_DEMO=1), upgrades the replicas one
# by one under load with no failed request, then `down -v`.
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
export GPUCLOUD_HAPROXY_IMAGE=gpucloud/haproxy:check GPUCLOUD_REDIS_IMAGE=gpucloud/redis:check
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
    compose logs --tail=40 server-1 server-2 proxy redis >&2 || true
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
# The image paints a console page with the account's data (the web's server-side build is in it):
# the login's page cookie and the signed-in hint, then the dashboard's HTML carries its answers.
curl -fsS -c "$work/cookies" -o /dev/null -H 'content-type: application/json' \
  -d '{"phone":"13800000001","password":"demo12345"}' "$base/api/login"
if ! curl -fsS -b "$work/cookies" -b 'signed_in=1' "$base/console/dashboard" | grep -q 'id="first-screen-data"'; then
  echo "stack-check: the image did not paint /console/dashboard with the account's data" >&2
  exit 1
fi
# The open API through the proxy, signed by the project's CLI with a key made for the demo account:
# its nonces and rate limit live in the stack's Redis (REDIS_URL).
token="$(printf '%s' "$login" | sed -n 's/.*"token":"\([^"]*\)".*/\1/p')"
key="$(curl -fsS -H 'content-type: application/json' \
  -d "{\"session\":\"$token\",\"name\":\"stack-check\",\"scopes\":[\"read\"]}" "$base/api/access_key/create")"
key_id="$(printf '%s' "$key" | sed -n 's/.*"AccessKeyId":"\([^"]*\)".*/\1/p')"
key_secret="$(printf '%s' "$key" | sed -n 's/.*"Secret":"\([^"]*\)".*/\1/p')"
offers="$(cd "$root" && GPUCLOUD_CONFIG_DIR="$work/cli" GPUCLOUD_ENDPOINT="$base" GPUCLOUD_ACCESS_KEY_ID="$key_id" \
  GPUCLOUD_SECRET="$key_secret" node --conditions=gpucloud-source --import tsx packages/cli/src/main.ts offers --json)" || {
  echo "stack-check: the CLI's signed offers request through the proxy failed: $offers" >&2
  exit 1
}
if ! docker exec "$(compose ps -q redis)" redis-cli --scan --pattern 'gpucloud:gate:*:nonce:*' | grep -q .; then
  echo "stack-check: the signed request left no nonce in the stack's Redis" >&2
  exit 1
fi
uid="$(docker exec "$(compose ps -q server-1)" id -u)"
if [ "$uid" = 0 ]; then
  echo "stack-check: the server runs as root" >&2
  exit 1
fi
# A rolling upgrade as docs/operations.md tells it, under steady load through the proxy (a login, a
# write, and a health read, over and over): each replica in turn recreated (SIGTERM, drain, exit; a new
# container), the next one only once the new one is ready and the proxy has had time to take it in
# (rise 2 x inter 1 s in haproxy.cfg). Not one request may fail.
login_body='{"phone":"13800000001","password":"demo12345"}'
load() {
  local ok=0 failed=0
  while [ ! -e "$work/stop" ]; do
    if curl -fsS -m 10 -H 'content-type: application/json' -d "$login_body" "$base/api/login" 2> /dev/null |
      grep -q '"status":0'; then ok=$((ok + 1)); else failed=$((failed + 1)); fi
    if curl -fsS -m 10 "$base/api/health" 2> /dev/null | grep -q '"status":0'; then
      ok=$((ok + 1))
    else failed=$((failed + 1)); fi
  done
  echo "$ok $failed" > "$work/load"
}
replica_ready() {
  docker exec "$(compose ps -q "$1")" node -e \
    "fetch('http://127.0.0.1:8080/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" 2> /dev/null
}
rolling_started=$(date +%s)
load &
load_pid=$!
for replica in server-1 server-2; do
  compose up -d --no-deps --no-build --force-recreate "$replica" >&2
  deadline=$(($(date +%s) + TIMEOUT_S))
  until replica_ready "$replica"; do
    [ "$(date +%s)" -lt "$deadline" ] || { echo "stack-check: $replica not ready after its upgrade" >&2; exit 1; }
    sleep 0.5
  done
  sleep 3
done
touch "$work/stop"
wait "$load_pid"
read -r load_ok load_failed < "$work/load"
if [ "$load_failed" != 0 ] || [ "$load_ok" = 0 ]; then
  echo "stack-check: the rolling upgrade failed $load_failed of $((load_ok + load_failed)) requests" >&2
  exit 1
fi
echo "stack-check: rolling upgrade of both replicas under load: $load_ok requests, 0 failed, $(($(date +%s) - rolling_started)) s" >&2

echo "stack-check: OK: 2 replicas ready behind HAProxy, demo login through it, the dashboard painted with its data, a signed CLI request with its nonce in Redis, server uid $uid, a rolling upgrade with no failed request; whole check $(($(date +%s) - started)) s" >&2
