//! The forgiving form reader (decision 12 as revised, docs/editor.md
//! "Import and load"), driven by a table of odd inputs in
//! `fixtures/import-cases.json`: each case is an input (`input`, a JSON value,
//! or `text`, the file's text) and either what loads (`fields`, `title`,
//! `description`, `submit`, `extra`: each compared when given; a field id `<new>` is
//! any fresh `field_` id) with its `report` (`path: message`, in order), or
//! `refused` (kind, message, path). Limits are checked below the table.

use formwright_core::ErrorKind;
use formwright_core::Timestamp;
use formwright_core::ids::IdGen;
use formwright_core::import::{self, Identity, Limits, Reading};
use serde_json::{Value, json};

fn read(text: &str) -> Result<Reading, formwright_core::Error> {
    import::read_form(text, &mut IdGen::new(3), Timestamp(5), Identity::New)
}

/// `expected` with every `"<new>"` field id replaced by the id `actual` has
/// there, when that one is a fresh id.
fn match_new_ids(mut expected: Value, actual: &Value) -> Value {
    if let (Some(want), Some(got)) = (expected.as_array_mut(), actual.as_array()) {
        for (w, g) in want.iter_mut().zip(got) {
            let fresh = g["id"].as_str().is_some_and(|id| id.starts_with("field_"));
            if w["id"] == "<new>" && fresh {
                w["id"] = g["id"].clone();
            }
        }
    }
    expected
}

#[test]
fn the_table_of_odd_inputs() {
    let cases: Vec<Value> =
        serde_json::from_str(include_str!("fixtures/import-cases.json")).expect("the table");
    let mut failures = Vec::new();
    for case in &cases {
        let name = case["name"].as_str().unwrap_or("?");
        let text = match (&case["text"], &case["input"]) {
            (Value::String(t), _) => t.clone(),
            (_, input) => input.to_string(),
        };
        let result = read(&text);
        let mut check = |what: &str, want: &Value, got: &Value| {
            if want != got {
                failures.push(format!("{name}: {what}\n  want {want}\n  got  {got}"));
            }
        };
        match (result, case.get("refused")) {
            (Ok(reading), None) => {
                let form = serde_json::to_value(&reading.form).expect("a form serializes");
                let report: Vec<String> = reading.report.iter().map(ToString::to_string).collect();
                check("report", &case["report"], &json!(report));
                if let Some(fields) = case.get("fields") {
                    check(
                        "fields",
                        &match_new_ids(fields.clone(), &form["fields"]),
                        &form["fields"],
                    );
                }
                for key in ["title", "description", "submit"] {
                    if let Some(want) = case.get(key) {
                        check(key, want, &form[key]);
                    }
                }
                if let Some(extra) = case.get("extra") {
                    let got = Value::Object(reading.form.extra.clone());
                    check("extra", extra, &got);
                }
                // Whatever loads is a form the strict reader (the editor's
                // loadForm, the facade) takes as it is.
                if formwright_core::Form::from_json(form.clone()).is_err() {
                    failures.push(format!("{name}: the strict reader refuses {form}"));
                }
            }
            (Ok(reading), Some(refused)) => failures.push(format!(
                "{name}: loaded, want refused {refused}; report {:?}",
                reading.report
            )),
            (Err(e), Some(refused)) => {
                check(
                    "refusal",
                    refused,
                    &serde_json::to_value(&e).expect("an error serializes"),
                );
            }
            (Err(e), None) => failures.push(format!("{name}: refused: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_change_has_a_path_and_a_sentence() {
    let text = r#"{"fields": [{"id": 1, "label": true, "required": "no", "defaultValue": false,
        "options": [1], "validation": {"min": "2"}, "conditional": {"fieldId": 3, "operator": "is"}}]}"#;
    let reading = read(text).unwrap();
    assert!(!reading.report.is_empty());
    for change in &reading.report {
        assert!(change.path.starts_with("fields[0]"), "{change}");
        assert!(
            !change.message.is_empty() && !change.message.contains("serde"),
            "{change}"
        );
    }
}

#[test]
fn an_autosave_keeps_its_id_and_times_and_repairs_them_when_odd() {
    let mut ids = IdGen::new(1);
    let good = r#"{"id": "form_k", "title": "T", "createdAt": "2026-01-01T00:00:00.000Z",
        "updatedAt": "2026-01-02T00:00:00.000Z", "fields": []}"#;
    let r = import::read_form(good, &mut ids, Timestamp(9), Identity::Kept).unwrap();
    assert_eq!(r.form.id, "form_k");
    assert_eq!(
        r.form.created_at,
        Timestamp::parse_iso("2026-01-01T00:00:00Z").unwrap()
    );
    assert!(r.report.is_empty(), "{:?}", r.report);

    let odd = r#"{"title": "T", "createdAt": "garbage", "updatedAt": 1000, "fields": []}"#;
    let r = import::read_form(odd, &mut ids, Timestamp(9), Identity::Kept).unwrap();
    assert!(r.form.id.starts_with("form_"));
    assert_eq!(
        (r.form.created_at, r.form.updated_at),
        (Timestamp(9), Timestamp(1000))
    );
    let lines: Vec<String> = r.report.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "id: form id missing; a new one was made",
            "createdAt: the text \"garbage\" is not a time; the time of reading was used",
            "updatedAt: a number was read as milliseconds since 1970",
        ]
    );
}

#[test]
fn limits_are_stated_and_refused_in_words() {
    let limits = Limits::default();
    assert_eq!(limits.max_bytes, 64 * 1024 * 1024);
    assert_eq!(limits.max_form_bytes, 10 * 1024 * 1024);
    assert_eq!(limits.max_fields, 10_000);
    assert_eq!(limits.max_options, 1_000);
    assert_eq!(limits.max_text_chars, 10_000);
    assert_eq!(limits.max_depth, 128);
    assert_eq!(limits.max_report_lines, 200);
    assert_eq!(limits.max_report_bytes, 64 * 1024);

    let big = format!(
        r#"{{"fields": [], "x": "{}"}}"#,
        "a".repeat(limits.max_bytes)
    );
    let e = read(&big).unwrap_err();
    assert_eq!(e.kind, ErrorKind::TooLarge);
    assert_eq!(
        e.message,
        "The file is 64.0 MB; a form file may be at most 64.0 MB"
    );

    // A stream cut at the limit (the CLI reading a pipe) says so in the same words.
    let e = formwright_core::import::too_large_stream();
    assert_eq!(e.kind, ErrorKind::TooLarge);
    assert_eq!(
        e.message,
        "The file is more than 64.0 MB; a form file may be at most 64.0 MB"
    );

    // Under the file's limit, over the loaded form's: unknown keys count.
    let padded = format!(
        r#"{{"fields": [], "x": "{}"}}"#,
        "a".repeat(limits.max_form_bytes)
    );
    let e = read(&padded).unwrap_err();
    assert_eq!(
        (e.kind, e.path.as_deref(), e.message.as_str()),
        (
            ErrorKind::TooLarge,
            None,
            "The form is 10.0 MB once read; a form may be at most 10.0 MB"
        )
    );
    // Whitespace is not the form: a 20 MB file of mostly spaces loads.
    let airy = format!(
        r#"{{"fields": [{}{{"id": "a", "type": "text", "label": "A"}}]}}"#,
        " ".repeat(20 * 1024 * 1024)
    );
    assert_eq!(read(&airy).unwrap().form.fields.len(), 1);

    let many = json!({"fields": vec![json!({"id": "", "type": "text", "label": ""}); 10_001]});
    let e = read(&many.to_string()).unwrap_err();
    assert_eq!(
        (e.kind, e.path.as_deref()),
        (ErrorKind::TooLarge, Some("fields"))
    );
    assert_eq!(e.message, "10,001 fields; a form may have at most 10,000");

    let deep = format!(
        r#"{{"fields": [], "x": {}{}}}"#,
        "[".repeat(10_000),
        "]".repeat(10_000)
    );
    let e = read(&deep).unwrap_err();
    assert_eq!(e.kind, ErrorKind::TooLarge);
    assert!(
        e.message
            .starts_with("The file nests values more than 128 levels deep"),
        "{e}"
    );

    // A 1 MB label is refused with its path, in characters.
    let label = "é".repeat(500_000);
    let long = json!({"fields": [{"id": "a", "type": "text", "label": "x"}, {"id": "b", "type": "text", "label": label}]});
    let e = read(&long.to_string()).unwrap_err();
    assert_eq!(
        (e.kind, e.path.as_deref(), e.message.as_str()),
        (
            ErrorKind::TooLarge,
            Some("fields[1].label"),
            "500,000 characters; a text may have at most 10,000"
        )
    );
    for (path, value) in [
        ("title", json!({"title": "t".repeat(10_001), "fields": []})),
        (
            "fields[0].options[1]",
            json!({"fields": [{"id": "a", "type": "select", "label": "S", "options": ["ok", "o".repeat(10_001)]}]}),
        ),
        (
            "fields[0].validation.pattern",
            json!({"fields": [{"id": "a", "type": "text", "label": "P", "validation": {"pattern": "p".repeat(10_001)}}]}),
        ),
    ] {
        let e = read(&value.to_string()).unwrap_err();
        assert_eq!(
            (e.kind, e.path.as_deref()),
            (ErrorKind::TooLarge, Some(path))
        );
    }
    let options: Vec<String> = (0..1_001).map(|i| format!("O{i}")).collect();
    let e = read(
        &json!({"fields": [{"id": "a", "type": "radio", "label": "R", "options": options}]})
            .to_string(),
    )
    .unwrap_err();
    assert_eq!(
        (e.path.as_deref(), e.message.as_str()),
        (
            Some("fields[0].options"),
            "1,001 options; a field may have at most 1,000"
        )
    );

    // At the limits, it loads.
    let ok = json!({"fields": vec![json!({"id": "", "type": "text", "label": "x"}); 10_000]});
    assert_eq!(read(&ok.to_string()).unwrap().form.fields.len(), 10_000);
    let deep_ok = format!(
        r#"{{"fields": [], "x": {}{}}}"#,
        "[".repeat(100),
        "]".repeat(100)
    );
    assert!(read(&deep_ok).is_ok());
    let label = "é".repeat(10_000);
    let long = json!({"fields": [{"id": "a", "type": "text", "label": label}]});
    assert_eq!(read(&long.to_string()).unwrap().form.fields[0].label, label);
    let options: Vec<String> = (0..1_000).map(|i| format!("O{i}")).collect();
    let fine = json!({"fields": [{"id": "a", "type": "radio", "label": "R", "options": options}]});
    assert_eq!(
        read(&fine.to_string()).unwrap().form.fields[0]
            .options()
            .len(),
        1_000
    );
}

#[test]
fn a_file_read_off_the_main_thread_is_the_form_the_editor_then_loads() {
    let text = r#"{"title": "T", "fields": [{"id": "a", "type": "checkbox", "label": "Agree", "defaultValue": false}]}"#;
    let reading = import::read_file(text.as_bytes(), &mut IdGen::new(3), Timestamp(9)).unwrap();
    assert_eq!(reading.changes.len(), 1, "{:?}", reading.changes);
    // The compact form reads back with nothing left to repair.
    let again = read(&reading.form).unwrap();
    assert!(again.report.is_empty(), "{:?}", again.report);
    assert_eq!(again.form.fields[0].label, "Agree");
    let e = import::read_file(b"\x89PNG....", &mut IdGen::new(3), Timestamp(9)).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidJson);
}

#[test]
fn bytes_that_are_not_utf8_or_are_an_image_are_refused_in_words() {
    let read_bytes =
        |b: &[u8]| import::read_form_bytes(b, &mut IdGen::new(1), Timestamp(0), Identity::New);
    let e = read_bytes(b"{\"fields\": [], \"t\": \"\xff\xfe\"}").unwrap_err();
    assert_eq!(
        (e.kind, e.message.as_str()),
        (
            ErrorKind::InvalidJson,
            "Invalid form data: the file is not UTF-8 text (byte 21)"
        )
    );
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    assert_eq!(
        read_bytes(png).unwrap_err().message,
        "Invalid form data: this is a PNG image, not a form file"
    );
    let bom = b"\xef\xbb\xbf{\"fields\": []}";
    assert!(read_bytes(bom).is_ok());
}

#[test]
fn what_an_export_writes_reads_back_with_no_changes() {
    let nasty = include_str!("fixtures/nasty-form.json");
    let first = read(nasty).unwrap();
    let text = serde_json::to_string(&first.form).unwrap();
    let again = read(&text).unwrap();
    assert!(again.report.is_empty(), "{:?}", again.report);
    assert_eq!(
        serde_json::to_value(&again.form.fields).unwrap(),
        serde_json::to_value(&first.form.fields).unwrap()
    );
}
