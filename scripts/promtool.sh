#!/usr/bin/env bash
# Makes sure Prometheus's promtool is on this machine (Debian's `prometheus` package, which brings it)
# and runs it with the arguments given: `bash scripts/promtool.sh check rules deploy/prometheus/alerts.yml`.
# Idempotent; instant when promtool is there. Without arguments it only installs.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! command -v promtool > /dev/null; then
  echo "promtool: installing Debian's prometheus" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends prometheus > /dev/null ||
    { as_root apt-get update > /dev/null &&
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends prometheus > /dev/null; }
  # The package starts its server as a service where systemd runs; CI needs only the tool.
fi

[ "$#" -eq 0 ] || exec promtool "$@"
