// Loads the builder's wasm module once and gives its calls with parsed values.
// The facade exchanges JSON text (one serde backend keeps the module small);
// this module stringifies what goes in and parses what comes out, nothing
// more. With extras.ts (the lazily loaded second module: exports, fake data)
// it is the only module that imports the wasm packages; facade.ts gives the
// rest of the UI typed calls over them (see ARCHITECTURE.md). The kinds table
// and the constants are not asked of it: they are embedded (embedded.ts).
// It names nothing of the extras (the import worker loads only those).
import init, * as raw from "../wasm-pkg/formwright_wasm.js";

const wasmUrl = new URL("../wasm-pkg/formwright_wasm_bg.wasm", import.meta.url);

let ready: Promise<WebAssembly.Module> | undefined;

/**
 * Fetches, compiles (streaming) and instantiates the wasm module once; later
 * calls reuse the first load. Resolves to the compiled module; given one
 * (`loadCore(module)`), it instantiates it at once, without fetching or
 * compiling it again.
 */
export function loadCore(compiled?: WebAssembly.Module): Promise<WebAssembly.Module> {
  ready ??= (async () => {
    const module = compiled ?? (await compile());
    await init({ module_or_path: module });
    return module;
  })();
  return ready;
}

async function compile(): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(wasmUrl));
  } catch {
    // A server that does not say application/wasm: compile from the bytes.
    return WebAssembly.compile(await (await fetch(wasmUrl)).arrayBuffer());
  }
}

const parse = (text: string): unknown => JSON.parse(text);

/** The core's editor (form, selection, answers, history), as plain values. */
export class Editor {
  private readonly inner: raw.Editor;

  constructor(seed: number, nowMs: number) {
    this.inner = new raw.Editor(seed, nowMs);
  }

  dispatch(action: unknown, nowMs: number): unknown {
    return parse(this.inner.dispatch(JSON.stringify(action), nowMs));
  }
  view(): unknown {
    return parse(this.inner.view());
  }
  stats(): unknown {
    return parse(this.inner.stats());
  }
  verdict(): unknown {
    return parse(this.inner.verdict());
  }
  submitted(): unknown {
    return parse(this.inner.submitted());
  }
  lint(): unknown {
    return parse(this.inner.lint());
  }
  conditionChoices(id: string): unknown {
    return parse(this.inner.conditionChoices(id));
  }
  /** The form as JSON text, passed on unparsed to the extras module. */
  formJson(): string {
    return this.inner.formJson();
  }
  /** The next fake-data draw as JSON text (its seed is a u64: never parsed here). */
  fakeDraw(): string {
    return this.inner.fakeDraw();
  }
  /** The seed of the next import's new ids (a u64: a BigInt), for the extras module's reader. */
  importSeed(): bigint {
    return this.inner.importSeed();
  }
  autosaveRecord(nowMs: number): string | undefined {
    return this.inner.autosaveRecord(nowMs);
  }
  isPristine(): boolean {
    return this.inner.isPristine();
  }
  /** Gives the editor's memory back to the module (the warm-up's editor, warm-up.ts). */
  free(): void {
    this.inner.free();
  }
}

export const searchTemplates = (query: string): unknown => parse(raw.searchTemplates(query));
export const checkImportSize = (bytes: number): unknown => parse(raw.checkImportSize(bytes));
