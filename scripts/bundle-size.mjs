// Prints the gzip size of the production bundle (JS + WASM + CSS) and fails
// above the budget in ARCHITECTURE.md.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET = 250 * 1024;
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
console.log(`${(total / 1024).toFixed(1).padStart(8)} KB  total gzip (budget ${BUDGET / 1024} KB)`);
if (total > BUDGET) {
  console.error("The bundle is over its gzip budget.");
  process.exit(1);
}
