// Work done once while the browser is idle after start-up, so that a
// designer's first export or first import of a big form runs the engine's
// optimised code. The browser optimises a wasm function only after it has run
// for a while: without this, the first use of each path runs first-pass code,
// and a big form's first export or import is much slower than later ones
// (docs/bench-log/2026-11-23-issue-10-stop-20.md). The core's sample form (every kind, with rules:
// `export::sample`) goes down those paths: the five exporters, the forgiving
// reader, and a load with its lint, verdict and undo in a throwaway editor of
// the builder's module. Nothing is kept or shown, and the designer's editor is
// not touched. Each step has an idle moment of its own; then
// `<html data-extras="warm">` (for tests, as `data-core`).
import { whenIdle, type Extras } from "./extras";
import { split } from "./json";
import type { Action, Format } from "./types.generated";
import { Editor } from "./wasm";

// Every format (a record, so that the type checker names one left out).
const FORMATS: Record<Format, null> = { json: null, html: null, react: null, csv: null, schema: null, rhf: null };

/** Runs the sample form through the exporters, the reader and a builder's load, one step per idle moment. */
export function warmUp(extras: Extras): void {
  const sample = extras.call((x) => x.warmUpForm());
  let load: ReturnType<typeof split<Action>> | undefined;
  const steps: (() => void)[] = [
    ...(Object.keys(FORMATS) as Format[]).map((format) => () => void extras.call((x) => x.exportForm(sample, format, Date.now()))),
    () => {
      // An import's one call, on the sample's bytes.
      const bytes = new TextEncoder().encode(sample);
      load = split(extras.call((x) => x.importFile(bytes, bytes.length, 0n, Date.now())));
    },
    () => {
      if (load === undefined || "error" in load) return;
      const editor = new Editor(0, Date.now());
      try {
        editor.dispatch(load.done, Date.now());
        editor.ask((e) => e.lint());
        editor.ask((e) => e.verdict());
        editor.dispatch({ type: "undo" }, Date.now());
      } finally {
        editor.free();
      }
    },
  ];
  const next = (i: number): void =>
    whenIdle(() => {
      const step = steps[i];
      if (step === undefined) {
        document.documentElement.dataset.extras = "warm";
        return;
      }
      step();
      next(i + 1);
    });
  next(0);
}
