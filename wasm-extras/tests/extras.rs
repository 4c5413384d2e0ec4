//! The extras module, called as the UI calls it (`ui/src/core/wasm.ts`): the
//! builder's editor writes the form or the draw as JSON text, the extras
//! module answers, and a fill goes back to the editor as an action.

use formwright_wasm::Editor;
use formwright_wasm_extras as extras;
use serde_json::{Value, json};
use wasm_bindgen_test::*;

const T0: f64 = 1_795_339_841_123.0;

/// What the UI sees: the facade's text parsed, as `JSON.parse` does.
fn rs(text: &str) -> Value {
    serde_json::from_str(text).expect("the facade writes JSON")
}

fn dispatch(e: &mut Editor, action: Value, now: f64) -> Value {
    rs(&e.dispatch(&action.to_string(), now))
}

/// 'Fill with Fake Data' as the store does it: the draw to the extras
/// module, its `fillFakeAnswers` action back to the editor.
fn fill_fake_data(e: &mut Editor, now: f64) -> Value {
    let action = rs(&extras::fake_fill(&e.fake_draw(), now));
    assert_eq!(action["type"], "fillFakeAnswers");
    dispatch(e, action, now)
}

/// An export as the store asks for it: the editor's form, the extras' file.
fn export_form(e: &Editor, format: &str, now: f64) -> String {
    extras::export_form(&e.form_json(), format, now)
}

#[wasm_bindgen_test]
fn fake_answers_are_a_plain_object_with_lists_for_checkboxes() {
    let mut e = Editor::new(7.0, T0);
    for t in ["text", "checkbox", "date"] {
        dispatch(&mut e, json!({"type": "addField", "fieldType": t}), T0);
    }
    let d = fill_fake_data(&mut e, T0 + 1.0);
    let answers = d["answers"].as_object().expect("a plain object");
    assert_eq!(answers.len(), 3);
    assert_eq!(answers.values().filter(|a| a.is_array()).count(), 1);
    let d = dispatch(&mut e, json!({"type": "clearAnswers"}), T0 + 2.0);
    assert_eq!(d["answers"], json!({}));
    let id = rs(&e.view())["form"]["fields"][0]["id"].clone();
    let d = dispatch(
        &mut e,
        json!({"type": "setAnswer", "id": id, "value": ["a", "b"]}),
        T0 + 3.0,
    );
    assert_eq!(d["answers"][id.as_str().unwrap()], json!(["a", "b"]));
}

#[wasm_bindgen_test]
fn the_same_seed_fills_the_same_answers_and_each_fill_draws_anew() {
    let fills = |seed: f64| {
        let mut e = Editor::new(seed, T0);
        for t in ["text", "email", "textarea", "radio"] {
            dispatch(&mut e, json!({"type": "addField", "fieldType": t}), T0);
        }
        let first = fill_fake_data(&mut e, T0 + 1.0)["answers"].clone();
        let second = fill_fake_data(&mut e, T0 + 2.0)["answers"].clone();
        (first, second)
    };
    let (a1, a2) = fills(7.0);
    assert_eq!((a1.clone(), a2.clone()), fills(7.0));
    assert_ne!(a1, a2);
}

#[wasm_bindgen_test]
fn an_unreadable_draw_or_form_is_an_error_value() {
    assert_eq!(
        rs(&extras::fake_fill("{", T0))["error"]["kind"],
        "invalidAction"
    );
    assert_eq!(
        rs(&extras::export_form("[]", "json", T0))["error"]["kind"],
        "invalidField"
    );
}

#[wasm_bindgen_test]
fn export_form_returns_a_file_or_an_error_value() {
    let mut e = Editor::new(7.0, T0);
    let f = rs(&export_form(&e, "json", T0));
    assert_eq!(f["fileName"], "untitled-form-form.json");
    assert!(
        f["content"]
            .as_str()
            .is_some_and(|c| c.contains("\"version\": \"1.0\""))
    );
    assert_eq!(
        rs(&export_form(&e, "html", T0))["error"]["kind"],
        "noFields"
    );
    assert_eq!(
        rs(&export_form(&e, "pdf", T0))["error"]["kind"],
        "unknownFormat"
    );
    dispatch(
        &mut e,
        json!({"type": "loadTemplate", "key": "contact-form"}),
        T0,
    );
    let f = rs(&export_form(&e, "csv", T0));
    assert_eq!(f["fileName"], "contact-form-structure.csv");
}
