//! The extras facade: what the builder needs only on demand, in a second wasm
//! module the UI loads lazily (prefetched when the browser is idle after the
//! first paint): the five exports and the fake-data draw, with the `fake`
//! crate's word lists. Each call is a thin conversion, as in the builder's
//! facade (`wasm/`); no product rule lives here.
//!
//! State crosses from the builder's module as JSON text: the form
//! (`Editor.formJson`) and the fake-data draw (`Editor.fakeDraw`). An export
//! changes nothing; the fill comes back as the `fillFakeAnswers` action,
//! which the UI dispatches to the builder's editor. Nothing here throws.

#[path = "../../wasm/src/common.rs"]
mod common;

use common::{BrowserRegExp, time, to_js};
use formwright_core::editor::PatternCache;
use formwright_core::error::Outcome;
use formwright_core::{export, fake};
use wasm_bindgen::prelude::*;

/// Exports a form (`form`: `Editor.formJson()`'s text): `format` is "json",
/// "html", "react", "csv" or "schema". Returns `Outcome<ExportFile>`: the file
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

/// The fake-data fill of a draw (`draw`: `Editor.fakeDraw()`'s text):
/// `Outcome<Action>`, the `fillFakeAnswers` action with the answers, which the
/// UI dispatches to the builder's editor as it is.
#[wasm_bindgen(js_name = fakeFill)]
pub fn fake_fill(draw: &str, now_ms: f64) -> String {
    to_js(&Outcome::from(fake::fill_action(draw, time(now_ms))))
}
