import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { offline } from "./build/offline.ts";
import { preloadWasm } from "./build/preload-wasm.ts";
import { themeBoot } from "./build/theme-boot.ts";

// Loopback only; fixed, unusual ports so a shared machine's 5173/4173 don't collide.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here("."),
  plugins: [react(), tailwindcss(), preloadWasm(), themeBoot(here("src/theme/boot.ts")), offline()],
  server: { host: "127.0.0.1", port: 5391, strictPort: true },
  preview: { host: "127.0.0.1", port: Number(process.env.E2E_PORT ?? 4391), strictPort: true },
  base: "./",
  // The import worker (ui/src/core/import.worker.ts) is a module worker: it imports the wasm glue.
  worker: { format: "es" },
  build: {
    outDir: here("../dist"),
    emptyOutDir: true,
    target: "es2022",
    // The wasm module must stay a separate file: CSP allows 'wasm-unsafe-eval', not data: URLs.
    assetsInlineLimit: (file) => (file.endsWith(".wasm") ? false : undefined),
  },
});
