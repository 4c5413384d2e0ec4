// A Vite plugin that adds, to the built index.html, a preload of the core's
// wasm module (issue 10): the browser fetches it while it parses the page and
// the JavaScript, and wasm-bindgen's `init()` (a `fetch` of the same URL, same
// mode and credentials) then takes the preloaded response and compiles it as
// it streams (`WebAssembly.instantiateStreaming`, which needs the
// `application/wasm` type the static servers send).
// Only the core module is preloaded: a module loaded later on demand is not.
import type { Plugin } from "vite";

/** `core`: which emitted wasm file(s) the first screen needs (by file name). */
export function preloadWasm(core: RegExp = /(^|\/)formwright_wasm_bg[-.][^/]*\.wasm$/): Plugin {
  return {
    name: "formwright-preload-wasm",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) => core.test(f));
        if (files.length === 0) this.error("preload-wasm: no core wasm module in the bundle");
        return files.map((file) => ({
          tag: "link",
          attrs: { rel: "preload", as: "fetch", type: "application/wasm", crossorigin: "anonymous", href: `./${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
