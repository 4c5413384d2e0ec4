//! The wasm facade: the calls the UI makes, each a thin conversion between
//! JavaScript values and the core's types. No product rule lives here.

use formwright_core::templates;
use wasm_bindgen::prelude::*;

/// Installs the panic hook once, when the module starts.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// The titles of the built-in templates, in the spec's order.
#[wasm_bindgen(js_name = templateTitles)]
pub fn template_titles() -> Vec<String> {
    templates::all()
        .iter()
        .map(|t| t.title.to_owned())
        .collect()
}
