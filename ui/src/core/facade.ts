// The rest of the UI's door to the core: the editor (for the store only), the
// extras module (exports, fake data, the reader), templates, constants, and
// the JSON helpers. Nothing here declares a call: each is declared in a Rust
// facade and typed in its generated .d.ts (wasm.ts, extras.ts); the types of
// what the calls carry are generated from the Rust types (types.ts).
import * as wasm from "./wasm";
import * as extrasModule from "./extras";
import { warmUp } from "./warm-up";
import { embeddedConstants } from "./embedded";
import type { Constants, Format, Template } from "./types";

export type { ConditionChoice, ExportFile, Finding, Json, Outcome, Stats, Verdict } from "./types";
export { CoreFailure } from "./failure";
export { Editor, type CoreEditor } from "./wasm";
export { loadExtras, extrasIfLoaded, type Extras } from "./extras";
export { parse, split } from "./json";
/** Hears when the builder's module was restarted after a failed call (wasm.ts): its editors must be rebuilt. */
export const onCoreReset = wasm.onReset;
export type TemplateInfo = Template;
export type ExportFormat = Format;

/**
 * Fetches the extras module when the browser is next idle (after the core has
 * attached), then warms both modules' code for a first export or import (warm-up.ts).
 */
export function prefetchExtras(): void {
  extrasModule.prefetchExtras(warmUp);
}

/** Templates whose title or description matches `query` (the core's search). */
export const searchTemplates = wasm.searchTemplates;

/** The product constants (spec §9) as the core defines them, embedded at build time (embedded.ts): usable before the wasm has loaded. */
export function constants(): Constants {
  return embeddedConstants;
}
