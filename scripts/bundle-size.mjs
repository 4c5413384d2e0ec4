// Prints the gzip size of the production bundle (JS + WASM + CSS) against the
// 250 KB target of ARCHITECTURE.md, and fails above a ratchet ceiling so the
// bundle cannot grow while it is brought down to the target (BENCHMARKS.md
// records where the bytes are). Lower CEILING as the bundle shrinks.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const TARGET = 250 * 1024;
const CEILING = 405 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.(js|mjs|wasm|css)$/.test(name)) files.push(path);
  }
};
walk(dist);
let total = 0;
for (const f of files) {
  const size = gzipSync(readFileSync(f), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${f.slice(dist.length + 1)}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total gzip (target ${TARGET / 1024} KB, ceiling ${CEILING / 1024} KB)`);
if (total > CEILING) {
  console.error("The bundle grew past its ceiling.");
  process.exit(1);
}
if (total > TARGET) console.warn(`Over the ${TARGET / 1024} KB target by ${((total - TARGET) / 1024).toFixed(1)} KB: see BENCHMARKS.md.`);
