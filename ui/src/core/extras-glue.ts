// The extras module's JavaScript glue (wasm-bindgen's), re-exported with the
// URL of the chunk that holds it: the import worker loads that same chunk
// (`instantiateExtras`) instead of carrying a copy of the glue in its own
// bundle (about 2 KB gzip less in dist/).
export * from "../wasm-pkg/formwright_wasm_extras.js";
export { default } from "../wasm-pkg/formwright_wasm_extras.js";

/** Where this chunk was loaded from. */
export const GLUE_URL: string = import.meta.url;
