// The JSON text the two wasm modules exchange with the UI. Each call's type is
// generated with the call (`Json<Delta>` in ui/src/wasm-pkg/*.d.ts: text
// holding a `Delta`; the facades' `unchecked_return_type`), so nothing here
// names a call. The UI parses what it shows or uses, and hands the rest on as
// the text it came as (the form to an export, the fill and the import to the
// builder's editor). The only type assertions of the door are here.
import type { CoreError, Json, Outcome } from "./types";

/** What a call's text holds, for what the UI shows or uses. */
export const parse = <T>(text: Json<T>): T => JSON.parse(text) as T;

/** A value as the text a call takes (throws on a value longer than the engine's longest string). */
export const toJson = <T>(value: T): Json<T> => JSON.stringify(value) as Json<T>;

/** An outcome's refusal as the facades write it: nothing else starts so (wasm-extras/tests/extras.rs). */
const REFUSAL = '{"error":';

/**
 * An outcome's text, split without reading its value: the core's refusal
 * (parsed: it is shown), or the value's text, handed on as it came.
 */
export function split<T>(text: Json<Outcome<T>>): { error: CoreError } | { done: Json<T> } {
  return text.startsWith(REFUSAL) ? (parse(text) as { error: CoreError }) : { done: text as string as Json<T> };
}
