// The core's table of field kinds, as the facade reports it: the palette, the
// type badges, the settings panel and the field controls read it; the UI adds
// no kind knowledge of its own beyond how to draw each control
// (fields/FieldControl).
import { kinds as coreKinds } from "./wasm";
import type { KindRow } from "./types";

export type { KindRow };

let table: readonly KindRow[] | undefined;

/** The ten kinds in palette order. Read once: the table is constant. */
export function kindTable(): readonly KindRow[] {
  table ??= coreKinds() as KindRow[];
  return table;
}

/** The kind of a field type; undefined for an unknown (imported) type. */
export function kindOf(typeName: string): KindRow | undefined {
  return kindTable().find((k) => k.typeName === typeName);
}
