//! The facade, called as the UI calls it (`ui/src/core/wasm.ts`): actions
//! written with `JSON.stringify`, results read with `JSON.parse`.

use formwright_wasm::{self as fw, Editor};
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

#[wasm_bindgen_test]
fn a_new_editor_views_a_blank_form_with_plain_objects() {
    let e = Editor::new(7.0, T0);
    let v = rs(&e.view());
    assert_eq!(v["form"]["title"], "Untitled Form");
    assert_eq!(v["form"]["fields"], json!([]));
    assert_eq!(v["form"]["createdAt"], "2026-11-22T09:30:41.123Z");
    assert_eq!(v["answers"], json!({}));
    assert_eq!(v["selectedFieldId"], Value::Null);
    assert_eq!(v["lastSaved"], Value::Null);
    assert_eq!(v["historyDeadline"], Value::Null);
    assert_eq!(v["initialAnswers"], json!({}));
    assert_eq!(
        (
            v["canUndo"].clone(),
            v["canRedo"].clone(),
            v["isDragging"].clone(),
            v["previewOpen"].clone()
        ),
        (json!(false), json!(false), json!(false), json!(false))
    );
    assert!(e.is_pristine());
}

#[wasm_bindgen_test]
fn dispatch_answers_with_a_delta() {
    let mut e = Editor::new(7.0, T0);
    let d = dispatch(
        &mut e,
        json!({"type": "addField", "fieldType": "select"}),
        T0 + 1.0,
    );
    assert_eq!(d["fields"][0]["type"], "select");
    assert_eq!(
        d["fields"][0]["options"],
        json!(["Option 1", "Option 2", "Option 3"])
    );
    let id = d["fields"][0]["id"].as_str().expect("an id").to_owned();
    assert_eq!(
        d["orderSplice"],
        json!({"at": 0, "remove": 0, "insert": [id]})
    );
    assert_eq!(d["form"]["updatedAt"], "2026-11-22T09:30:41.124Z");
    assert_eq!(d["canUndo"], true);
    assert_eq!(d["selectedFieldId"], Value::Null);
    assert!(d.get("error").is_none() && d.get("answers").is_none());
    assert!(!e.is_pristine());

    let d = dispatch(
        &mut e,
        json!({"type": "addField", "fieldType": "text", "index": 0}),
        T0 + 2.0,
    );
    let new = d["fields"][0]["id"].clone();
    assert_eq!(
        d["orderSplice"],
        json!({"at": 0, "remove": 0, "insert": [new]})
    );
    let d = dispatch(&mut e, json!({"type": "selectField", "id": id}), T0 + 3.0);
    assert_eq!(d["selectedFieldId"], json!(id));
    assert!(d.get("form").is_none() && d["fields"] == json!([]));
}

#[wasm_bindgen_test]
fn typing_reports_when_to_tick() {
    let mut e = Editor::new(7.0, T0);
    let d = dispatch(&mut e, json!({"type": "addField", "fieldType": "text"}), T0);
    let id = d["fields"][0]["id"].clone();
    let d = dispatch(
        &mut e,
        json!({"type": "updateField", "id": id, "changes": {"label": "Na", "placeholder": null}}),
        T0 + 1_000.0,
    );
    assert_eq!(d["historyDeadline"], json!(T0 as i64 + 1_500));
    assert_eq!(d["fields"][0]["label"], "Na");
    assert!(d["fields"][0].get("placeholder").is_none());
    let d = dispatch(&mut e, json!({"type": "tick"}), T0 + 1_500.0);
    assert_eq!(d["historyDeadline"], Value::Null);
    let d = dispatch(&mut e, json!({"type": "undo"}), T0 + 2_000.0);
    assert_eq!(d["fields"][0]["label"], "Text Input");
    assert_eq!(d["canRedo"], true);
}

/// The reasons are serde's words, as they were when serde read the actions
/// (the module now reads them by hand from the parsed value: json_read.rs),
/// except for text that is not JSON, said in our words.
#[wasm_bindgen_test]
fn a_malformed_action_says_why_in_serde_words() {
    let mut e = Editor::new(7.0, T0);
    let why = |e: &mut Editor, text: &str| {
        rs(&e.dispatch(text, T0))["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    };
    for (text, message) in [
        (
            r#"{"type": "moveField", "id": "a"}"#,
            "missing field `toId`",
        ),
        (
            r#"{"type": "setTitle", "title": 1.5}"#,
            "invalid type: floating point `1.5`, expected a string",
        ),
        (
            r#"{"type": "setDragging", "dragging": "yes"}"#,
            r#"invalid type: string "yes", expected a boolean"#,
        ),
        (
            r#"{"type": "removeOption", "id": "a", "index": -1}"#,
            "invalid value: integer `-1`, expected usize",
        ),
        (
            r#"{"type": "removeOption", "id": "a", "index": 4294967296}"#,
            "invalid value: integer `4294967296`, expected usize",
        ),
        (
            r#"{"type": "setValidation", "id": "a", "rule": "size", "text": ""}"#,
            "unknown variant `size`, expected one of `minLength`, `maxLength`, `min`, `max`, `pattern`, `step`, `minTime`, `maxTime`",
        ),
        (
            r#"{"type": "insertField", "field": {"id": "a", "type": "text", "label": 2e300}}"#,
            "invalid type: floating point `2e+300`, expected a string",
        ),
        (
            "[]",
            "invalid type: sequence, expected internally tagged enum Action",
        ),
        (
            "{",
            "the action is not JSON: it stops in the middle (line 1, column 1)",
        ),
        (
            r#"{"type": "tick"} x"#,
            "the action is not JSON (line 1, column 18)",
        ),
    ] {
        assert_eq!(
            why(&mut e, text),
            format!("Unreadable action: {message}"),
            "{text}"
        );
    }
}

#[wasm_bindgen_test]
fn a_malformed_action_is_an_error_value_not_a_throw() {
    let mut e = Editor::new(7.0, T0);
    dispatch(&mut e, json!({"type": "addField", "fieldType": "text"}), T0);
    let before = rs(&e.view());
    for bad in [
        json!({"type": "explode"}),
        json!(42),
        json!({"type": "removeField"}),
        json!({"type": "moveField", "id": 3, "toId": "x"}),
        json!({"type": "moveField", "id": "x"}),
        json!({"type": "reorderFields", "from": 0, "to": 1}),
        json!({"type": "loadTemplate", "index": 0}),
        Value::Null,
    ] {
        let d = dispatch(&mut e, bad.clone(), T0 + 5.0);
        assert_eq!(d["error"]["kind"], "invalidAction", "{bad}");
        assert_eq!(d["canUndo"], true);
        assert!(d.get("orderSplice").is_none());
    }
    assert_eq!(rs(&e.view()), before);
    // This module has no reader: the extras module reads an import and
    // answers with `loadImported` (wasm-extras/tests).
    let d = dispatch(
        &mut e,
        json!({"type": "importJson", "text": "{\"fields\": []}"}),
        T0 + 6.0,
    );
    assert_eq!(d["error"]["kind"], "invalidAction");
    assert_eq!(rs(&e.view()), before);
    // The seed of the next import is in the view, as a decimal string (a u64).
    let seed = rs(&e.view())["importSeed"].clone();
    assert!(
        seed.as_str().is_some_and(|s| s.parse::<u64>().is_ok()),
        "{seed}"
    );
    let d = dispatch(
        &mut e,
        json!({"type": "loadImported", "form": {"id": "form_x", "title": "T", "description": "",
            "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z",
            "fields": [{"id": "a", "type": "text", "label": "A"}]},
            "report": [{"path": "fields[0].id", "kind": "repaired", "message": "m"}]}),
        T0 + 7.0,
    );
    assert!(d.get("error").is_none());
    let had = before["form"]["fields"].as_array().map_or(0, Vec::len);
    assert_eq!(
        d["orderSplice"],
        json!({"at": 0, "remove": had, "insert": ["a"]})
    );
    assert_eq!(
        d["canUndo"], true,
        "an import is one undo step (decision 22)"
    );
    assert_eq!(
        d["importReport"],
        json!([{"path": "fields[0].id", "kind": "repaired", "message": "m"}])
    );
    // The next import draws anew: the delta carries the new seed.
    assert_ne!(d["importSeed"], seed, "the next import draws anew");
    assert_eq!(d["importSeed"], rs(&e.view())["importSeed"]);
}

#[wasm_bindgen_test]
fn fake_data_comes_from_the_extras_module_as_a_fill_fake_answers_action() {
    let mut e = Editor::new(7.0, T0);
    let id =
        dispatch(&mut e, json!({"type": "addField", "fieldType": "text"}), T0)["fields"][0]["id"]
            .clone();
    // This module has no fake data: the extras module draws it (wasm-extras/tests).
    let d = dispatch(&mut e, json!({"type": "fillFakeData"}), T0 + 1.0);
    assert_eq!(d["error"]["kind"], "invalidAction");
    let draw = rs(&e.fake_draw());
    assert_eq!((draw["seed"].is_u64(), &draw["fill"]), (true, &json!(0)));
    assert_eq!(draw["form"]["fields"][0]["id"], id);
    let d = dispatch(
        &mut e,
        json!({"type": "fillFakeAnswers", "answers": {id.as_str().unwrap(): "a b c"}}),
        T0 + 2.0,
    );
    assert_eq!(d["answers"], json!({id.as_str().unwrap(): "a b c"}));
    assert_eq!(rs(&e.fake_draw())["fill"], 1, "the next fill draws anew");
    let d = dispatch(
        &mut e,
        json!({"type": "fillFakeAnswers", "answers": {"nope": "x"}}),
        T0 + 3.0,
    );
    assert_eq!(d["error"]["kind"], "fieldNotFound");
    assert_eq!(rs(&e.fake_draw())["fill"], 1);
}

#[wasm_bindgen_test]
fn the_form_crosses_to_the_extras_module_as_json_text() {
    let mut e = Editor::new(7.0, T0);
    dispatch(
        &mut e,
        json!({"type": "loadTemplate", "key": "contact-form"}),
        T0,
    );
    assert_eq!(rs(&e.form_json()), rs(&e.view())["form"]);
}

#[wasm_bindgen_test]
fn stats_choices_and_pristine() {
    let mut e = Editor::new(7.0, T0);
    let a =
        dispatch(&mut e, json!({"type": "addField", "fieldType": "text"}), T0)["fields"][0].clone();
    let b = dispatch(
        &mut e,
        json!({"type": "addField", "fieldType": "radio"}),
        T0,
    )["fields"][0]
        .clone();
    dispatch(
        &mut e,
        json!({"type": "updateField", "id": a["id"], "changes": {"required": true}}),
        T0,
    );
    assert_eq!(
        rs(&e.stats()),
        json!({"fields": 2, "required": 1, "smartToolsHeight": 480})
    );
    assert_eq!(
        rs(&e.condition_choices(a["id"].as_str().unwrap())),
        json!([{"id": b["id"], "label": "Radio Options"}])
    );
}

#[wasm_bindgen_test]
fn templates_are_searched() {
    // The kinds and constants are embedded in the UI at build time
    // (core/tests/ui_embedded.rs), not asked of the module.
    assert_eq!(
        rs(&fw::search_templates("")).as_array().map(Vec::len),
        Some(5)
    );
    let found = rs(&fw::search_templates("REGISTRATION"));
    assert_eq!(
        found
            .as_array()
            .map(|a| a.iter().map(|t| t["title"].clone()).collect::<Vec<_>>()),
        Some(vec![
            json!("User Registration"),
            json!("Event Registration")
        ])
    );
}

#[wasm_bindgen_test]
fn fields_move_by_id_and_templates_load_by_key() {
    let mut e = Editor::new(7.0, T0);
    let d = dispatch(
        &mut e,
        json!({"type": "loadTemplate", "key": "contact-form"}),
        T0,
    );
    let order = d["orderSplice"]["insert"].clone();
    assert_eq!(order.as_array().map(Vec::len), Some(5));
    let d = dispatch(
        &mut e,
        json!({"type": "moveField", "id": order[4], "toId": order[0]}),
        T0 + 1.0,
    );
    // Only the part that changed: the fifth id first, then the first four.
    assert_eq!(
        d["orderSplice"],
        json!({"at": 0, "remove": 5, "insert": [order[4], order[0], order[1], order[2], order[3]]})
    );
    let d = dispatch(
        &mut e,
        json!({"type": "loadTemplate", "key": "nope"}),
        T0 + 2.0,
    );
    assert_eq!(d["error"]["kind"], "templateNotFound");
}

#[wasm_bindgen_test]
fn the_preview_is_refused_without_fields_and_initial_answers_come_along() {
    let mut e = Editor::new(7.0, T0);
    let d = dispatch(&mut e, json!({"type": "openPreview"}), T0);
    assert_eq!(d["error"]["kind"], "noFields");
    assert_eq!(d["previewOpen"], false);
    let d = dispatch(
        &mut e,
        json!({"type": "addField", "fieldType": "checkbox"}),
        T0,
    );
    let id = d["orderSplice"]["insert"][0]
        .as_str()
        .expect("an id")
        .to_owned();
    assert_eq!(d["initialAnswers"], json!({ id.clone(): null }));
    let d = dispatch(
        &mut e,
        json!({"type": "updateField", "id": id, "changes": {"defaultValue": "Option 1, Option 2"}}),
        T0 + 1.0,
    );
    assert_eq!(
        d["initialAnswers"],
        json!({ id.clone(): ["Option 1", "Option 2"] })
    );
    assert_eq!(
        rs(&e.view())["initialAnswers"],
        json!({ id: ["Option 1", "Option 2"] })
    );
    let d = dispatch(&mut e, json!({"type": "openPreview"}), T0 + 2.0);
    assert_eq!((d.get("error"), &d["previewOpen"]), (None, &json!(true)));
    let d = dispatch(&mut e, json!({"type": "closePreview"}), T0 + 3.0);
    assert_eq!(d["previewOpen"], false);
}

#[wasm_bindgen_test]
fn any_number_is_a_seed() {
    for seed in [f64::NAN, -1.0, 1e300, 0.5] {
        let e = Editor::new(seed, f64::NAN);
        assert_eq!(rs(&e.view())["form"]["title"], "Untitled Form");
    }
}

/// The Contact Form with Phone Number shown only when Subject equals Support.
fn contact_with_condition() -> Editor {
    let mut e = Editor::new(7.0, T0);
    dispatch(
        &mut e,
        json!({"type": "loadTemplate", "key": "contact-form"}),
        T0,
    );
    dispatch(&mut e, json!({"type": "addCondition", "id": "phone"}), T0);
    dispatch(
        &mut e,
        json!({"type": "updateCondition", "id": "phone", "fieldId": "subject", "value": "Support"}),
        T0,
    );
    e
}

#[wasm_bindgen_test]
fn verdict_says_which_fields_are_shown_and_what_is_wrong() {
    let mut e = contact_with_condition();
    let v = rs(&e.verdict());
    assert_eq!(v["valid"], false);
    assert_eq!(
        v["fields"][0],
        json!({"id": "full-name", "visible": true,
               "problems": [{"code": "required", "message": "This field is required."}]})
    );
    assert_eq!(
        v["fields"][2],
        json!({"id": "phone", "visible": false, "problems": []})
    );
    for (id, value) in [
        ("subject", "Support"),
        ("phone", "12345"),
        ("full-name", "Ada"),
        ("email", "ada@example.com"),
        ("message", "Hello, I have a question."),
    ] {
        dispatch(
            &mut e,
            json!({"type": "setAnswer", "id": id, "value": value}),
            T0,
        );
    }
    let v = rs(&e.verdict());
    assert_eq!(v["fields"][2]["visible"], true);
    assert_eq!(v["fields"][2]["problems"][0]["code"], "badPhone");
    assert_eq!(v["valid"], false);
    dispatch(
        &mut e,
        json!({"type": "setAnswer", "id": "subject", "value": "Sales"}),
        T0,
    );
    assert_eq!(rs(&e.verdict())["valid"], true);
    // Only the shown fields are sent: not the hidden phone's answer.
    let sent = rs(&e.submitted());
    assert_eq!(sent["subject"], "Sales");
    assert_eq!(sent["full-name"], "Ada");
    assert!(sent.get("phone").is_none(), "{sent}");
}

#[wasm_bindgen_test]
fn patterns_are_matched_by_the_browser_regexp_as_html_does() {
    let mut e = Editor::new(7.0, T0);
    let d = dispatch(&mut e, json!({"type": "addField", "fieldType": "text"}), T0);
    let id = d["fields"][0]["id"].as_str().expect("an id").to_owned();
    let set = |e: &mut Editor, rule: &str, text: &str| {
        dispatch(
            e,
            json!({"type": "setValidation", "id": id, "rule": rule, "text": text}),
            T0,
        );
    };
    let answer = |e: &mut Editor, value: &str| {
        dispatch(
            e,
            json!({"type": "setAnswer", "id": id, "value": value}),
            T0,
        );
        rs(&e.verdict())["fields"][0]["problems"].clone()
    };
    set(&mut e, "pattern", "a|b");
    // Anchored: the whole answer must match.
    assert_eq!(answer(&mut e, "ab")[0]["code"], "patternMismatch");
    assert_eq!(answer(&mut e, "a"), json!([]));
    // Unicode properties read as the `v` flag reads them.
    set(&mut e, "pattern", "\\p{L}+");
    assert_eq!(answer(&mut e, "ÄB"), json!([]));
    assert_eq!(answer(&mut e, "Ä1")[0]["code"], "patternMismatch");
    // Set notation compiles under `v`, but JSON Schema validators (`u`) read it
    // otherwise: not checked, and the lint says so.
    set(&mut e, "pattern", "[\\p{L}--[a-z]]+");
    assert_eq!(answer(&mut e, "Äb"), json!([]));
    assert_eq!(rs(&e.lint())[0]["code"], "patternNotPortable");
    set(&mut e, "pattern", "(a");
    assert_eq!(
        answer(&mut e, "zzz"),
        json!([]),
        "an invalid pattern is not checked"
    );
    let lint = rs(&e.lint());
    assert_eq!(lint[0]["fieldId"], id.as_str());
    assert_eq!(lint[0]["setting"], "pattern");
    assert_eq!(lint[0]["code"], "patternInvalid");
    // The engine's own message (V8's), inside the core's sentence.
    let message = lint[0]["message"].as_str().unwrap_or_default();
    assert_eq!(
        message,
        "The pattern is not a valid regular expression (unterminated group), \
         so answers are not checked against it."
    );
}

#[wasm_bindgen_test]
fn lint_lists_findings_in_form_order() {
    let mut e = contact_with_condition();
    assert_eq!(
        rs(&e.lint()),
        json!([{"fieldId": "phone", "setting": "condition", "code": "conditionOnLaterField",
                "message": rs(&e.lint())[0]["message"].clone(),
                "fix": {"type": "moveField", "id": "phone", "toId": "subject"}}])
    );
    dispatch(&mut e, json!({"type": "removeField", "id": "subject"}), T0);
    let lint = rs(&e.lint());
    assert_eq!(lint[0]["code"], "conditionOnMissingField");
    assert_eq!(rs(&Editor::new(1.0, T0).lint()), json!([]));
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    // `globalThis.Number`: the facade imports the same function as `Number`.
    #[wasm_bindgen(js_namespace = globalThis, js_name = Number)]
    fn js_number(text: &str) -> f64;
}

/// The builder's module reads number answers with the browser's `Number`
/// (not Rust's parser, to stay small): on HTML's float syntax both give the
/// nearest double, so the previews judge as the core does natively.
#[wasm_bindgen_test]
fn numbers_are_read_by_the_browser_as_rust_reads_them() {
    // A small deterministic generator: digits, a fraction, an exponent.
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    for _ in 0..3_000 {
        let mut text = String::new();
        if next(2) == 0 {
            text.push('-');
        }
        let digit = |d: u64| char::from(b'0' + d as u8);
        let whole = next(24);
        for _ in 0..whole {
            text.push(digit(next(10)));
        }
        if whole == 0 || next(2) == 0 {
            text.push('.');
            for _ in 0..=next(24) {
                text.push(digit(next(10)));
            }
        }
        if next(2) == 0 {
            text.push(['e', 'E'][next(2) as usize]);
            text.push_str(["", "+", "-"][next(3) as usize]);
            text.push_str(&next(400).to_string());
        }
        let rust: f64 = text.parse().expect("a float in HTML's syntax");
        assert_eq!(js_number(&text).to_bits(), rust.to_bits(), "{text}");
    }
}

#[wasm_bindgen_test]
fn number_answers_compare_as_the_nearest_double() {
    let mut e = Editor::new(7.0, T0);
    let d = dispatch(
        &mut e,
        json!({"type": "addField", "fieldType": "number"}),
        T0,
    );
    let id = d["fields"][0]["id"].as_str().expect("an id").to_owned();
    dispatch(
        &mut e,
        json!({"type": "setValidation", "id": id, "rule": "max", "text": "100"}),
        T0,
    );
    let mut codes = |value: &str| {
        dispatch(
            &mut e,
            json!({"type": "setAnswer", "id": id, "value": value}),
            T0,
        );
        rs(&e.verdict())["fields"][0]["problems"]
            .as_array()
            .map(|p| p.iter().map(|p| p["code"].clone()).collect::<Vec<_>>())
    };
    assert_eq!(codes("100.00000000000000000001"), Some(vec![]));
    assert_eq!(codes("100.0001"), Some(vec![json!("aboveMax")]));
    assert_eq!(codes("1e999"), Some(vec![json!("aboveMax")]));
    assert_eq!(codes("5."), Some(vec![json!("notANumber")]));
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
}

/// A text field with `pattern` and a default value, its id.
fn field_with_pattern(e: &mut Editor, pattern: &str, default: &str) -> String {
    let d = dispatch(e, json!({"type": "addField", "fieldType": "text"}), T0);
    let id = d["fields"][0]["id"].as_str().expect("an id").to_owned();
    dispatch(
        e,
        json!({"type": "setValidation", "id": id, "rule": "pattern", "text": pattern}),
        T0,
    );
    dispatch(
        e,
        json!({"type": "updateField", "id": id, "changes": {"defaultValue": default}}),
        T0,
    );
    id
}

/// Issue 23, defect B: a pattern that could hang V8 (the browser's RegExp,
/// which this module matches with) is refused by the core before any match:
/// opening the preview on the hostile default, and typing, answer at once.
#[wasm_bindgen_test]
fn defect_b_a_hostile_pattern_never_reaches_the_browser_regexp() {
    let hostile = format!("{}!", "a".repeat(40));
    for pattern in ["(a+)+$", "^(a|aa)+$"] {
        let mut e = Editor::new(7.0, T0);
        let id = field_with_pattern(&mut e, pattern, &hostile);
        let started = date_now();
        let lint = rs(&e.lint());
        assert_eq!(lint[0]["code"], "patternMayHang", "{pattern}");
        assert_eq!(lint[0]["setting"], "pattern");
        let d = dispatch(&mut e, json!({"type": "openPreview"}), T0);
        assert_eq!(d["previewOpen"], true);
        assert_eq!(rs(&e.verdict())["valid"], true, "{pattern} is not checked");
        for k in 1..=5 {
            let typed = format!("{}!", "a".repeat(40 + k));
            dispatch(
                &mut e,
                json!({"type": "setAnswer", "id": id, "value": typed}),
                T0,
            );
            assert_eq!(rs(&e.verdict())["valid"], true);
        }
        let took = date_now() - started;
        assert!(took < 100.0, "{pattern}: {took} ms");
    }
}

/// Issue 23, defect E: V8 compiles the pattern as written first, as HTML does.
#[wasm_bindgen_test]
fn defect_e_a_pattern_invalid_alone_is_not_checked() {
    let mut e = Editor::new(7.0, T0);
    field_with_pattern(&mut e, "a)$|^(b", "zzz");
    assert_eq!(rs(&e.verdict())["valid"], true);
    let lint = rs(&e.lint());
    assert_eq!(lint[0]["code"], "patternInvalid");
    assert_eq!(
        lint[0]["message"],
        "The pattern is not a valid regular expression (unmatched ')'), \
         so answers are not checked against it."
    );
}
