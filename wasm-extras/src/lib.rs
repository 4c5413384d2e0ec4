//! The extras facade: what the builder needs only on demand, in a second wasm
//! module the UI loads lazily (prefetched when the browser is idle after the
//! first paint): the five exports, the fake-data draw, with the `fake`
//! crate's word lists, and the forgiving form reader (imports, autosave
//! records). Each call is a thin conversion, as in the builder's facade
//! (`wasm/`); no product rule lives here. A call is one function here, typed
//! in the generated `formwright_wasm_extras.d.ts` (`Json<…>`, as in the
//! builder's facade); the UI calls it through `Extras.call`
//! (`ui/src/core/extras.ts`), with nothing else to declare.
//!
//! State crosses from the builder's module as JSON text: the form
//! (`Editor.formJson`) and the fake-data draw (`Editor.fakeDraw`); an
//! import's seed is the editor's view's and deltas' `importSeed` (a u64). An export changes nothing;
//! the fill comes back as the `fillFakeAnswers` action and an import as the
//! `loadImported` action, whose text the UI dispatches to the builder's
//! editor as it is. Nothing here throws.

#[path = "../../wasm/src/common.rs"]
mod common;

use common::{BrowserRegExp, time, to_js};
use formwright_core::error::Outcome;
use formwright_core::rules::PatternCache;
use formwright_core::{autosave, export, fake, import};
use wasm_bindgen::prelude::*;

// The names the generated .d.ts types the calls with (wasm/src/lib.rs).
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"import type { Action, ExportFile, FakeDraw, Form, Format, Json, Outcome, Restore } from "../core/types.generated";"#;

/// talc instead of the standard library's dlmalloc: a smaller module
/// (docs/bench-log/2026-11-23-issue-10-stop-16.md) and faster allocation.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Exports a form (`form`: `Editor.formJson()`'s text): `format` is "json",
/// "html", "react", "csv", "schema" or "rhf". Returns `Outcome<ExportFile>`: the file
/// or `{error}` with the core's error (kinds `noFields`, `unknownFormat`,
/// `encodingFailed`). Patterns compile with the browser's `RegExp`.
#[wasm_bindgen(js_name = exportForm, unchecked_return_type = "Json<Outcome<ExportFile>>")]
pub fn export_form(
    #[wasm_bindgen(unchecked_param_type = "Json<Form>")] form: &str,
    #[wasm_bindgen(unchecked_param_type = "Format")] format: &str,
    now_ms: f64,
) -> String {
    let patterns = PatternCache::new(BrowserRegExp);
    to_js(&Outcome::from(export::export_text(
        form,
        format,
        time(now_ms),
        &patterns,
    )))
}

/// The sample form as JSON text (`Form`; `export::sample`): the UI exports it
/// once per format while the browser is idle, so that a designer's first
/// export runs the engine's optimised code. It changes nothing.
#[wasm_bindgen(js_name = warmUpForm, unchecked_return_type = "Json<Form>")]
pub fn warm_up_form() -> String {
    to_js(&export::sample::sample_form())
}

/// The fake-data fill of a draw (`draw`: `Editor.fakeDraw()`'s text):
/// `Outcome<ExtrasAction>`, the `fillFakeAnswers` action with the answers, which the
/// UI dispatches to the builder's editor as it is. The answers are judged
/// with the browser's `RegExp`, as the previews judge them.
#[wasm_bindgen(js_name = fakeFill, unchecked_return_type = "Json<Outcome<Action>>")]
pub fn fake_fill(
    #[wasm_bindgen(unchecked_param_type = "Json<FakeDraw>")] draw: &str,
    now_ms: f64,
) -> String {
    let patterns = PatternCache::new(BrowserRegExp);
    to_js(&Outcome::from(fake::fill_action(
        draw,
        time(now_ms),
        &patterns,
    )))
}

/// An import, in one call: the picked file's `size` and the `bytes` read of
/// it (none when its size alone refuses it), with `seed`
/// (the editor's `importSeed`, from its view and deltas, for the new ids): `Outcome<ExtrasAction>`, the
/// `loadImported` action with the form and the report of changes, whose text
/// the UI dispatches to the builder's editor as it is, or `{error}` with the
/// core's refusal (the size, the kind of file, UTF-8, the reader's). On the
/// page for a small file, in the import worker for a big one.
#[wasm_bindgen(js_name = importFile, unchecked_return_type = "Json<Outcome<Action>>")]
pub fn import_file(bytes: &[u8], size: f64, seed: u64, now_ms: f64) -> String {
    // `as` saturates: any number of bytes maps to a usize.
    to_js(&Outcome::from(import::import_picked_file(
        bytes,
        size as usize,
        seed,
        time(now_ms),
    )))
}

/// Reads a stored autosave record: `Outcome<Restore>`, the record
/// (`{form, savedAt, offerRestore, report, newerVersion}`) or `{error}` for a
/// corrupt one.
#[wasm_bindgen(js_name = readAutosave, unchecked_return_type = "Json<Outcome<Restore>>")]
pub fn read_autosave(text: &str, now_ms: f64) -> String {
    to_js(&Outcome::from(autosave::read(text, time(now_ms))))
}
