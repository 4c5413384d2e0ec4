//! The import read outside the editor (the browser: the extras wasm module
//! reads, the builder's module loads) is the import read inside it: for any
//! text, `importJson` and reading it with the editor's `import_seed` then
//! dispatching the `loadImported` action (written as JSON and read back, as
//! it crosses between the modules) answer with the same delta, leave the
//! same state behind, and the editor draws the same ids afterwards.

use formwright_core::editor::Editor;
use formwright_core::import::{import_action, import_file_action};
use formwright_core::wire::{Action, ExtrasAction};
use formwright_core::{ErrorKind, Timestamp};
use proptest::prelude::*;
use serde_json::{Value, json};

const T0: i64 = 1_795_339_841_123;

/// An editor with a form of its own, an answer and history, as before an import.
fn editor(seed: u64) -> Editor {
    let mut e = Editor::new(seed, Timestamp(T0));
    for (i, kind) in ["text", "checkbox", "select"].into_iter().enumerate() {
        let action = Action::AddField {
            field_type: kind.to_owned(),
            index: None,
        };
        e.apply(action, Timestamp(T0 + i as i64));
    }
    let id = e.form().fields[0].id.clone();
    e.apply(Action::SelectField { id: Some(id) }, Timestamp(T0 + 5));
    e
}

/// The action as it crosses between the modules: JSON text, read back.
fn crossed(action: &ExtrasAction) -> Action {
    let text = serde_json::to_string(action).expect("an action writes");
    Action::from_json(serde_json::from_str(&text).expect("JSON")).expect("reads back")
}

fn same_import(seed: u64, text: &str, now: i64) -> Result<(), TestCaseError> {
    let now = Timestamp(now);
    let mut native = editor(seed);
    let mut split = editor(seed);
    let a = native.apply(
        Action::ImportJson {
            text: text.to_owned(),
        },
        now,
    );
    let b = match import_action(text, split.import_seed(), now) {
        Ok(action) => {
            let action = crossed(&action);
            prop_assert_eq!(action.type_name(), "loadImported");
            split.apply(action, now)
        }
        // A refusal is the same refusal; nothing is dispatched.
        Err(error) => split.refuse(error),
    };
    prop_assert_eq!(
        serde_json::to_value(&a).unwrap(),
        serde_json::to_value(&b).unwrap()
    );
    prop_assert_eq!(
        serde_json::to_value(native.view()).unwrap(),
        serde_json::to_value(split.view()).unwrap()
    );
    prop_assert_eq!(native.can_undo(), split.can_undo());
    prop_assert_eq!(native.import_seed(), split.import_seed());
    // The id streams went on alike: the next field gets the same id.
    let add = || Action::AddField {
        field_type: "text".to_owned(),
        index: None,
    };
    let later = Timestamp(now.0 + 1_000);
    let a = native.apply(add(), later);
    let b = split.apply(add(), later);
    prop_assert_eq!(
        serde_json::to_value(&a).unwrap(),
        serde_json::to_value(&b).unwrap()
    );
    // The bytes of the same text read the same (the worker's reading).
    let seed = native.import_seed();
    prop_assert_eq!(
        import_action(text, seed, now).ok(),
        import_file_action(text.as_bytes(), seed, now).ok()
    );
    Ok(())
}

/// Texts the reader loads, repairs or refuses.
fn texts() -> impl Strategy<Value = String> {
    let value = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[a-z ,]{0,5}".prop_map(Value::from),
        Just(json!(["a", 1, null])),
        Just(json!({"fieldId": "a", "operator": "!=", "value": 3})),
    ];
    let key = prop_oneof![
        Just("id"),
        Just("type"),
        Just("label"),
        Just("options"),
        Just("required"),
        Just("validation"),
        Just("conditional"),
        Just("defaultValue"),
        Just("placeholder"),
        Just("extra"),
    ];
    let kind = prop_oneof![
        Just("text"),
        Just("checkbox"),
        Just("select"),
        Just("radio"),
        Just("number"),
        Just("date"),
        Just("nonsense"),
    ];
    let id = prop_oneof![
        Just(json!("")),
        Just(json!("a")),
        Just(json!("b")),
        Just(json!(7)),
        Just(Value::Null)
    ];
    let field =
        (id, kind, proptest::collection::vec((key, value), 0..4)).prop_map(|(id, kind, extra)| {
            let mut f = serde_json::Map::new();
            f.insert("id".into(), id);
            f.insert("type".into(), kind.into());
            f.insert("label".into(), "Label".into());
            for (k, v) in extra {
                f.insert(k.into(), v);
            }
            Value::Object(f)
        });
    let form = (
        proptest::collection::vec(field, 0..6),
        prop_oneof![Just(Value::Null), Just(json!("T")), Just(json!(3))],
        prop_oneof![Just(Value::Null), Just(json!("old")), Just(json!(""))],
    )
        .prop_map(|(fields, title, id)| {
            json!({"id": id, "title": title, "createdAt": "garbage", "fields": fields}).to_string()
        });
    prop_oneof![
        6 => form,
        1 => Just("{oops".to_owned()),
        1 => Just("{\"title\": \"x\"}".to_owned()),
        1 => Just("[]".to_owned()),
        1 => any::<String>(),
    ]
}

proptest! {
    #[test]
    fn import_json_is_reading_then_load_imported(seed in any::<u64>(), text in texts(), dt in 0i64..100_000) {
        same_import(seed, &text, T0 + 10 + dt)?;
    }
}

#[test]
fn repaired_and_refused_imports_agree() {
    for text in [
        r#"{"id": "old", "title": "Imported", "fields": [{"id": "q", "type": "number", "label": "Age"}]}"#,
        r#"{"fields": [{"id": "q", "type": "checkbox", "label": "OK", "defaultValue": false}]}"#,
        r#"{"fields": [{"id": "", "type": "text", "label": "1"}, {"id": "a", "type": "text", "label": "2"}, {"id": "a", "type": "text", "label": "3"}]}"#,
        r#"{"fields": [{"id": 1, "type": "text", "label": "A"}]}"#,
        "{oops",
        "",
        "{\"fields\": 1}",
    ] {
        same_import(42, text, T0 + 10).unwrap();
    }
    // The report is the reader's.
    let mut e = editor(1);
    let text =
        r#"{"fields": [{"id": "q", "type": "checkbox", "label": "OK", "defaultValue": false}]}"#;
    let action = import_action(text, e.import_seed(), Timestamp(T0 + 10)).unwrap();
    let d = e.apply(crossed(&action), Timestamp(T0 + 10));
    assert_eq!(d.import_report.map(|r| r.changes().unwrap().len()), Some(1));
    // One undo step, back to the blank form (decision 22).
    assert!(e.can_undo());
    assert_eq!(e.selected(), None);
    let e = import_action("{oops", 1, Timestamp(0)).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidJson);
}

#[test]
fn each_import_draws_its_own_seed() {
    let mut e = editor(3);
    let first = e.import_seed();
    let text = r#"{"fields": []}"#;
    let a = import_action(text, first, Timestamp(T0 + 10)).unwrap();
    e.apply(crossed(&a), Timestamp(T0 + 10));
    let second = e.import_seed();
    assert_ne!(first, second);
    let b = import_action(text, second, Timestamp(T0 + 11)).unwrap();
    e.apply(crossed(&b), Timestamp(T0 + 11));
    let id_a = import_action(text, first, Timestamp(0)).unwrap();
    let id_b = import_action(text, second, Timestamp(0)).unwrap();
    assert_ne!(id_a, id_b, "two imports get two form ids");
}

#[test]
fn a_picked_file_is_refused_by_its_size_unread_else_read_from_its_bytes() {
    use formwright_core::import::{LIMITS, import_picked_file};
    let now = Timestamp(T0);
    // Over the limit by its size alone: refused in check_size's words, nothing read.
    let big = LIMITS.max_bytes + 4;
    let e = import_picked_file(&[], big, 5, now).unwrap_err();
    assert_eq!(e.kind, ErrorKind::TooLarge);
    assert_eq!(
        e.message,
        "The file is 64.0 MB; a form file may be at most 64.0 MB"
    );
    // A byte order mark's 3 bytes are not counted: at the limit, it is read.
    let text = r#"{"fields": [{"id": 1, "type": "text", "label": "A"}]}"#;
    let bytes = [b"\xEF\xBB\xBF".as_slice(), text.as_bytes()].concat();
    assert_eq!(
        import_picked_file(&bytes, LIMITS.max_bytes + 3, 5, now).ok(),
        import_file_action(text.as_bytes(), 5, now).ok()
    );
    assert!(import_picked_file(&bytes, bytes.len(), 5, now).is_ok());
    // The bytes' own checks still hold (kind of file, UTF-8).
    let png = import_picked_file(b"\x89PNG\r\n", 6, 5, now).unwrap_err();
    assert_eq!(
        png.message,
        "Invalid form data: this is a PNG image, not a form file"
    );
}
