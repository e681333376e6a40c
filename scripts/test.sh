#!/usr/bin/env bash
# `npm test`: lint, typecheck, the unit and API tests, the production stack check and the end-to-end
# journeys. The stack check (scripts/stack-check.sh: Docker builds the images, the stack comes up and
# is upgraded under load) needs nothing the other stages make, and the linter and the type checker
# keep about one core busy: it runs beside them, its output held until it ends, and must pass before
# the unit tests start (STACK_CHECK=0 skips it, as in scripts/e2e.sh).
set -euo pipefail

cd "$(dirname "$0")/.."

# The Docker engine and the base image first: the stack check, the Docker tests and journeys use them.
bash scripts/docker.sh
bash scripts/images.sh
# A Redis for the tests of the shared store (the open-API gate with REDIS_URL).
TEST_REDIS_URL="${TEST_REDIS_URL:-$(bash scripts/redis.sh)}"
export TEST_REDIS_URL

stack_pid=""
stack_log="$(mktemp)"
trap 'rm -f "$stack_log"' EXIT
if [ "${STACK_CHECK:-1}" != 0 ]; then
  bash scripts/stack-check.sh > "$stack_log" 2>&1 &
  stack_pid=$!
fi

# Lint and typecheck fail the run at once, but only once the stack check has come down (its own
# cleanup removes the stack; killing it half-way would leave containers behind).
status=0
npm run lint && npm run typecheck || status=$?

if [ -n "$stack_pid" ]; then
  stack_status=0
  wait "$stack_pid" || stack_status=$?
  echo "== stack check (beside lint and typecheck)"
  cat "$stack_log"
  [ "$stack_status" = 0 ] || { echo "the stack check failed" >&2; exit "$stack_status"; }
fi
[ "$status" = 0 ] || exit "$status"

npm run test:unit
STACK_CHECK=0 npm run test:e2e
