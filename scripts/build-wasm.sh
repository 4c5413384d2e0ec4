#!/usr/bin/env bash
# Builds the two wasm facades and writes their JS bindings to ui/src/wasm-pkg/:
# formwright_wasm (the builder's module, on the first visit's critical path) and
# formwright_wasm_extras (exports and fake data, loaded lazily; ARCHITECTURE.md).
# Usage: scripts/build-wasm.sh [--release]  (release adds wasm-opt -Oz)
set -euo pipefail
cd "$(dirname "$0")/.."
out=ui/src/wasm-pkg
# One cargo call per module: built together, cargo would unify the core's
# features and put the exporters and the fake data into the builder's module.
#
# The standard library is rebuilt for the modules, for size
# (docs/decisions-local.md, "The standard library rebuilt for size";
# docs/bench-log/2026-11-25-std-for-size.md): with
# `optimize_for_size` (std's smaller sorts and formatting), panics that abort
# at once (`-Cpanic=immediate-abort`: no message is formatted, a panic is the
# trap the UI already recovers from) and no file/line of a panic
# (`-Zlocation-detail=none`). These are unstable flags of the pinned stable
# toolchain, allowed by RUSTC_BOOTSTRAP for these two builds only; the tests,
# clippy and the CLI build with the toolchain as it is. Its own target
# directory keeps the two configurations from rebuilding each other.
# scripts/setup.sh installs the standard library's source (rust-src).
export CARGO_TARGET_DIR=target/web RUSTC_BOOTSTRAP=1
export RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none"
for crate in formwright_wasm formwright_wasm_extras; do
  cargo build -q -p "${crate//_/-}" --target wasm32-unknown-unknown --release \
    -Zbuild-std=std,panic_abort -Zbuild-std-features=optimize_for_size
  # --experimental-reset-state-function: the glue's __wbg_reset_state()
  # replaces a trapped instance with a fresh one of the same compiled module
  # (objects of the old one refuse calls), so a failure in the core never
  # leaves the builder wedged (issue 23; docs/decisions-local.md).
  wasm-bindgen --target web --experimental-reset-state-function --out-dir "$out" "$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/$crate.wasm"
  if [ "${1:-}" = "--release" ]; then
    # binaryen from npm: Debian's is too old for wasm-bindgen's output.
    # --converge repeats the passes while the module still shrinks
    # (docs/bench-log/2026-11-22-issue-10-stop-15.md). --low-memory-unused:
    # Rust's wasm32 layout puts the stack's bottom at address 0 and its top at
    # 1 MiB, with the data above, so the first 1 KiB is never touched (only
    # a stack overflow of 1 MiB would reach it); binaryen may then fold
    # constant offsets into loads and stores (0.4 KB gzip off the builder's
    # module, 0.8 KB off the extras'). --strip-producers: the toolchain list.
    node_modules/.bin/wasm-opt -Oz --converge --low-memory-unused --strip-producers \
      --enable-bulk-memory --enable-nontrapping-float-to-int \
      --enable-sign-ext --enable-reference-types --enable-multivalue \
      "$out/${crate}_bg.wasm" -o "$out/${crate}_bg.wasm"
  fi
done
