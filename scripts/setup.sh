#!/usr/bin/env bash
# Installs whatever this machine lacks to build and test Formwright, from the
# package registries only (crates.io, npm, Debian). Idempotent, and quick when
# everything is there. Usage: scripts/setup.sh [dev|test]
#   dev  — toolchains and npm packages needed to build and serve the app
#   test — also Chromium (Debian) for Playwright and Java for the Nu Html Checker
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-dev}"
say() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }

# Rust: the wasm target.
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

# The standard library's source: scripts/build-wasm.sh rebuilds std for the
# wasm modules, for size (docs/decisions-local.md, "The standard library rebuilt for size").
if ! rustup component list --installed 2>/dev/null | grep -q '^rust-src'; then
  say "adding the rust-src component"
  rustup component add rust-src
fi

# wasm-bindgen-cli: exactly the version the crate is pinned to in Cargo.toml.
want=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)"/\1/p' Cargo.toml)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  say "installing wasm-bindgen-cli $want (about 2 minutes)"
  cargo install wasm-bindgen-cli --version "$want"
fi

# npm packages (npm install, not npm ci: see docs/toolchain.md).
stamp=node_modules/.formwright-installed
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ package.json -nt "$stamp" ] \
  || [ -n "$(find . -path ./node_modules -prune -o -name package.json -newer "$stamp" -print -quit)" ]; then
  say "installing npm packages"
  npm install --no-audit --no-fund
  touch "$stamp"
fi

if [ "$mode" = test ]; then
  apt_install() {
    if [ "$(id -u)" -ne 0 ]; then
      say "need root to apt-get install $*; run as root or install them yourself" >&2
      exit 1
    fi
    if [ ! -f /var/lib/formwright-apt-updated ] || [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -print -quit 2>/dev/null)" ]; then
      apt-get update -qq && touch /var/lib/formwright-apt-updated
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  }
  if [ ! -x /usr/bin/chromium ]; then
    say "installing Debian's chromium (for Playwright)"
    apt_install chromium
  fi
  if ! command -v java >/dev/null 2>&1; then
    say "installing a Java runtime (for the Nu Html Checker)"
    apt_install default-jre-headless
  fi
fi
