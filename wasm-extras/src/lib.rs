//! The extras facade: what the builder needs only on demand, in a second wasm
//! module the UI loads lazily (prefetched when the browser is idle after the
//! first paint): the five exports, the fake-data draw, with the `fake`
//! crate's word lists, and the forgiving form reader (imports, autosave
//! records). Each call is a thin conversion, as in the builder's facade
//! (`wasm/`); no product rule lives here.
//!
//! State crosses from the builder's module as JSON text: the form
//! (`Editor.formJson`) and the fake-data draw (`Editor.fakeDraw`); an
//! import's seed as a u64 (`Editor.importSeed`). An export changes nothing;
//! the fill comes back as the `fillFakeAnswers` action and an import as the
//! `loadImported` action, which the UI dispatches to the builder's editor.
//! Nothing here throws.

#[path = "../../wasm/src/common.rs"]
mod common;

use common::{BrowserRegExp, time, to_js};
use formwright_core::editor::PatternCache;
use formwright_core::error::Outcome;
use formwright_core::{autosave, export, fake, import};
use wasm_bindgen::prelude::*;

/// talc instead of the standard library's dlmalloc: a smaller module
/// (docs/bench-log/2026-11-23-issue-10-stop-16.md) and faster allocation.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Exports a form (`form`: `Editor.formJson()`'s text): `format` is "json",
/// "html", "react", "csv", "schema" or "rhf". Returns `Outcome<ExportFile>`: the file
/// or `{error}` with the core's error (kinds `noFields`, `unknownFormat`,
/// `encodingFailed`). Patterns compile with the browser's `RegExp`.
#[wasm_bindgen(js_name = exportForm)]
pub fn export_form(form: &str, format: &str, now_ms: f64) -> String {
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
#[wasm_bindgen(js_name = warmUpForm)]
pub fn warm_up_form() -> String {
    to_js(&export::sample::sample_form())
}

/// The fake-data fill of a draw (`draw`: `Editor.fakeDraw()`'s text):
/// `Outcome<ExtrasAction>`, the `fillFakeAnswers` action with the answers, which the
/// UI dispatches to the builder's editor as it is.
#[wasm_bindgen(js_name = fakeFill)]
pub fn fake_fill(draw: &str, now_ms: f64) -> String {
    to_js(&Outcome::from(fake::fill_action(draw, time(now_ms))))
}

/// Reads an import's text (`seed`: `Editor.importSeed()`, for the new ids):
/// `Outcome<ExtrasAction>`, the `loadImported` action with the form and the report
/// of changes, which the UI dispatches to the builder's editor as it is, or
/// `{error}` with the core's refusal.
#[wasm_bindgen(js_name = readImport)]
pub fn read_import(text: &str, seed: u64, now_ms: f64) -> String {
    to_js(&Outcome::from(import::import_action(
        text,
        seed,
        time(now_ms),
    )))
}

/// Reads an imported file's bytes (the browser's import worker calls it, off
/// the page's main thread): as `readImport`, from bytes (UTF-8, a byte order
/// mark skipped).
#[wasm_bindgen(js_name = readImportFile)]
pub fn read_import_file(bytes: &[u8], seed: u64, now_ms: f64) -> String {
    to_js(&Outcome::from(import::import_file_action(
        bytes,
        seed,
        time(now_ms),
    )))
}

/// Whether a small file's bytes can be a form's text (size, kind of file,
/// UTF-8): `null`, or `{error}` with the core's reason; the UI then decodes
/// them and reads the text (`readImport`; a big file goes to
/// `readImportFile` in a worker).
#[wasm_bindgen(js_name = checkImportBytes)]
pub fn check_import_bytes(bytes: &[u8]) -> String {
    to_js(&Outcome::from(import::utf8_text(bytes).map(|_| ())))
}

/// Reads a stored autosave record: `Outcome<Restore>`, the record
/// (`{form, savedAt, offerRestore, report, newerVersion}`) or `{error}` for a
/// corrupt one.
#[wasm_bindgen(js_name = readAutosave)]
pub fn read_autosave(text: &str, now_ms: f64) -> String {
    to_js(&Outcome::from(autosave::read(text, time(now_ms))))
}
