// The core's table of field kinds and its product constants, as the facade
// reports them: the palette, the type badges, the settings panel and the
// select's fallback placeholder read them; the UI adds no kind knowledge of its
// own beyond how to draw each control (FieldControl).
import { constants as coreConstants, kinds as coreKinds } from "../core/wasm";
import type { Constants, KindRow } from "../core/types";

export type { KindRow };

let table: readonly KindRow[] | undefined;
let consts: Constants | undefined;

/** The ten kinds in palette order. Read once: the table is constant. */
export function kindTable(): readonly KindRow[] {
  table ??= coreKinds() as KindRow[];
  return table;
}

/** The kind of a field type; undefined for an unknown (imported) type. */
export function kindOf(typeName: string): KindRow | undefined {
  return kindTable().find((k) => k.typeName === typeName);
}

/** The product constants (spec §9). Read once. */
export function productConstants(): Constants {
  consts ??= coreConstants() as Constants;
  return consts;
}
