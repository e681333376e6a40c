#!/usr/bin/env bash
# A second Docker engine on this machine, for the tests of a fleet on many engines (issue 41, point 5):
# its own daemon, socket, data root, exec root and bridge (gpcb0, 172.30.0.0/24, routed from this
# machine, so the console's service proxy reaches its containers as it reaches the first engine's).
# It keeps its containers running while the daemon is down (live restore), as a production engine
# is set up: stopping it stands for an engine that stops answering, and starting it again for its
# return. The images the tests rent are copied from the first engine (scripts/docker.sh makes them).
#
#   bash scripts/docker-second-engine.sh start   # idempotent; prints the engine's address
#   bash scripts/docker-second-engine.sh stop    # the daemon only: its containers keep running
set -euo pipefail

SOCKET="${DOCKER_SECOND_SOCKET:-/run/gpucloud/docker-b.sock}"
DATA_ROOT="${DOCKER_SECOND_DATA_ROOT:-/var/lib/gpucloud-docker-b}"
EXEC_ROOT="${DOCKER_SECOND_EXEC_ROOT:-/run/gpucloud/docker-b}"
PIDFILE="$EXEC_ROOT.pid"
BRIDGE="${DOCKER_SECOND_BRIDGE:-gpcb0}"
BRIDGE_ADDRESS="${DOCKER_SECOND_BRIDGE_ADDRESS:-172.30.0.1/24}"
FIRST_SOCKET="${DOCKER_SOCKET:-/var/run/docker.sock}"
IMAGES="${DOCKER_SECOND_IMAGES:-gpucloud/busybox:1 gpucloud/disktool:1}"

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

answers() { docker -H "unix://$SOCKET" version > /dev/null 2>&1; }

start() {
  if ! answers; then
    if ! ip link show "$BRIDGE" > /dev/null 2>&1; then
      as_root ip link add "$BRIDGE" type bridge
      as_root ip addr add "$BRIDGE_ADDRESS" dev "$BRIDGE"
    fi
    as_root ip link set "$BRIDGE" up
    as_root mkdir -p "$(dirname "$SOCKET")" "$EXEC_ROOT" "$DATA_ROOT"
    log="${TMPDIR:-/tmp}/dockerd-second.log"
    # --iptables=false: the first engine owns this machine's NAT rules; the bridge is routed as it is.
    as_root sh -c "setsid nohup dockerd --host 'unix://$SOCKET' --data-root '$DATA_ROOT' \
      --exec-root '$EXEC_ROOT' --pidfile '$PIDFILE' --bridge '$BRIDGE' --iptables=false \
      --ip6tables=false --live-restore >> '$log' 2>&1 &"
    for _ in $(seq 1 60); do
      answers && break
      sleep 0.5
    done
    answers || { echo "docker-second-engine: dockerd did not start, see $log" >&2; exit 1; }
  fi
  for image in $IMAGES; do
    if ! docker -H "unix://$SOCKET" image inspect "$image" > /dev/null 2>&1; then
      docker -H "unix://$FIRST_SOCKET" image inspect "$image" > /dev/null 2>&1 ||
        { echo "docker-second-engine: $image is not on the first engine: run bash scripts/docker.sh" >&2; exit 1; }
      docker -H "unix://$FIRST_SOCKET" save "$image" | docker -H "unix://$SOCKET" load > /dev/null
    fi
  done
  echo "unix://$SOCKET"
}

stop() {
  [ -f "$PIDFILE" ] || return 0
  pid="$(cat "$PIDFILE")"
  as_root kill "$pid" 2> /dev/null || true
  for _ in $(seq 1 60); do
    kill -0 "$pid" 2> /dev/null || break
    sleep 0.25
  done
  if kill -0 "$pid" 2> /dev/null; then
    echo "docker-second-engine: dockerd $pid did not stop" >&2
    exit 1
  fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
