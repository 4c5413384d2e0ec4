# Formwright recipes. `npm start` and `npm test` (README) run setup first, then
# `just dev` / `just test`. Every recipe assumes scripts/setup.sh has run.

set shell := ["bash", "-euo", "pipefail", "-c"]

export PATH := justfile_directory() + "/node_modules/.bin:" + env_var("HOME") + "/.cargo/bin:" + env_var("PATH")

default:
    @just --list

# Install what is missing (toolchains, npm packages; with `test`, Chromium and Java).
setup mode="dev":
    bash scripts/setup.sh {{mode}}

# Build the two wasm modules (the builder's and the lazily loaded extras) into ui/src/wasm-pkg (optimised with `--release`).
wasm *flags:
    bash scripts/build-wasm.sh {{flags}}

# Serve the builder with hot reload on http://127.0.0.1:5391/.
dev: wasm
    npm run -w @formwright/ui dev

# The static production bundle in dist/, for any static file server.
build: (wasm "--release")
    npm run -w @formwright/ui build
    node scripts/bundle-size.mjs

# Every test: native Rust, wasm facade, the UI's unit tests, export validators, type check and lint, Playwright, the shared browser bench's smoke.
test: lint test-rust test-wasm test-ui test-exports e2e bench-smoke

# Native Rust tests (unit, property, snapshot, generated TS types current). CI=true makes insta fail on a changed snapshot.
test-rust:
    cargo test --workspace --all-targets
    cargo test -p formwright-core --features ts --test ts_types

# Both wasm facades' wasm-bindgen tests, run in Node (one cargo call each, so the builder's module is tested without the exporters and fake data).
test-wasm:
    cargo test -p formwright-wasm --target wasm32-unknown-unknown
    cargo test -p formwright-wasm-extras --target wasm32-unknown-unknown

# The UI's unit tests (Vitest, ui/src/**/*.test.ts) in Node: the store against the real wasm modules, built first.
test-ui: wasm
    npm run -w @formwright/ui test

# Exports checked by independent tools (Nu Html Checker, esbuild, react-dom, ajv, csv-parse; tsc --strict, react-hook-form and zod for the React + TypeScript export), the zod schema's agreement with the core (500 random answer sets), and issue 28's formats: the JSON Forms export rendered by JSON Forms, the JSON Schema export judged by rjsf's validator and the SurveyJS export by survey-core, each in agreement with the core (300 each), and the round trips through JSON Schema, JSON Forms and SurveyJS (2,000 forms each).
test-exports:
    cargo build -q -p formwright-cli
    npm test -w tools/export-check
    cargo test -q -p formwright-core --test rhf_agreement -- --ignored
    FORMATS_ROUNDTRIP_CASES=2000 cargo test -q -p formwright-core --test formats_roundtrip
    FORMATS_ROUNDTRIP_CASES=2000 cargo test -q -p formwright-core --test formats_roundtrip_jsonforms
    FORMATS_ROUNDTRIP_CASES=2000 cargo test -q -p formwright-core --test formats_roundtrip_surveyjs
    cargo test -q -p formwright-core --test jsonforms_agreement -- --ignored
    cargo test -q -p formwright-core --test rjsf_agreement -- --ignored
    cargo test -q -p formwright-core --test surveyjs_agreement -- --ignored

# Playwright end-to-end tests in Debian's Chromium, against the production build.
e2e *args: build
    npm test -w @formwright/e2e -- {{args}}

# Format Rust; rewrite the TypeScript types generated from the Rust types.
fmt:
    cargo fmt --all
    UPDATE_TS=1 cargo test -q -p formwright-core --features ts --test ts_types

# rustfmt check, clippy with warnings as errors, the TypeScript checks, ESLint (also the UI's import layers) with warnings as errors, the crates' licences.
lint: wasm licenses
    cargo fmt --all --check
    cargo clippy --workspace --all-targets -- -D warnings
    cargo clippy -p formwright-wasm --target wasm32-unknown-unknown -- -D warnings
    cargo clippy -p formwright-wasm-extras --target wasm32-unknown-unknown -- -D warnings
    npm run -w @formwright/ui typecheck
    tsc -p e2e/tsconfig.json
    eslint --max-warnings 0 ui e2e

# Every crate's licence is one deny.toml allows (cargo-deny; installed from crates.io on first use, about 5 to 11 minutes of build).
licenses:
    #!/usr/bin/env bash
    set -euo pipefail
    if ! cargo deny --version >/dev/null 2>&1; then cargo install cargo-deny --locked; fi
    cargo deny check licenses

# Fuzz the form reader, the autosave restore and every exporter for `secs` seconds (default 10 minutes): cargo-fuzz (nightly) with the seeds in fuzz/seeds; without it, the reader's property tests with many cases. A crash file goes into fuzz/seeds/reader/, which `just test` replays.
fuzz secs="600":
    #!/usr/bin/env bash
    set -euo pipefail
    # cargo-fuzz installs from crates.io in about a minute; the nightly toolchain cannot be fetched here.
    if rustup run nightly rustc --version >/dev/null 2>&1 && ! cargo +nightly fuzz --version >/dev/null 2>&1; then
        cargo install cargo-fuzz --locked || true
    fi
    if cargo +nightly fuzz --version >/dev/null 2>&1; then
        cd fuzz
        mkdir -p corpus/reader
        cargo +nightly fuzz run reader corpus/reader seeds/reader -- -dict=reader.dict -max_total_time={{secs}} -max_len=65536 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
    else
        echo "fuzz: cargo-fuzz or the nightly toolchain is missing; running the property tests with many cases instead" >&2
        PROPTEST_CASES=$(( {{secs}} * 150 )) cargo test --release -p formwright-core --test import_props
    fi

# Benchmarks: the core (editor actions, imports, exports) and the UI in Chromium; figures go in BENCHMARKS.md.
bench: bench-ui
    cargo bench -p formwright-core

# Cold load (painted, core ready) and a 2,000-field form in Chromium (issue 10's budgets): import, keystroke, undo, redo, add by click and by drag, duplicate, delete, reorder, export, heap after 20 edits. Medians and p95.
bench-ui *args: build
    node scripts/bench-ui.mjs {{args}}

# Smoke of the shared browser bench (../shared/bench, read-only) on dist/: one short run that must finish and produce figures; no time is asserted. Skipped, saying why, where the folder is absent.
bench-smoke:
    bash scripts/bench-smoke.sh
