// What the first screen needs from the core before the wasm module has
// loaded: the product constants, the kind table, the controls whose field
// without options is one box, and a blank editor's view and statistics. They are the core's own values, written at build time into
// embedded.generated.json by core/tests/ui_embedded.rs (which fails when the
// file is stale), so the shell paints without waiting for the wasm (issue 10).
// Read by name, so the bundle keeps only these values (not the file's note).
import * as data from "./embedded.generated.json";
import type { Constants, KindRow, Stats, View } from "./types";

/** The product constants (spec §9), as the core defines them. */
export const embeddedConstants = data.constants as unknown as Constants;
/** The ten kinds in palette order (the core's kind table). */
export const embeddedKinds = data.kinds as unknown as readonly KindRow[];
/** The controls whose field, with no options, is one box (the core's `ControlSpec::is_one_box`, decision 16). */
export const oneBoxControls = data.oneBoxControls as readonly string[];
/** A blank editor's view: what the store shows until the core's editor exists. */
export const blankView = data.blankView as unknown as View;
/** A blank form's statistics. */
export const blankStats = data.blankStats as unknown as Stats;
