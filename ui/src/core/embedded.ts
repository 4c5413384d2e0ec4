// What the first screen needs from the core before the wasm module has
// loaded: the product constants, the kind table and a blank editor's view and
// statistics. They are the core's own values, written at build time into
// embedded.generated.json by core/tests/ui_embedded.rs (which fails when the
// file is stale), so the shell paints without waiting for the wasm (issue 10).
import data from "./embedded.generated.json";
import type { Constants, KindRow, Stats, View } from "./types";

/** The product constants (spec §9), as the core defines them. */
export const embeddedConstants = data.constants as unknown as Constants;
/** The ten kinds in palette order (the core's kind table). */
export const embeddedKinds = data.kinds as unknown as readonly KindRow[];
/** A blank editor's view: what the store shows until the core's editor exists. */
export const blankView = data.blankView as unknown as View;
/** A blank form's statistics. */
export const blankStats = data.blankStats as unknown as Stats;
