//! The forgiving reader against arbitrary input: any bytes, any text, any
//! JSON shape. It never panics; it refuses only what cannot be a form; what
//! it loads has unique non-empty ids, is taken as it is by the strict reader
//! (the editor's `loadForm`), reads back with no changes, and exports in every
//! format without panicking. The autosave restore gets the same treatment.
//!
//! Case counts follow proptest's `PROPTEST_CASES` (`just fuzz` without
//! cargo-fuzz raises it); `fuzz/` runs the same checks under libFuzzer, and
//! its seeds (with every crash it found) are replayed here.

use formwright_core::autosave;
use formwright_core::export::{Format, export};
use formwright_core::ids::IdGen;
use formwright_core::import::{Identity, Reading, broken_bound, read_form, read_form_bytes};
use formwright_core::wire::Change;
use formwright_core::{ErrorKind, Form, Timestamp};
use proptest::prelude::*;
use serde_json::{Value, json};

/// Keys the reader knows, at any level, so generated objects hit them.
const KEYS: [&str; 22] = [
    "id",
    "type",
    "label",
    "options",
    "required",
    "validation",
    "minLength",
    "maxLength",
    "min",
    "max",
    "pattern",
    "conditional",
    "showWhen",
    "fieldId",
    "condition",
    "operator",
    "value",
    "defaultValue",
    "placeholder",
    "title",
    "fields",
    "__proto__",
];

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[a-z ,]{0,5}".prop_map(Value::from),
        prop_oneof![
            Just("equals"),
            Just("!="),
            Just("like"),
            Just("true"),
            Just("12px"),
            Just("text"),
            Just("checkbox"),
            Just("radio"),
            Just("select"),
            Just(""),
        ]
        .prop_map(Value::from),
        any::<String>().prop_map(Value::from),
    ];
    leaf.prop_recursive(5, 48, 5, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..5).prop_map(Value::from),
            proptest::collection::btree_map(
                prop_oneof![
                    proptest::sample::select(KEYS.to_vec()).prop_map(str::to_owned),
                    "[a-z]{1,4}",
                ],
                inner,
                0..6
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// Fields that are close to valid, so most imports load something real.
fn field_like() -> impl Strategy<Value = Value> {
    (
        prop_oneof![
            Just(json!("a")),
            Just(json!("b")),
            Just(json!("")),
            Just(json!(7))
        ],
        prop_oneof![
            Just("text"),
            Just("number"),
            Just("radio"),
            Just("checkbox"),
            Just("select"),
            Just("date"),
            Just("signature")
        ],
        "[A-Za-z <>&\"]{0,6}",
        proptest::option::of(proptest::collection::vec(json_value(), 0..3)),
        proptest::collection::btree_map(
            proptest::sample::select(KEYS.to_vec()).prop_map(str::to_owned),
            json_value(),
            0..3,
        ),
    )
        .prop_map(|(id, t, label, options, odd)| {
            let mut f = json!({"id": id, "type": t, "label": label});
            if let Some(o) = options {
                f["options"] = json!(o);
            }
            for (k, v) in odd {
                if k != "id" {
                    f[k] = v;
                }
            }
            f
        })
}

fn form_like() -> impl Strategy<Value = Value> {
    (
        proptest::collection::vec(prop_oneof![3 => field_like(), 1 => json_value()], 0..6),
        proptest::option::of(json_value()),
        proptest::option::of(json_value()),
    )
        .prop_map(|(fields, title, other)| {
            let mut doc = json!({"fields": fields});
            if let Some(t) = title {
                doc["title"] = t;
            }
            if let Some(o) = other {
                doc["x-other"] = o;
            }
            doc
        })
}

/// The bounds of issue 23 (`import::broken_bound`, which `fuzz/` asserts too).
fn check_bounds(report: &[Change], form: &Form) -> Result<(), TestCaseError> {
    match broken_bound(report, form) {
        None => Ok(()),
        Some(broken) => Err(TestCaseError::fail(broken)),
    }
}

/// Everything that must hold of whatever the reader loads.
fn check_loaded(reading: &Reading) -> Result<(), TestCaseError> {
    let form = &reading.form;
    check_bounds(&reading.report, form)?;
    let mut ids: Vec<_> = form.fields.iter().map(|f| f.id.clone()).collect();
    ids.sort();
    ids.dedup();
    prop_assert_eq!(ids.len(), form.fields.len(), "ids are unique");
    prop_assert!(form.fields.iter().all(|f| !f.id.as_str().is_empty()));
    for change in &reading.report {
        prop_assert!(!change.message.is_empty());
        prop_assert!(!change.message.contains("serde"), "{}", change);
    }
    // The strict reader (loadForm, the facade) takes it as it is.
    let value = serde_json::to_value(form).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let strict =
        Form::from_json(value.clone()).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    prop_assert_eq!(&strict, form);
    // Read back, it needs no change and is the same form.
    let again = read_form(
        &value.to_string(),
        &mut IdGen::new(9),
        form.created_at,
        Identity::Kept,
    )
    .map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert!(again.report.is_empty(), "{:?}", again.report);
    prop_assert_eq!(&again.form, form);
    // Every exporter takes it: a file, or the refusal of a form without fields.
    for format in Format::ALL {
        match export(form, format, Timestamp(0)) {
            Ok(file) => prop_assert!(!file.content.is_empty()),
            Err(e) => prop_assert!(
                e.kind == ErrorKind::NoFields && form.fields.is_empty(),
                "{format}: {e}"
            ),
        }
    }
    Ok(())
}

/// The fuzzer's seeds and regression cases (`fuzz/seeds/reader/`), each read
/// as bytes, as a browser's text and as an autosave record, as the fuzz
/// target does.
#[test]
fn the_fuzz_seeds_and_regressions_replay() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../fuzz/seeds/reader");
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("fuzz/seeds/reader") {
        let path = entry.expect("an entry").path();
        let bytes = std::fs::read(&path).expect("a seed");
        let name = path.display();
        if let Ok(r) = read_form_bytes(&bytes, &mut IdGen::new(1), Timestamp(0), Identity::New) {
            check_loaded(&r).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(r) = read_form(&text, &mut IdGen::new(2), Timestamp(0), Identity::Kept) {
            check_loaded(&r).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        if let Ok(restore) = autosave::read(&text, Timestamp(0)) {
            let r = Reading {
                form: restore.form,
                report: Vec::new(),
            };
            check_loaded(&r).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
        count += 1;
    }
    assert!(count >= 30, "{count} seeds");
}

fn read(text: &str) -> Result<Reading, formwright_core::Error> {
    read_form(text, &mut IdGen::new(5), Timestamp(1_000), Identity::New)
}

/// Items that each cost the reader a change or a repair, in bulk: the
/// report's cap, the options' limit, line breaks, numbers a double does not
/// hold, keys written twice, long keys (issue 23).
fn hostile_text() -> impl Strategy<Value = String> {
    let item = prop_oneof![
        Just("null"),
        Just("[]"),
        Just("\"a\\r\\nb\""),
        Just("\"x\\ry\""),
        Just("1e-400"),
        Just("0.30000000000000000001"),
        Just("{\"value\": \"v\"}"),
        Just("{\"x\": 1}"),
        Just("\"o\""),
        Just("7"),
    ];
    let key = prop_oneof![
        Just("k".to_owned()),
        Just("label".to_owned()),
        (9_990usize..10_010).prop_map(|n| "é".repeat(n)),
    ];
    (
        proptest::collection::vec(item, 1..4),
        0usize..2_500,
        proptest::collection::vec(key, 0..4),
        any::<bool>(),
    )
        .prop_map(|(items, n, keys, twice)| {
            let list: Vec<&str> = items.iter().copied().cycle().take(n).collect();
            let list = list.join(",");
            let extra: String = keys
                .iter()
                .map(|k| format!(", \"{k}\": {}", items[0]))
                .collect();
            let field = format!(
                r#"{{"id": "a", "type": "select", "label": "S", "options": [{list}], "defaultValue": {}, "validation": {{"pattern": "p"{extra}}}, "conditional": {{"fieldId": "b", "value": {}{extra}}}{extra}}}"#,
                items[0],
                items[items.len() - 1]
            );
            let fields = format!(r#"[{field}, {{"id": "b", "type": "text", "label": "B"}}]"#);
            if twice {
                format!(r#"{{"fields": [], "x": [{list}]{extra}, "fields": {fields}}}"#)
            } else {
                format!(r#"{{"fields": {fields}, "x": [{list}]{extra}}}"#)
            }
        })
}

proptest! {
    #[test]
    fn hostile_bulk_stays_within_the_bounds(text in hostile_text()) {
        match read(&text) {
            Ok(reading) => check_loaded(&reading)?,
            Err(e) => prop_assert_eq!(e.kind, ErrorKind::TooLarge, "{}", e),
        }
        let record = format!(r#"{{"form": {text}}}"#);
        if let Ok(restore) = autosave::read(&record, Timestamp(0)) {
            check_bounds(&restore.report, &restore.form)?;
        }
    }

    #[test]
    fn any_bytes_load_or_are_refused_in_words(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        if let Ok(reading) = read_form_bytes(&bytes, &mut IdGen::new(1), Timestamp(0), Identity::New) {
            check_loaded(&reading)?;
        }
    }

    #[test]
    fn any_text_loads_or_is_refused_in_words(text in any::<String>()) {
        match read(&text) {
            Ok(reading) => check_loaded(&reading)?,
            Err(e) => prop_assert!(matches!(e.kind, ErrorKind::InvalidJson | ErrorKind::MissingFields | ErrorKind::TooLarge)),
        }
    }

    #[test]
    fn any_json_value_loads_or_is_refused(value in json_value()) {
        let is_form = value.get("fields").is_some_and(Value::is_array);
        match read(&value.to_string()) {
            Ok(reading) => {
                prop_assert!(is_form);
                check_loaded(&reading)?;
            }
            Err(e) => {
                prop_assert!(!is_form, "{e}");
                prop_assert_eq!(e.kind, ErrorKind::MissingFields);
            }
        }
    }

    #[test]
    fn any_object_with_a_fields_list_loads(doc in form_like()) {
        let reading = read(&doc.to_string()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_loaded(&reading)?;
        // Kept mode too (an autosave restore), and through its record.
        let kept = read_form(&doc.to_string(), &mut IdGen::new(2), Timestamp(0), Identity::Kept)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_loaded(&kept)?;
        let record = json!({"form": doc, "timestamp": "2026-01-01T00:00:00Z"}).to_string();
        let restore = autosave::read(&record, Timestamp(0)).map_err(|e| TestCaseError::fail(e.to_string()))?;
        // The same form, new ids aside (drawn from another seed).
        let without_ids = |form: &Form| -> Vec<Value> {
            form.fields.iter().map(|f| {
                let mut v = serde_json::to_value(f).unwrap_or_default();
                v["id"] = Value::Null;
                v
            }).collect()
        };
        prop_assert_eq!(without_ids(&restore.form), without_ids(&kept.form));
        prop_assert_eq!(&restore.form.extra, &kept.form.extra);
        prop_assert_eq!(&restore.form.title, &kept.form.title);
    }

    #[test]
    fn any_autosave_record_is_read_or_refused(value in json_value(), text in any::<String>()) {
        for text in [value.to_string(), text, json!({"form": value, "timestamp": 5}).to_string()] {
            if let Err(e) = autosave::read(&text, Timestamp(0)) {
                prop_assert_eq!(e.kind, ErrorKind::CorruptAutosave);
            }
        }
    }
}
