// The core's table of field kinds, as the facade reports it: the palette, the
// type badges, the settings panel and the field controls read it; the UI adds
// no kind knowledge of its own beyond how to draw each control
// (fields/FieldControl). The table is embedded at build time (embedded.ts), so
// the palette draws before the wasm module has loaded.
import { embeddedKinds, oneBoxControls } from "./embedded";
import type { Field, KindRow } from "./types";

export type { KindRow };

/** The kinds in palette order: the ten fields, then the layout items (`answers: false`). */
export function kindTable(): readonly KindRow[] {
  return embeddedKinds;
}

/** The kind of a field type; undefined for an unknown (imported) type. */
export function kindOf(typeName: string): KindRow | undefined {
  return kindTable().find((k) => k.typeName === typeName);
}

/**
 * Whether `field` is one box (answered `true` / `false`): its kind's control is
 * one the core lists as one box without options (`ControlSpec::is_one_box`,
 * decision 16), and it has none.
 */
export function isOneBox(field: Pick<Field, "type" | "options">): boolean {
  const control = kindOf(field.type)?.control;
  // A layout item has no control (null).
  return control != null && !field.options?.length && oneBoxControls.includes(control);
}
