#!/usr/bin/env bash
# Builds the wasm facade and writes the JS bindings to ui/src/wasm-pkg/.
# Usage: scripts/build-wasm.sh [--release]  (release adds wasm-opt -Oz)
set -euo pipefail
cd "$(dirname "$0")/.."
out=ui/src/wasm-pkg
cargo build -q -p formwright-wasm --target wasm32-unknown-unknown --release
wasm-bindgen --target web --out-dir "$out" target/wasm32-unknown-unknown/release/formwright_wasm.wasm
if [ "${1:-}" = "--release" ]; then
  # binaryen from npm: Debian's is too old for wasm-bindgen's output.
  node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-reference-types --enable-multivalue \
    "$out/formwright_wasm_bg.wasm" -o "$out/formwright_wasm_bg.wasm"
fi
