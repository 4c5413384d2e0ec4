// Loads the builder's wasm module once and runs its calls. Each call is
// declared once, in the Rust facade (wasm/src/lib.rs), and typed once, in the
// generated formwright_wasm.d.ts (`Json<T>`: JSON text holding a T); the
// store calls the module's `Editor` through `Editor.ask`, parsing (json.ts)
// only what it shows. What is here is what is not generated: the loading, the
// `call` wrapper, the action's text with its size check. With extras.ts (the
// lazily loaded second module: exports, fake data, the reader) it is the only
// module that imports the wasm packages; facade.ts is the rest of the UI's
// door (ARCHITECTURE.md). The kinds table and the constants are not asked of
// it: they are embedded (embedded.ts). It names nothing of the extras (the
// import worker loads only those).
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
import { parse, toJson } from "./json";
import type { Action, Json } from "./types";

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

/** An action's text (an object is written here; the extras' text is sent as it came), or a "tooLarge" failure without asking the module. */
function actionText(action: Action | Json<Action>): Json<Action> {
  let text: Json<Action>;
  try {
    text = typeof action === "string" ? action : toJson(action);
  } catch (error) {
    // Longer than the engine's longest string.
    throw new CoreFailure("tooLarge", error);
  }
  if (text.length > MAX_TEXT) throw new CoreFailure("tooLarge");
  return text;
}

/** The module's editor, its calls as generated (formwright_wasm.d.ts). */
export type CoreEditor = raw.Editor;

/** The core's editor (form, selection, answers, history). */
export class Editor {
  private readonly inner: raw.Editor;

  constructor(seed: number, nowMs: number) {
    this.inner = call(() => new raw.Editor(seed, nowMs));
  }

  /** One call on the module's editor (typed as generated), through `call`. */
  ask<T>(run: (editor: CoreEditor) => T): T {
    return call(() => run(this.inner));
  }

  /** Applies an action (an object, or the text the extras module wrote, sent unread); the delta, parsed. */
  dispatch(action: Action | Json<Action>, nowMs: number) {
    const text = actionText(action);
    return parse(this.ask((editor) => editor.dispatch(text, nowMs)));
  }

  /** The whole state, parsed: the first render. */
  view() {
    return parse(this.ask((editor) => editor.view()));
  }

  /** Gives the editor's memory back to the module (the warm-up's editor, warm-up.ts). */
  free(): void {
    this.inner.free();
  }
}

/** Templates whose title or description matches `query` (the core's search). */
export const searchTemplates = (query: string) => parse(call(() => raw.searchTemplates(query)));
