#!/usr/bin/env bash
# A Redis for the tests of the shared store (REDIS_URL, core/shared-store.ts): the one answering on
# 127.0.0.1:6379, else Debian's redis-server, installed when missing and started on that port
# without persistence (the tests' keys are throw-away). Prints its address; everything else goes to
# standard error.
set -euo pipefail

url="redis://127.0.0.1:6379"
answers() { command -v redis-cli > /dev/null && redis-cli -h 127.0.0.1 -p 6379 ping 2> /dev/null | grep -q PONG; }

if ! answers; then
  if ! command -v redis-server > /dev/null; then
    echo "redis.sh: installing Debian's redis-server" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y redis-server >&2 || { apt-get update >&2 && apt-get install -y redis-server >&2; }
  fi
  # The package may have started its own service already.
  if ! answers; then
    redis-server --port 6379 --bind 127.0.0.1 --daemonize yes --save '' --appendonly no >&2
  fi
  for _ in $(seq 1 100); do answers && break; sleep 0.1; done
  answers || { echo "redis.sh: redis-server does not answer on 127.0.0.1:6379" >&2; exit 1; }
fi
echo "$url"
