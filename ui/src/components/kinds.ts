// The core's table of field kinds, as the facade's `kinds()` reports it: the
// palette, the type badges and the settings panel read it; the UI adds no kind
// knowledge of its own beyond how to draw each control (FieldControl).
import { kinds as coreKinds } from "../core/wasm";

/** One row of the core's kind table (core/src/kinds.rs). */
export interface KindInfo {
  typeName: string;
  paletteLabel: string;
  defaultLabel: string;
  hasOptions: boolean;
  hasLengthBounds: boolean;
  hasValueBounds: boolean;
}

let table: readonly KindInfo[] | undefined;

/** The ten kinds in palette order. Read once: the table is constant. */
export function kindTable(): readonly KindInfo[] {
  table ??= coreKinds() as KindInfo[];
  return table;
}

/** The kind of a field type; undefined for an unknown (imported) type. */
export function kindOf(typeName: string): KindInfo | undefined {
  return kindTable().find((k) => k.typeName === typeName);
}
