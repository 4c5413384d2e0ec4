// Loads the second wasm module (formwright_wasm_extras: the five exports, the
// fake-data fill and the forgiving form reader) and gives its calls with
// parsed values, as wasm.ts does for the builder's module. It is a separate
// chunk: fetched when the browser is first idle after the core has attached
// (`prefetchExtras`, main.tsx), or on first use. The form and the draw come
// from the builder's `Editor` as JSON text and are passed on unparsed, an
// import's seed as a BigInt (ARCHITECTURE.md, "Two wasm modules"). The import
// worker imports this file too, and is given the page's compiled module.
//
// A call that throws (a trap: issue 23) marks the instance broken and is
// thrown as a `CoreFailure` "stopped"; the next call runs in a fresh instance
// of the same compiled module (wasm-bindgen's `__wbg_reset_state`). The
// module's calls are free functions over text: nothing held survives it.
import { CoreFailure } from "./failure";

type ExtrasModule = typeof import("./extras-glue");

let ready: Promise<Extras> | undefined;
let loaded: Extras | undefined;

/**
 * Fetches, compiles (streaming) and instantiates the extras module; later
 * calls reuse the first load, a failed one is tried again. Given a compiled
 * module (the import worker gets the page's), it instantiates that at once,
 * without fetching or compiling it again.
 */
export function loadExtras(compiled?: WebAssembly.Module): Promise<Extras> {
  // The compiling is a lazy chunk (extras-module.ts).
  ready ??= start(
    compiled ?? import("./extras-module").then(({ compile }) => compile()),
    () => import("./extras-glue"),
  );
  return ready;
}

/**
 * `loadExtras` of a module compiled already (the import worker is given the
 * page's) with the glue of the page's chunk at `glueUrl` (`Extras.glueUrl`):
 * without the compiling chunk or a copy of the glue, which the worker's own
 * bundle would otherwise carry.
 */
export function instantiateExtras(compiled: WebAssembly.Module, glueUrl: string): Promise<Extras> {
  ready ??= start(compiled, () => import(/* @vite-ignore */ glueUrl) as Promise<ExtrasModule>);
  return ready;
}

const start = (
  compiling: WebAssembly.Module | Promise<WebAssembly.Module>,
  loadGlue: () => Promise<ExtrasModule>,
): Promise<Extras> =>
  (async () => {
    // The glue is a lazy chunk too.
    const [glue, module] = await Promise.all([loadGlue(), compiling]);
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

const parse = (text: string): unknown => JSON.parse(text);

/** The extras module's calls, JSON in and out. */
export class Extras {
  /** A call threw: the instance is replaced before the next call. */
  private broken = false;
  /** The URL of the glue's chunk, for the import worker (`instantiateExtras`). */
  readonly glueUrl: string;

  constructor(
    private readonly glue: ExtrasModule,
    /** The compiled module, for the import worker (`loadExtras(module)`). */
    readonly module: WebAssembly.Module,
  ) {
    this.glueUrl = glue.GLUE_URL;
  }

  /** One call into the module, in a fresh instance if the last call failed. */
  private call<T>(run: (glue: ExtrasModule) => T): T {
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

  /** The core's sample form as JSON text, for the warm-up (warm-up.ts). */
  warmUpForm(): string {
    return this.call((g) => g.warmUpForm());
  }
  exportForm(formJson: string, format: string, nowMs: number): unknown {
    return parse(this.call((g) => g.exportForm(formJson, format, nowMs)));
  }
  fakeFill(draw: string, nowMs: number): unknown {
    return parse(this.call((g) => g.fakeFill(draw, nowMs)));
  }
  readImport(text: string, seed: bigint, nowMs: number): unknown {
    return parse(this.call((g) => g.readImport(text, seed, nowMs)));
  }
  readImportFile(bytes: Uint8Array, seed: bigint, nowMs: number): unknown {
    return parse(this.call((g) => g.readImportFile(bytes, seed, nowMs)));
  }
  checkImportBytes(bytes: Uint8Array): unknown {
    return parse(this.call((g) => g.checkImportBytes(bytes)));
  }
  readAutosave(text: string, nowMs: number): unknown {
    return parse(this.call((g) => g.readAutosave(text, nowMs)));
  }
}
