// Loads the builder's wasm module once and gives its calls with parsed values.
// The facade exchanges JSON text (one serde backend keeps the module small);
// this module stringifies what goes in and parses what comes out, nothing
// more. With extras.ts (the lazily loaded second module: exports, fake data)
// it is the only module that imports the wasm packages; facade.ts gives the
// rest of the UI typed calls over them (see ARCHITECTURE.md). The kinds table
// and the constants are not asked of it: they are embedded (embedded.ts).
// It names nothing of the extras (the import worker loads only those).
//
// Every call goes through `call` (issue 23): an exception from the module (a
// trap) replaces its instance with a fresh one at once and is thrown as a
// `CoreFailure` "stopped"; the `onReset` listener (the store) then rebuilds its
// editors, since objects of the old instance refuse every call. An action
// whose text is longer than a form file may be is not sent ("tooLarge"): the
// module's memory would not hold what it reads (a 5,000,000-line import
// report trapped it).
import init, * as raw from "../wasm-pkg/formwright_wasm.js";
import { embeddedConstants } from "./embedded";
import { CoreFailure } from "./failure";

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

/** The longest text sent to the module: the import's file limit (64 MB; the core's `LIMITS.max_bytes`). */
const MAX_TEXT = embeddedConstants.importLimits.maxBytes;

let resetListener = (): void => {};

/** Hears when the module's instance was replaced after a failed call (its objects then refuse calls): the store, once. */
export function onReset(listener: () => void): void {
  resetListener = listener;
}

/** One call into the module; if it throws, the instance is replaced and the listeners told. */
function call<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    console.error("The core stopped; restarted:", error);
    raw.__wbg_reset_state();
    resetListener();
    throw new CoreFailure("stopped", error);
  }
}

/** An action as JSON text, or a "tooLarge" failure without asking the module. */
function actionText(action: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(action);
  } catch (error) {
    // Longer than the engine's longest string.
    throw new CoreFailure("tooLarge", error);
  }
  if (text.length > MAX_TEXT) throw new CoreFailure("tooLarge");
  return text;
}

/** The core's editor (form, selection, answers, history), as plain values. */
export class Editor {
  private readonly inner: raw.Editor;

  constructor(seed: number, nowMs: number) {
    this.inner = call(() => new raw.Editor(seed, nowMs));
  }

  dispatch(action: unknown, nowMs: number): unknown {
    const text = actionText(action);
    return parse(call(() => this.inner.dispatch(text, nowMs)));
  }
  view(): unknown {
    return parse(call(() => this.inner.view()));
  }
  stats(): unknown {
    return parse(call(() => this.inner.stats()));
  }
  verdict(): unknown {
    return parse(call(() => this.inner.verdict()));
  }
  submitted(): unknown {
    return parse(call(() => this.inner.submitted()));
  }
  lint(): unknown {
    return parse(call(() => this.inner.lint()));
  }
  conditionChoices(id: string): unknown {
    return parse(call(() => this.inner.conditionChoices(id)));
  }
  /** The form as JSON text, passed on unparsed to the extras module. */
  formJson(): string {
    return call(() => this.inner.formJson());
  }
  /** The next fake-data draw as JSON text (its seed is a u64: never parsed here). */
  fakeDraw(): string {
    return call(() => this.inner.fakeDraw());
  }
  /** The seed of the next import's new ids (a u64: a BigInt), for the extras module's reader. */
  importSeed(): bigint {
    return call(() => this.inner.importSeed());
  }
  autosaveRecord(nowMs: number): string | undefined {
    return call(() => this.inner.autosaveRecord(nowMs));
  }
  isPristine(): boolean {
    return call(() => this.inner.isPristine());
  }
  /** Gives the editor's memory back to the module (the warm-up's editor, warm-up.ts). */
  free(): void {
    this.inner.free();
  }
}

export const searchTemplates = (query: string): unknown => parse(call(() => raw.searchTemplates(query)));
export const checkImportSize = (bytes: number): unknown => parse(call(() => raw.checkImportSize(bytes)));
