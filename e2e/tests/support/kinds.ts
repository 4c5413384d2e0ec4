// The kinds table as the core writes it for the UI (core/tests/ui_embedded.rs
// keeps ui/src/core/embedded.generated.json true of `kinds.rs`): specs read the
// palette from it, so none counts it by hand.
import { readFileSync } from "node:fs";

export interface KindRow {
  typeName: string;
  hasOptions: boolean;
}

export const KINDS: readonly KindRow[] = JSON.parse(
  readFileSync(new URL("../../../ui/src/core/embedded.generated.json", import.meta.url), "utf8"),
).kinds;
