// ESLint for the TypeScript of the UI (ui/) and the Playwright suites (e2e/),
// run by `just lint` with warnings as errors. Besides the recommended rules of
// typescript-eslint, react-hooks and jsx-a11y, it enforces the UI's layers
// (ARCHITECTURE.md): every import points down, app → features → fields →
// components/ui → state → core, theme → core, and only core/ touches the wasm
// package.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

const src = "ui/src";

/** The folders of ui/src above each layer, which it must not import from. */
const LAYERS = [
  { folder: "core", above: ["state", "components", "fields", "features", "app", "theme"] },
  { folder: "state", above: ["components", "fields", "features", "app", "theme"] },
  { folder: "components", above: ["fields", "features", "app", "theme"] },
  { folder: "fields", above: ["features", "app", "theme"] },
  { folder: "features", above: ["app"] },
  { folder: "theme", above: ["state", "components", "fields", "features", "app"] },
  { folder: "app", above: [] },
];

const wasmPackage = {
  group: ["**/wasm-pkg", "**/wasm-pkg/**"],
  message: "Only ui/src/core/ imports the wasm package: use core/facade.ts or core/kinds.ts (the one door).",
};

/** no-restricted-imports for the files of one layer: nothing from above it, and the wasm package only in core. */
function layerRule({ folder, above }) {
  const patterns = above.map((name) => ({
    group: [`**/${name}`, `**/${name}/**`],
    message: `ui/src/${folder}/ must not import from ${name}/: imports point down (ARCHITECTURE.md, UI layers).`,
  }));
  if (folder !== "core") patterns.push(wasmPackage);
  return {
    files: [`${src}/${folder}/**/*.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "dist/**", `${src}/wasm-pkg/**`, `${src}/core/types.generated.ts`, "e2e/test-results/**", "e2e/playwright-report/**", "e2e/.cache/**"],
  },
  {
    files: ["ui/**/*.{ts,tsx}", "e2e/**/*.ts"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
  },
  {
    files: [`${src}/**/*.{ts,tsx}`],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // Says only that the React Compiler would skip a component using such a
      // library (TanStack Virtual); this build does not run the compiler.
      "react-hooks/incompatible-library": "off",
    },
  },
  {
    // main.tsx sits above every layer; it may import anything but the wasm package.
    files: [`${src}/*.{ts,tsx}`],
    rules: { "no-restricted-imports": ["error", { patterns: [wasmPackage] }] },
  },
  ...LAYERS.map(layerRule),
  {
    // The door's calls are typed once, in the wasm modules' generated .d.ts
    // (docs/decisions-local.md, "One declaration per call"): no type assertion here may
    // restate or override one. The JSON helpers (core/json.ts) hold the only ones.
    files: [`${src}/core/{wasm,extras,facade,file-import,import.worker}.ts`],
    rules: { "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }] },
  },
);
