// Loads the second wasm module (formwright_wasm_extras: the five exports, the
// fake-data fill and the forgiving form reader) and runs its calls, as wasm.ts
// does for the builder's module. Each call is declared once, in the Rust
// facade (wasm-extras/src/lib.rs), and typed once, in the generated
// formwright_wasm_extras.d.ts; the UI runs it as `extras.call((x) => x.exportForm(…))`,
// so a new call needs nothing here. It is a separate chunk: fetched when the
// browser is first idle after the core has attached (`prefetchExtras`,
// main.tsx), or on first use. The form and the draw come from the builder's
// `Editor` as JSON text and are passed on unparsed, an import's seed as a
// BigInt, and the fill and the import go back to the builder's editor as the
// text they came as (docs/decisions-local.md, "One declaration per call"). The import worker
// imports this file too, and is given the page's compiled module.
//
// A call that throws (a trap: issue 23) marks the instance broken and is
// thrown as a `CoreFailure` "stopped"; the next call runs in a fresh instance
// of the same compiled module (wasm-bindgen's `__wbg_reset_state`). The
// module's calls are free functions over text: nothing held survives it.
import { CoreFailure } from "./failure";

/**
 * The module's calls, as generated (formwright_wasm_extras.d.ts), through the
 * glue's chunk (formwright_wasm_extras.ts: wasm-bindgen's glue and its URL).
 */
export type ExtrasModule = typeof import("./formwright_wasm_extras");

let ready: Promise<Extras> | undefined;
let loaded: Extras | undefined;

/**
 * Fetches, compiles (streaming) and instantiates the extras module; later
 * calls reuse the first load, a failed one is tried again. Given a compiled
 * module (the import worker gets the page's), it instantiates that at once,
 * without fetching or compiling it again.
 */
export function loadExtras(compiled?: WebAssembly.Module): Promise<Extras> {
  // The compiling and the glue are lazy chunks (extras-module.ts, formwright_wasm_extras.ts).
  ready ??= start(compiled ?? import("./extras-module").then(({ compile }) => compile()), import("./formwright_wasm_extras"));
  return ready;
}

/**
 * `loadExtras` of a module compiled already, with the glue imported from the
 * page's chunk at `glueUrl` (the import worker is given both): the worker's
 * own bundle carries no copy of the compiling chunk or of the glue.
 */
export function instantiateExtras(compiled: WebAssembly.Module, glueUrl: string): Promise<Extras> {
  // The page's chunk, typed as the glue it is (a URL import is untyped).
  const glue: Promise<ExtrasModule> = import(/* @vite-ignore */ glueUrl);
  ready ??= start(compiled, glue);
  return ready;
}

const start = (compiling: WebAssembly.Module | Promise<WebAssembly.Module>, importing: Promise<ExtrasModule>): Promise<Extras> =>
  (async () => {
    const [glue, module] = await Promise.all([importing, compiling]);
    await glue.default({ module_or_path: module });
    return (loaded = new Extras(glue, module));
  })().catch((error: unknown) => {
    // Not fetched (offline before the first visit finished): try again next time.
    ready = undefined;
    throw error;
  });

/** The extras module if it has loaded, else undefined (a caller may then work within the current event). */
export function extrasIfLoaded(): Extras | undefined {
  return loaded;
}

/** Runs `run` when the browser is next idle (a timeout where it cannot say). */
export const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run);
  else setTimeout(run, 0);
};

/**
 * Loads the extras module when the browser is next idle, so that the first
 * export or fill need not wait; then `then` with it (warm-up.ts).
 */
export function prefetchExtras(then: (extras: Extras) => void): void {
  whenIdle(() => void loadExtras().then(then, () => undefined));
}

/** The extras module: its calls, each run through `call`. */
export class Extras {
  /** A call threw: the instance is replaced before the next call. */
  private broken = false;

  constructor(
    private readonly glue: ExtrasModule,
    /** The compiled module, for the import worker (`instantiateExtras`). */
    readonly module: WebAssembly.Module,
  ) {}

  /** The glue chunk's URL, for the import worker (`instantiateExtras`). */
  get glueUrl(): string {
    return this.glue.glueUrl;
  }

  /** One call into the module (typed as generated), in a fresh instance if the last call failed. */
  call<T>(run: (extras: ExtrasModule) => T): T {
    if (this.broken) {
      this.glue.__wbg_reset_state();
      this.broken = false;
    }
    try {
      return run(this.glue);
    } catch (error) {
      this.broken = true;
      throw new CoreFailure("stopped", error);
    }
  }
}
