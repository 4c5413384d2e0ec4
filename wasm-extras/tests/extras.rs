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

/// Issue 29: every template, filled 20 times through the extras module (the
/// answers judged by the JavaScript engine's `RegExp`, as in the browser),
/// is valid by the builder's own verdict.
#[wasm_bindgen_test]
fn every_template_filled_with_fake_data_is_valid_by_the_builders_verdict() {
    let keys = rs(&formwright_wasm::search_templates(""));
    let keys = keys.as_array().expect("the templates");
    assert_eq!(keys.len(), 5);
    for template in keys {
        let key = &template["key"];
        let mut e = Editor::new(11.0, T0);
        dispatch(&mut e, json!({"type": "loadTemplate", "key": key}), T0);
        for fill in 0..20 {
            fill_fake_data(&mut e, T0 + f64::from(fill));
            let verdict = rs(&e.verdict());
            assert_eq!(verdict["valid"], true, "{key} fill {fill}: {verdict}");
        }
    }
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

/// A file name's lowercase is the browser's `toLowerCase` (the module has no
/// Unicode case tables of its own): a final capital sigma is `ς`, as the
/// core's Rust lowercase writes it too.
#[wasm_bindgen_test]
fn a_file_name_is_lowercased_by_the_browser() {
    let mut e = Editor::new(7.0, T0);
    dispatch(
        &mut e,
        json!({"type": "loadTemplate", "key": "contact-form"}),
        T0,
    );
    let mut form = rs(&e.form_json());
    form["title"] = json!("ÜBER Straße ΟΔΟΣ");
    let f = rs(&extras::export_form(&form.to_string(), "json", T0));
    assert_eq!(f["fileName"], "über-straße-οδος-form.json");
    let f = rs(&extras::export_form(&form.to_string(), "react", T0));
    assert_eq!(f["fileName"], "ÜBERStraßeΟΔΟΣ-form-component.jsx");
}

/// The warm-up as the UI does it: the sample form's text to `exportForm` in
/// every format, each a file (no error), and the builder's form untouched.
#[wasm_bindgen_test]
fn the_warm_up_form_exports_in_every_format() {
    let sample = extras::warm_up_form();
    assert_eq!(rs(&sample)["fields"].as_array().map(Vec::len), Some(200));
    for format in ["json", "html", "react", "csv", "schema"] {
        let file = rs(&extras::export_form(&sample, format, T0));
        assert!(file.get("error").is_none(), "{format}: {file}");
        assert!(
            file["content"]
                .as_str()
                .is_some_and(|c| c.contains("sample_199") || c.contains(" 199")),
            "{format} lacks the last field"
        );
    }
}

/// The seed of the next import, as the UI keeps it: the view's `importSeed`
/// (a u64 as a decimal string; a delta that changes it carries it too).
fn import_seed(e: &Editor) -> u64 {
    rs(&e.view())["importSeed"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .expect("the view has the import seed as a decimal string")
}

/// An import as the UI does it: the file's bytes read by the extras module
/// with the editor's seed (one call), the `loadImported` action's text back
/// to the editor as it came (the second).
fn import(e: &mut Editor, text: &str, now: f64) -> Value {
    let action = extras::import_file(text.as_bytes(), text.len() as f64, import_seed(e), now);
    if action.starts_with("{\"error\":") {
        return rs(&action);
    }
    assert_eq!(rs(&action)["type"], "loadImported");
    rs(&e.dispatch(&action, now))
}

#[wasm_bindgen_test]
fn an_import_is_read_here_and_loaded_by_the_editor() {
    let mut e = Editor::new(7.0, T0);
    dispatch(&mut e, json!({"type": "addField", "fieldType": "text"}), T0);
    let before = rs(&e.view());
    assert_eq!(
        import(&mut e, "nope", T0 + 6.0)["error"],
        json!({"kind": "invalidJson", "message": "Invalid form data: the file is not JSON (line 1, column 2)"})
    );
    let refused = import(&mut e, "{\"fields\": 1}", T0 + 6.0);
    assert_eq!(refused["error"]["kind"], "missingFields");
    assert_eq!(refused["error"]["path"], "fields");
    assert_eq!(rs(&e.view()), before, "a refused import changes nothing");
    // An odd field loads; the delta carries the reader's report.
    let d = import(
        &mut e,
        "{\"fields\": [{\"id\": 1, \"type\": \"text\", \"label\": \"A\"}]}",
        T0 + 7.0,
    );
    assert!(d.get("error").is_none());
    assert_eq!(
        d["importReport"],
        json!([{"path": "fields[0].id", "kind": "repaired", "message": "the number 1 was turned into text"}])
    );
    let had = before["form"]["fields"].as_array().map_or(0, Vec::len);
    assert_eq!(
        d["orderSplice"],
        json!({"at": 0, "remove": had, "insert": ["1"]})
    );
    // One undo step: the form it replaced comes back (decision 22).
    assert_eq!(d["canUndo"], true);
    dispatch(&mut e, json!({"type": "undo"}), T0 + 8.0);
    assert_eq!(rs(&e.view())["form"]["fields"], before["form"]["fields"]);
}

#[wasm_bindgen_test]
fn the_same_import_gives_what_import_json_gives() {
    // This test's builder has the reader (the features unify with the
    // extras'): `importJson` and the extras' reading load the same form.
    let text = "{\"id\": \"old\", \"fields\": [{\"id\": \"\", \"type\": \"checkbox\", \"label\": \"OK\", \"defaultValue\": true}]}";
    let mut native = Editor::new(9.0, T0);
    let a = dispatch(
        &mut native,
        json!({"type": "importJson", "text": text}),
        T0 + 1.0,
    );
    let mut split = Editor::new(9.0, T0);
    let b = import(&mut split, text, T0 + 1.0);
    assert_eq!(a, b);
    assert_eq!(rs(&native.view()), rs(&split.view()));
    assert_eq!(import_seed(&native), import_seed(&split));
}

#[wasm_bindgen_test]
fn a_file_is_read_from_its_bytes_in_one_call() {
    let read = |bytes: &[u8]| rs(&extras::import_file(bytes, bytes.len() as f64, 5, 0.0));
    let file =
        read(b"\xef\xbb\xbf{\"fields\": [{\"id\": 1, \"type\": \"text\", \"label\": \"A\"}]}");
    assert_eq!(file["type"], "loadImported");
    assert_eq!(
        file["report"],
        json!([{"path": "fields[0].id", "kind": "repaired", "message": "the number 1 was turned into text"}])
    );
    assert_eq!(file["form"]["fields"][0]["id"], "1");
    assert_eq!(
        read(b"{\"a\": \"\xff\"}")["error"]["message"],
        "Invalid form data: the file is not UTF-8 text (byte 7)"
    );
    assert_eq!(
        read(b"\x89PNG\r\n")["error"]["message"],
        "Invalid form data: this is a PNG image, not a form file"
    );
    // A file over the limit is refused by its size, its bytes unread.
    let too_big = rs(&extras::import_file(&[], 104_857_600.0, 5, 0.0));
    assert_eq!(too_big["error"]["kind"], "tooLarge");
    assert_eq!(
        too_big["error"]["message"],
        "The file is 100.0 MB; a form file may be at most 64.0 MB"
    );
    // 3 bytes of a byte order mark are not counted.
    let at_limit = 64.0 * 1_048_576.0 + 3.0;
    assert_eq!(read(b"{\"fields\": []}")["type"], "loadImported");
    assert_eq!(
        rs(&extras::import_file(b"{\"fields\": []}", at_limit, 5, 0.0))["type"],
        "loadImported"
    );
    assert_eq!(
        rs(&extras::import_file(&[], at_limit + 1.0, 5, 0.0))["error"]["kind"],
        "tooLarge"
    );
}

/// The UI tells a refusal from a value by its first bytes, without parsing
/// the value it hands on (`split`, ui/src/core/json.ts): a refusal is
/// written `{"error":…` and no value the extras module sends starts so.
#[wasm_bindgen_test]
fn a_refusal_starts_as_the_ui_reads_it_and_no_value_does() {
    let e = Editor::new(7.0, T0);
    let refusals = [
        extras::import_file(b"nope", 4.0, 5, T0),
        extras::fake_fill("{", T0),
        extras::export_form(&e.form_json(), "html", T0),
        extras::read_autosave("{", T0),
    ];
    for text in refusals {
        assert!(text.starts_with("{\"error\":"), "{text}");
        assert!(rs(&text)["error"]["message"].is_string());
    }
    let mut e = Editor::new(7.0, T0);
    dispatch(&mut e, json!({"type": "addField", "fieldType": "text"}), T0);
    let values = [
        extras::import_file(b"{\"fields\": []}", 14.0, 5, T0),
        extras::fake_fill(&e.fake_draw(), T0),
        extras::export_form(&e.form_json(), "json", T0),
        extras::read_autosave(&e.autosave_record(T0 + 10.0).expect("worth saving"), T0),
    ];
    for text in values {
        assert!(!text.starts_with("{\"error\":"), "{text}");
        assert!(rs(&text).get("error").is_none());
    }
}

#[wasm_bindgen_test]
fn autosave_records_round_trip_and_corrupt_ones_are_errors() {
    let mut e = Editor::new(7.0, T0);
    assert_eq!(e.autosave_record(T0), None);
    dispatch(
        &mut e,
        json!({"type": "addField", "fieldType": "email"}),
        T0,
    );
    let text = e.autosave_record(T0 + 10.0).expect("worth saving");
    let r = rs(&extras::read_autosave(&text, T0 + 3_600_000.0));
    assert_eq!(r["offerRestore"], true);
    assert_eq!(r["savedAt"], "2026-11-22T09:30:41.133Z");
    assert_eq!(r["form"], rs(&e.view())["form"]);
    assert_eq!(r["report"], json!([]));
    let r = rs(&extras::read_autosave(&text, T0 + 86_400_000.0 + 10.0));
    assert_eq!(r["offerRestore"], false);
    let r = rs(&extras::read_autosave("{", T0));
    assert_eq!(r["error"]["kind"], "corruptAutosave");
    // Restoring is loading the form read back.
    let mut fresh = Editor::new(8.0, T0);
    let form = rs(&extras::read_autosave(&text, T0))["form"].clone();
    let d = dispatch(&mut fresh, json!({"type": "loadForm", "form": form}), T0);
    assert_eq!(d["orderSplice"]["insert"].as_array().map(Vec::len), Some(1));
    assert_eq!(d["canUndo"], false);
}
