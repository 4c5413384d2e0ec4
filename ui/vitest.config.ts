// Vitest for the UI's unit tests (`npm run -w @formwright/ui test`, in `just
// test` as `just test-ui`): plain Node, none of the app's build plugins. The
// tests load the real wasm modules from src/wasm-pkg (`just wasm` first).
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
