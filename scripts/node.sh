# Sourced, not run: puts the Node.js version the project declares (.nvmrc) first on PATH.
# A machine whose own `node` is another major version (Debian ships an older LTS) gets that version
# from the npm registry's `node-<os>-<arch>` package, which holds the official build (bin/node and
# the headers native add-ons compile against), kept under ~/.cache/gpucloud/node-<version>.
# Used by .ci/run so the suite runs on the declared version wherever it runs.

gpucloud_use_node() {
  local root want os arch dir
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  want="$(tr -d ' \n\r' < "$root/.nvmrc")"
  if [ "$(node --version 2>/dev/null)" = "v$want" ]; then return 0; fi

  os="$(uname -s | tr '[:upper:]' '[:lower:]')"
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node.sh: no Node.js package for $(uname -m); using $(node --version 2>/dev/null)" >&2; return 0 ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/gpucloud/node-$want"
  local pkg="$dir/node_modules/node-$os-$arch"
  if [ ! -x "$pkg/bin/node" ]; then
    echo "node.sh: installing Node.js $want (npm package node-$os-$arch) into $dir" >&2
    mkdir -p "$dir"
    # The package has no install script; --ignore-scripts says so to any npm that asks.
    npm install --prefix "$dir" --no-save --no-audit --no-fund --ignore-scripts --loglevel=error \
      "node-$os-$arch@$want" >&2
  fi
  export PATH="$pkg/bin:$PATH"
  # node-gyp (native add-ons' install scripts) compiles against this build's own headers instead of
  # downloading them.
  export npm_config_nodedir="$pkg"
  echo "node.sh: using Node.js $(node --version) from $pkg/bin" >&2
}

gpucloud_use_node
