// The compiling of the extras' wasm, in a chunk that extras.ts imports lazily
// (with the glue): the wasm file's URL is not in the entry script, so the
// extras stay off the first visit's critical path (scripts/bundle-size.mjs
// follows `new URL("….wasm")` in critical scripts).

const wasmUrl = new URL("../wasm-pkg/formwright_wasm_extras_bg.wasm", import.meta.url);

/** Compiles the extras' wasm as it streams (as wasm.ts does for the builder's). */
export async function compile(): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(wasmUrl));
  } catch {
    // A server that does not say application/wasm: compile from the bytes.
    return WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer());
  }
}
