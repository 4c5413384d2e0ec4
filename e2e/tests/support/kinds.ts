// The kinds table as the core writes it for the UI (core/tests/ui_embedded.rs
// keeps ui/src/core/embedded.generated.json true of `kinds.rs`): specs read the
// palette from it, so none counts it by hand. `KINDS` are the kinds that take
// an answer (the big generated forms fill every field); the layout items of
// issue 26 (`answers: false`: heading, paragraph, page break) are left out.
import { readFileSync } from "node:fs";

export interface KindRow {
  typeName: string;
  hasOptions: boolean;
  answers: boolean;
}

export const KINDS: readonly KindRow[] = JSON.parse(
  readFileSync(new URL("../../../ui/src/core/embedded.generated.json", import.meta.url), "utf8"),
).kinds.filter((k: KindRow) => k.answers);
