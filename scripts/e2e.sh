#!/usr/bin/env bash
# End-to-end journeys: Debian's Chromium drives the BUILT product (server + SPA) on a fresh database.
set -euo pipefail

cd "$(dirname "$0")/.."

# Debian's headless build of Chromium (package chromium-headless-shell): the browser without a window
# of its own, half the CPU of the full one per journey on this two-core machine.
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}"
export CHROMIUM_PATH

if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "e2e: $CHROMIUM_PATH not found; installing Debian's chromium-headless-shell" >&2
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell
  else
    sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell
  fi
  if [ ! -x "$CHROMIUM_PATH" ]; then
    echo "e2e: Chromium is still missing at $CHROMIUM_PATH" >&2
    exit 1
  fi
fi

# Pictures in zh-CN need a CJK font, which a fresh Debian machine lacks (Chinese shows as boxes).
if [ -n "${E2E_SCREENSHOTS:-}" ] && [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then
  echo "e2e: no Chinese font; installing Debian's fonts-wqy-microhei for the screenshots" >&2
  if [ "$(id -u)" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-wqy-microhei
  else
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y fonts-wqy-microhei
  fi
fi

# The real-compute journeys (e2e/docker-*.spec.ts) run containers on this machine's Docker engine.
bash scripts/docker.sh
# The base image gpucloud/debian12:2 (Jupyter Notebook) for docker-services.spec.ts: built only when missing.
bash scripts/images.sh
# The production stack (deploy/compose.yaml: two replicas, PostgreSQL, HAProxy) comes up from this tree
# and answers through its proxy (scripts/stack-check.sh; STACK_CHECK=0 skips it, e.g. for one spec).
if [ "${STACK_CHECK:-1}" != 0 ]; then bash scripts/stack-check.sh; fi

npm run build

# Each run starts the server on a fresh database under e2e/.data/<timestamp>; drop earlier runs'
# (an hour old or more: a run still going in the same tree keeps its database).
mkdir -p e2e/.data
find e2e/.data -mindepth 1 -maxdepth 1 -mmin +60 -exec rm -rf {} +

# Never let Playwright fetch a browser of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npx playwright test -c e2e/playwright.config.ts "$@"
