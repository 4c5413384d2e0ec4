#!/usr/bin/env bash
# `just bench-smoke` (part of `just test`): the shared browser bench
# (../shared/bench beside the repository, read-only) run once in its shortest
# mode against dist/, so a UI change that breaks the bench's adapter is caught
# by CI. It checks that the bench exits 0 and produces every figure; it asserts
# no time (timing is for benchmarks, BENCHMARKS.md). Machines without the
# shared folder skip it and say so.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${SHARED_BENCH:-../shared/bench} # SHARED_BENCH: another place (a worktree elsewhere)

if [ ! -f "$shared/ui-perf.mjs" ]; then
  echo "bench-smoke: SKIPPED: the shared browser bench (../shared/bench beside the repository) is not on this machine (set SHARED_BENCH to its folder to run it)."
  exit 0
fi
if [ ! -f dist/index.html ]; then
  echo "bench-smoke: no dist/ yet, building it"
  node_modules/.bin/just build
fi

tmp=$(mktemp -d)
server=""
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# The shared folder is read-only: install its one dependency in a copy.
cp -r "$shared/." "$tmp/bench"
chmod -R u+w "$tmp/bench"
(cd "$tmp/bench" && { npm ci --no-audit --no-fund --loglevel=error || npm install --no-audit --no-fund --loglevel=error; })

# Port 0: the server takes a free loopback port and prints it.
node "$tmp/bench/static-server.mjs" dist --port 0 >"$tmp/server.log" 2>&1 &
server=$!
url=""
for _ in $(seq 100); do
  url=$(sed -n 's/^listening \(http:[^ ]*\)$/\1/p' "$tmp/server.log")
  [ -n "$url" ] && break
  sleep 0.1
done
if [ -z "$url" ]; then
  echo "bench-smoke: the static server did not start:" >&2
  cat "$tmp/server.log" >&2
  exit 1
fi

# Shortest mode: one cold load, one run of a 100-field form.
(cd "$tmp/bench" && BASE_URL="$url" ADAPTER=adapters/formwright.json timeout 180 \
  node ui-perf.mjs --sizes 100 --runs 1 --cold-runs 1 --settle-ms 300 --key-gap-ms 20 --timeout-ms 30000 --out "$tmp/smoke.json")

# Every figure is there (a number), and the run reported no error.
node - "$tmp/smoke.json" <<'EOF'
const r = JSON.parse(require("node:fs").readFileSync(process.argv[2], "utf8"));
const size = r.sizes?.["100"]?.summary ?? {};
const figures = {
  "cold load to visible empty canvas": r.coldLoad?.summary?.textVisiblePaintMs?.median,
  "import of 100 fields": size.importMs?.median,
  "keystroke": size.keystroke?.keyToNextPaint?.median,
  "undo": size.undoMs?.median,
  "add by drag": size.addFieldMs?.median,
  "export as JSON": size.exportMs?.median,
  "heap after the edits (MB)": size.heapAfterEditsMB?.median,
};
const errors = [...(size.errors ?? []), ...(r.coldLoad?.runs ?? []).filter((c) => c.error).map((c) => `cold: ${c.error}`)];
const missing = Object.entries(figures).filter(([, v]) => typeof v !== "number").map(([k]) => k);
for (const [k, v] of Object.entries(figures)) console.log(`bench-smoke: ${k}: ${v ?? "MISSING"}`);
if (missing.length || errors.length) {
  console.error(`bench-smoke: FAILED: missing ${missing.join(", ") || "nothing"}; errors: ${errors.join(" | ") || "none"}`);
  process.exit(1);
}
console.log("bench-smoke: ok (figures produced; times are not asserted)");
EOF
