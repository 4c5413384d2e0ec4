//! Writes `ui/src/core/embedded.generated.json`: what the UI's first screen
//! needs from the core before the wasm module has loaded (the product
//! constants, the kind table of the palette, the controls whose field without
//! options is one box, and the view and statistics of a blank editor), so
//! that the shell paints at once (issue 10). The UI never retypes these
//! values; this test fails when the committed file is stale. With
//! `UPDATE_TS=1` (as `just fmt` runs it) it rewrites the file.

use formwright_core::controls::Control;
use formwright_core::editor::Editor;
use formwright_core::{Timestamp, constants, kinds};
use serde_json::json;

const PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../ui/src/core/embedded.generated.json"
);

fn generate() -> String {
    // The blank editor the store shows until the core has loaded; its id and
    // times are placeholders (seed 0, time 0) that the real editor replaces.
    let blank = Editor::new(0, Timestamp::from_millis_f64(0.0));
    let value = json!({
        "_": "Generated from formwright-core by core/tests/ui_embedded.rs. Do not edit: run `UPDATE_TS=1 cargo test -p formwright-core --test ui_embedded`.",
        "constants": constants::constants(),
        "kinds": kinds::palette(),
        "oneBoxControls": one_box_controls(),
        "blankView": blank.view(),
        "blankStats": blank.stats(),
    });
    let mut text = serde_json::to_string_pretty(&value).expect("the core's values serialise");
    text.push('\n');
    text
}

/// The names of the controls whose field, with no options, is one box ticked
/// or not (decision 16): `ControlSpec::is_one_box`, which the UI's controls
/// read instead of deciding it again (issue 24).
fn one_box_controls() -> Vec<&'static str> {
    Control::ALL
        .iter()
        .map(|c| c.spec())
        .filter(|spec| spec.is_one_box(0))
        .map(|spec| spec.name)
        .collect()
}

/// Issue 24: the UI's one box follows the core's rule; a checkbox group
/// without options is one box, no other control is.
#[test]
fn the_ui_reads_which_controls_are_one_box_from_the_core() {
    assert_eq!(one_box_controls(), ["checkboxGroup"]);
    let embedded: serde_json::Value = serde_json::from_str(&generate()).unwrap();
    assert_eq!(embedded["oneBoxControls"], json!(["checkboxGroup"]));
}

#[test]
fn embedded_core_data_is_up_to_date() {
    let fresh = generate();
    if std::env::var_os("UPDATE_TS").is_some() {
        std::fs::write(PATH, &fresh).expect("write the embedded core data");
        return;
    }
    let current = std::fs::read_to_string(PATH).unwrap_or_default();
    assert!(
        current == fresh,
        "{PATH} is stale; run `UPDATE_TS=1 cargo test -p formwright-core --test ui_embedded`"
    );
}
