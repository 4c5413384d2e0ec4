import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// Loopback only; fixed, unusual ports so a shared machine's 5173/4173 don't collide.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { host: "127.0.0.1", port: 5391, strictPort: true },
  preview: { host: "127.0.0.1", port: 4391, strictPort: true },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    target: "es2022",
    // The wasm module must stay a separate file: CSP allows 'wasm-unsafe-eval', not data: URLs.
    assetsInlineLimit: (file) => (file.endsWith(".wasm") ? false : undefined),
  },
});
