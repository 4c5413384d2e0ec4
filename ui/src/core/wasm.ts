// Loads the two wasm modules once and gives their calls with parsed values.
// The builder's module (formwright_wasm) is loaded first, before the UI can be
// used; the extras module (formwright_wasm_extras: the exports and fake data)
// is a separate chunk, fetched when the browser is first idle after the core
// has loaded, or on first use. The facades exchange JSON text (one serde
// backend keeps the modules small); this module stringifies what goes in and
// parses what comes out, nothing more, and passes the form and the fake-data
// draw from one module to the other as text. It is the only module that
// imports the wasm packages; facade.ts and kinds.ts give the rest of the UI
// typed calls over it (see ARCHITECTURE.md).
import init, * as raw from "../wasm-pkg/formwright_wasm.js";

type ExtrasModule = typeof import("../wasm-pkg/formwright_wasm_extras.js");

let ready: Promise<unknown> | undefined;
let extrasReady: Promise<Extras> | undefined;

/**
 * Fetches and instantiates the builder's wasm module; later calls reuse the
 * first load. Once it is loaded, the extras module is fetched when the
 * browser is idle (a page only: workers have no idle callback).
 */
export function loadCore(): Promise<unknown> {
  ready ??= init().then((exports) => {
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(() => void loadExtras().catch(() => undefined));
    }
    return exports;
  });
  return ready;
}

/** Fetches and instantiates the extras module (exports, fake data); later calls reuse the first load. */
export function loadExtras(): Promise<Extras> {
  extrasReady ??= import("../wasm-pkg/formwright_wasm_extras.js")
    .then(async (module) => {
      await module.default();
      return new Extras(module);
    })
    .catch((error: unknown) => {
      // Not fetched (offline before the first visit finished): try again next time.
      extrasReady = undefined;
      throw error;
    });
  return extrasReady;
}

/** The extras module's calls; the form and the draw come from `Editor` as text. */
export class Extras {
  constructor(private readonly module: ExtrasModule) {}

  exportForm(formJson: string, format: string, nowMs: number): unknown {
    return parse(this.module.exportForm(formJson, format, nowMs));
  }
  fakeFill(draw: string, nowMs: number): unknown {
    return parse(this.module.fakeFill(draw, nowMs));
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
  autosaveRecord(nowMs: number): string | undefined {
    return this.inner.autosaveRecord(nowMs);
  }
  isPristine(): boolean {
    return this.inner.isPristine();
  }
}

export const kinds = (): unknown => parse(raw.kinds());
export const searchTemplates = (query: string): unknown => parse(raw.searchTemplates(query));
export const readAutosave = (text: string, nowMs: number): unknown => parse(raw.readAutosave(text, nowMs));
export const constants = (): unknown => parse(raw.constants());
export const checkImportSize = (bytes: number): unknown => parse(raw.checkImportSize(bytes));
export const checkImportBytes = (bytes: Uint8Array): unknown => parse(raw.checkImportBytes(bytes));
