// Loads the wasm core once and re-exports its calls. The UI reaches the core only
// through this module (see ARCHITECTURE.md).
import init from "../wasm-pkg/formwright_wasm.js";

export * from "../wasm-pkg/formwright_wasm.js";

let ready: Promise<unknown> | undefined;

/** Fetches and instantiates the wasm module; later calls reuse the first load. */
export function loadCore(): Promise<unknown> {
  ready ??= init();
  return ready;
}
