// The core's calls with their types, in one place: the editor (for the store
// only), exports, statistics, templates, autosave records, constants. Each is
// one call into the core; the UI only shows the result. wasm.ts does the JSON;
// this module names the shapes (types.ts, generated from the Rust types).
// Exports, fake data and the forgiving reader (imports, autosave records) are
// in the lazily loaded extras module: `loadExtras` gives its calls, which take
// the form or the draw from the `Editor` as text.
import * as wasm from "./wasm";
import * as extrasModule from "./extras";
import { warmUp } from "./warm-up";
import { embeddedConstants } from "./embedded";
import type {
  Action,
  Answer,
  ConditionChoice,
  Constants,
  Delta,
  ExportFile,
  Finding,
  Format,
  Outcome,
  Restore,
  Stats,
  Template,
  Verdict,
  View,
} from "./types";

export type { ConditionChoice, ExportFile, Finding, Outcome, Stats, Verdict };
export { CoreFailure } from "./failure";
/** Hears when the builder's module was restarted after a failed call (wasm.ts): its editors must be rebuilt. */
export const onCoreReset = wasm.onReset;
export type TemplateInfo = Template;
export type ExportFormat = Format;

/**
 * The core's editor (form, selection, answers, history) with typed calls. Only
 * the store (state/store.ts) holds one; the rest of the UI asks the store.
 */
export class Editor {
  private readonly inner: wasm.Editor;

  constructor(seed: number, nowMs: number) {
    this.inner = new wasm.Editor(seed, nowMs);
  }

  dispatch(action: Action, nowMs: number): Delta {
    return this.inner.dispatch(action, nowMs) as Delta;
  }

  view(): View {
    return this.inner.view() as View;
  }

  /** Field count, required count and the Smart Tools card height. */
  stats(): Stats {
    return this.inner.stats() as Stats;
  }

  /** The previews' verdict: per field shown or hidden, and the shown fields' problems (the core's rules). */
  verdict(): Verdict {
    return this.inner.verdict() as Verdict;
  }

  /** What a submit sends: the shown fields' answers, initial answers included. */
  submitted(): Record<string, Answer> {
    return this.inner.submitted() as Record<string, Answer>;
  }

  /** The logic lint's findings, in form order. */
  lint(): Finding[] {
    return this.inner.lint() as Finding[];
  }

  /** The fields a field's condition can watch (every other field). */
  conditionChoices(id: string): ConditionChoice[] {
    return this.inner.conditionChoices(id) as ConditionChoice[];
  }

  /** The form as JSON text, for the extras module's export (`Extras.exportForm`). */
  formJson(): FormText {
    return this.inner.formJson() as FormText;
  }

  /** What the next fake-data fill draws from, as text, for `Extras.fakeFill`. */
  fakeDraw(): DrawText {
    return this.inner.fakeDraw() as DrawText;
  }

  /** The seed of the next import's new ids, for the extras module's reader (file-import.ts). */
  importSeed(): bigint {
    return this.inner.importSeed();
  }

  /** The autosave record of the form at `nowMs`, or nothing when the save rule says no. */
  autosaveRecord(nowMs: number): string | undefined {
    return this.inner.autosaveRecord(nowMs);
  }

  /** Whether loading a template replaces nothing worth asking about (spec §4 Template load). */
  isPristine(): boolean {
    return this.inner.isPristine();
  }
}

/** The form as the editor writes it, passed on as text to the extras module. */
export type FormText = string & { readonly __brand: "FormText" };
/** A fake-data draw (form, seed, fill number) as the editor writes it. */
export type DrawText = string & { readonly __brand: "DrawText" };

/**
 * The extras module's calls: the exports, the fake-data fill and the autosave
 * record's reading (file-import.ts reads imports with it). Loaded on
 * first use (and prefetched when the browser is idle after the core loads).
 */
export class Extras {
  constructor(private readonly inner: extrasModule.Extras) {}

  /** Exports the form in `format`: the file (the core names it) or the core's refusal. */
  exportForm(form: FormText, format: ExportFormat, nowMs: number): Outcome<ExportFile> {
    return this.inner.exportForm(form, format, nowMs) as Outcome<ExportFile>;
  }

  /** The fill of a draw: the `fillFakeAnswers` action to dispatch as it is. */
  fakeFill(draw: DrawText, nowMs: number): Outcome<Action> {
    return this.inner.fakeFill(draw, nowMs) as Outcome<Action>;
  }

  /** Reads a stored autosave record: the form, when it was saved and whether to offer it, or the core's error. */
  readAutosave(text: string): Outcome<Restore> {
    return this.inner.readAutosave(text, Date.now()) as Outcome<Restore>;
  }
}

/** The extras module (exports, fake data, the reader), loaded once; a failed load is tried again on the next call. */
export async function loadExtras(): Promise<Extras> {
  return new Extras(await extrasModule.loadExtras());
}

/** The extras module if it has loaded already, else undefined. */
export function extrasIfLoaded(): Extras | undefined {
  const inner = extrasModule.extrasIfLoaded();
  return inner && new Extras(inner);
}

/**
 * Fetches the extras module when the browser is next idle (after the core has
 * attached), then warms both modules' code for a first export or import (warm-up.ts).
 */
export function prefetchExtras(): void {
  extrasModule.prefetchExtras(warmUp);
}

/** Templates whose title or description matches `query` (the core's search). */
export function searchTemplates(query: string): TemplateInfo[] {
  return wasm.searchTemplates(query) as TemplateInfo[];
}

/** Whether a file of `bytes` bytes may be imported: `null`, or the core's refusal (too large). */
export function checkImportSize(bytes: number): Outcome<null> {
  return wasm.checkImportSize(bytes) as Outcome<null>;
}

/** The product constants (spec §9) as the core defines them, embedded at build time (embedded.ts): usable before the wasm has loaded. */
export function constants(): Constants {
  return embeddedConstants;
}
