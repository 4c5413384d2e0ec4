// The extras module's wasm-bindgen glue, as one lazy chunk that knows its own
// URL: the import worker imports this same file by that URL (extras.ts,
// `instantiateExtras`) rather than carrying a copy of the glue in its own
// bundle (Vite builds a worker as a separate bundle). Named as the glue it
// wraps, so that the chunk keeps the glue's name (formwright_wasm_extras-*.js,
// which the e2e tests hold back to delay the extras module).
export * from "../wasm-pkg/formwright_wasm_extras.js";
export { default } from "../wasm-pkg/formwright_wasm_extras.js";

/** This chunk's URL, for the import worker. */
export const glueUrl: string = import.meta.url;
