//! Issue 23: bounded work for bounded input. Each reproduction of the
//! adversarial probe is generated here at test time (never committed): the
//! report is bounded in lines and bytes, every text in what loads is within
//! the text limit, and each silent change is reported or lossless. The
//! full-size inputs run in the debug build (a 25 MB read takes about 1 s
//! there).

use formwright_core::Timestamp;
use formwright_core::autosave;
use formwright_core::ids::IdGen;
use formwright_core::import::{self, Identity, LIMITS, Reading};
use formwright_core::model::DefaultValue;
use formwright_core::wire::{Change, ChangeKind, report_text};
use formwright_core::{Error, ErrorKind};
use serde_json::{Value, json};

fn read(text: &str) -> Result<Reading, Error> {
    import::read_form(text, &mut IdGen::new(3), Timestamp(5), Identity::New)
}

fn lines(reading: &Reading) -> Vec<String> {
    reading.report.iter().map(ToString::to_string).collect()
}

/// The report's promise: at most `max_report_lines` lines and
/// `max_report_bytes` bytes of text, each path within the text limit (and
/// its `…`), every message short.
fn assert_bounded(report: &[Change]) {
    assert!(
        report.len() <= LIMITS.max_report_lines,
        "{} lines",
        report.len()
    );
    let text = report_text(report);
    assert!(
        text.len() <= LIMITS.max_report_bytes,
        "{} bytes",
        text.len()
    );
    for change in report {
        assert!(change.path.chars().count() <= LIMITS.max_text_chars + 1);
        assert!(change.message.chars().count() <= 200, "{change}");
    }
}

/// `{"fields": [{…options: [null × n]}]}`, written piece by piece.
fn null_options(n: usize) -> String {
    let mut text = String::with_capacity(n * 5 + 100);
    text.push_str(r#"{"fields": [{"id": "s", "type": "select", "label": "S", "options": ["#);
    for i in 0..n {
        if i > 0 {
            text.push(',');
        }
        text.push_str("null");
    }
    text.push_str("]}]}");
    text
}

#[test]
fn issue_23_a_five_million_null_options_load_with_a_bounded_report() {
    let text = null_options(5_000_000);
    assert!(text.len() > 25_000_000 && text.len() < LIMITS.max_bytes);
    let started = std::time::Instant::now();
    let reading = read(&text).unwrap();
    let elapsed = started.elapsed();
    assert!(reading.form.fields[0].options().is_empty());
    assert_bounded(&reading.report);
    assert_eq!(reading.report.len(), LIMITS.max_report_lines);
    assert_eq!(
        reading.report[0].to_string(),
        "fields[0].options[0]: null is not an option; left out"
    );
    let last = reading.report.last().unwrap();
    assert_eq!(
        (last.path.as_str(), last.kind, last.message.as_str()),
        ("", ChangeKind::Dropped, "and 4,999,801 more changes")
    );
    // Linear, without a line per item: generous for a debug build on a busy
    // machine (about 1 s here; the unbounded report took far longer).
    assert!(elapsed.as_secs() < 20, "{elapsed:?}");
    // The same through a file's bytes and the worker's `read_file`.
    let file = import::read_file(text.as_bytes(), &mut IdGen::new(3), Timestamp(5)).unwrap();
    assert_eq!(file.changes, reading.report);
}

#[test]
fn issue_23_a_the_report_keeps_every_change_up_to_its_cap() {
    // 200 changes: all listed, no last line.
    let text = null_options(200);
    let reading = read(&text).unwrap();
    assert_eq!(reading.report.len(), 200);
    assert!(reading.report.iter().all(|c| !c.path.is_empty()));
    // 201: 199 listed and "and 2 more changes".
    let reading = read(&null_options(201)).unwrap();
    assert_eq!(reading.report.len(), 200);
    assert_eq!(reading.report[198].path, "fields[0].options[198]");
    assert_eq!(reading.report[199].to_string(), "and 2 more changes");
}

#[test]
fn issue_23_a_long_paths_fill_the_report_by_bytes() {
    // Unknown validation keys of 9,000 characters each: the bytes cap comes
    // before the lines cap.
    let mut validation = serde_json::Map::new();
    for i in 0..100 {
        validation.insert(format!("{i:03}{}", "k".repeat(9_000)), json!(1));
    }
    let text =
        json!({"fields": [{"id": "a", "type": "text", "label": "A", "validation": validation}]})
            .to_string();
    let reading = read(&text).unwrap();
    assert_bounded(&reading.report);
    assert!(reading.report.len() < 10, "{}", reading.report.len());
    assert!(reading.report.last().unwrap().message.starts_with("and "));
}

#[test]
fn issue_23_a_a_million_unknown_keys_are_counted_not_listed() {
    let mut text =
        String::from(r#"{"fields": [{"id": "a", "type": "text", "label": "A", "validation": {"#);
    for i in 0..1_000_000 {
        if i > 0 {
            text.push(',');
        }
        text.push_str(&format!("\"k{i}\": 1"));
    }
    text.push_str("}}]}");
    let reading = read(&text).unwrap();
    assert_bounded(&reading.report);
    assert_eq!(
        reading.report.last().unwrap().message,
        "and 999,801 more changes"
    );
}

#[test]
fn issue_23_a_a_path_is_cut_to_the_text_limit() {
    let key = "é".repeat(LIMITS.max_text_chars);
    let text = json!({"fields": [{"id": "a", "type": "text", "label": "A", "validation": {key.clone(): 1}}]})
        .to_string();
    let reading = read(&text).unwrap();
    let path = &reading.report[0].path;
    assert_eq!(path.chars().count(), LIMITS.max_text_chars + 1);
    assert!(path.starts_with("fields[0].validation.éé") && path.ends_with('…'));
}

#[test]
fn issue_23_a_options_past_the_limit_are_refused_without_reading_them() {
    for (options, count) in [
        (json!(vec!["o"; 5_000_000]), "5,000,000"),
        // Nulls are not options: 1,001 texts among them are too many.
        (
            {
                let mut items = vec![Value::Null; 100_000];
                items.extend(vec![json!("o"); 1_001]);
                items.push(json!({"label": "L"}));
                Value::from(items)
            },
            "1,002",
        ),
        (json!("a,".repeat(2_000_000)), "2,000,000"),
    ] {
        let text =
            json!({"fields": [{"id": "a", "type": "radio", "label": "R", "options": options}]})
                .to_string();
        let e = read(&text).unwrap_err();
        assert_eq!(
            (e.kind, e.path.as_deref(), e.message),
            (
                ErrorKind::TooLarge,
                Some("fields[0].options"),
                format!("{count} options; a field may have at most 1,000")
            )
        );
    }
}

#[test]
fn issue_23_a_five_megabyte_type_is_refused() {
    let text = json!({"fields": [{"id": "a", "type": "t".repeat(5 * 1024 * 1024), "label": "A"}]})
        .to_string();
    let e = read(&text).unwrap_err();
    assert_eq!(
        (e.kind, e.path.as_deref(), e.message.as_str()),
        (
            ErrorKind::TooLarge,
            Some("fields[0].type"),
            "5,242,880 characters; a text may have at most 10,000"
        )
    );
}

#[test]
fn issue_23_a_three_megabyte_condition_field_id_is_refused() {
    for conditional in [
        json!({"showWhen": {"fieldId": "f".repeat(3 * 1024 * 1024), "condition": "equals", "value": "x"}}),
        // Written flat: the path is where it is kept.
        json!({"fieldId": "f".repeat(3 * 1024 * 1024), "condition": "equals", "value": "x"}),
    ] {
        let text = json!({"fields": [
            {"id": "a", "type": "text", "label": "A"},
            {"id": "b", "type": "text", "label": "B", "conditional": conditional}]})
        .to_string();
        let e = read(&text).unwrap_err();
        assert_eq!(
            (e.kind, e.path.as_deref(), e.message.as_str()),
            (
                ErrorKind::TooLarge,
                Some("fields[1].conditional.showWhen.fieldId"),
                "3,145,728 characters; a text may have at most 10,000"
            )
        );
    }
}

#[test]
fn issue_23_a_keys_are_texts_within_the_limit() {
    let long = "k".repeat(LIMITS.max_text_chars + 1);
    for (doc, path, message) in [
        (
            json!({"fields": [{"id": "a", "type": "text", "label": "A", long.clone(): 1}]}),
            Some("fields[0]"),
            "holds a key of 10,001 characters; a text may have at most 10,000",
        ),
        (
            json!({"fields": [{"id": "a", "type": "text", "label": "A", "x": [{long.clone(): 1}]}]}),
            Some("fields[0].x[0]"),
            "holds a key of 10,001 characters; a text may have at most 10,000",
        ),
        (
            json!({"fields": [], long.clone(): 1}),
            None,
            "The form has a key of 10,001 characters; a text may have at most 10,000",
        ),
    ] {
        let e = read(&doc.to_string()).unwrap_err();
        assert_eq!(
            (e.kind, e.path.as_deref(), e.message.as_str()),
            (ErrorKind::TooLarge, path, message)
        );
        // A value read without its text (no scan) is refused all the same.
        if let Some(path) = path.filter(|p| !p.contains('x')) {
            let e = import::read_form_value(doc, &mut IdGen::new(1), Timestamp(0), Identity::New)
                .unwrap_err();
            assert_eq!(e.path.as_deref(), Some(path));
        }
    }
    // At the limit, a key loads (and is kept: decision 11).
    let key = "k".repeat(LIMITS.max_text_chars);
    let doc = json!({"fields": [], key.clone(): 1});
    assert!(
        read(&doc.to_string())
            .unwrap()
            .form
            .extra
            .contains_key(&key)
    );
}

#[test]
fn issue_23_silent_a_sixty_digit_default_keeps_its_digits() {
    let digits = "123456789012345678901234567890123456789012345678901234567890";
    let text = format!(
        r#"{{"fields": [{{"id": "n", "type": "number", "label": "N", "defaultValue": {digits}}},
            {{"id": "m", "type": "number", "label": "M", "defaultValue": 0.1}}]}}"#
    );
    let reading = read(&text).unwrap();
    assert_eq!(
        reading.form.fields[0].default_value,
        Some(DefaultValue::Text(digits.to_owned()))
    );
    assert_eq!(
        lines(&reading),
        [
            "fields[0].defaultValue: the number 1234567890123456789012345678901234567890… cannot be stored exactly; it was kept as text"
        ]
    );
    // A number a double holds stays a number.
    assert!(matches!(
        reading.form.fields[1].default_value,
        Some(DefaultValue::Number(_))
    ));
    // The repaired form reads back unchanged.
    let again = read(&serde_json::to_string(&reading.form).unwrap()).unwrap();
    assert!(again.report.is_empty(), "{:?}", again.report);
}

#[test]
fn issue_23_silent_numbers_kept_under_unknown_keys_are_reported() {
    let text = r#"{"fields": [{"id": "a", "type": "text", "label": "A", "x": {"big": 1e400000000000000000000000, "ok": [1, 2.5, 1e300]}}],
        "meta": [0.30000000000000000001, 7]}"#;
    // 1e400000… is beyond a double: refused as before.
    assert_eq!(read(text).unwrap_err().kind, ErrorKind::InvalidJson);
    let text = r#"{"fields": [{"id": "a", "type": "text", "label": "A", "x": {"tiny": 1e-400, "ok": [1, 2.5, 1e300]}}],
        "meta": [0.30000000000000000001, 7]}"#;
    let reading = read(text).unwrap();
    assert_eq!(
        lines(&reading),
        [
            "fields[0].x.tiny: the number 1e-400 cannot be stored exactly; it was read as 0.0",
            "meta[0]: the number 0.30000000000000000001 cannot be stored exactly; it was read as 0.3",
        ]
    );
}

#[test]
fn issue_23_silent_keys_written_twice_are_reported_and_the_last_kept() {
    let text = r#"{"fields": [{"id": "a", "type": "text", "label": "First", "label": "Second"}],
        "title": "T",
        "fields": [{"id": "b", "type": "text", "label": "Kept", "x": {"k": 1, "k": 2, "k": 3}}]}"#;
    let reading = read(text).unwrap();
    assert_eq!(reading.form.fields.len(), 1);
    assert_eq!(reading.form.fields[0].label, "Kept");
    assert_eq!(reading.form.fields[0].extra["x"], json!({"k": 3}));
    // The first list's own repetition is gone with it; `k` is reported once.
    assert_eq!(
        lines(&reading),
        [
            "fields: written more than once in the same object; the last one was kept",
            "fields[0].x.k: written more than once in the same object; the last one was kept",
        ]
    );
    // Keys equal once their escapes are read are the same key.
    let reading = read(r#"{"fields": [], "a": 1, "\u0061": 2}"#).unwrap();
    assert_eq!(
        lines(&reading),
        ["a: written more than once in the same object; the last one was kept"]
    );
}

#[test]
fn issue_23_silent_a_default_written_twice_keeps_the_last_one() {
    let digits = "1".repeat(30);
    // The lost digits of the first default do not leak into the kept one.
    let text = format!(
        r#"{{"fields": [{{"id": "n", "type": "number", "label": "N", "defaultValue": {digits}, "defaultValue": 5}}]}}"#
    );
    let reading = read(&text).unwrap();
    assert_eq!(
        reading.form.fields[0].default_value,
        Some(DefaultValue::Number(5.into()))
    );
    assert_eq!(
        lines(&reading),
        [
            "fields[0].defaultValue: written more than once in the same object; the last one was kept"
        ]
    );
}

#[test]
fn issue_23_d_an_option_with_a_carriage_return_is_read_as_a_browser_sends_it() {
    let text = json!({"fields": [
        {"id": "a", "type": "radio", "label": "A", "options": ["one\r\ntwo", "x\ry", "plain"], "defaultValue": "one\r\ntwo"},
        {"id": "b", "type": "textarea", "label": "B", "conditional": {"showWhen": {"fieldId": "a", "condition": "equals", "value": "x\ry"}}},
        {"id": "c", "type": "text", "label": "Line\r\nbreak"}]})
    .to_string();
    let reading = read(&text).unwrap();
    let f = &reading.form.fields;
    assert_eq!(f[0].options(), ["one\ntwo", "x\ny", "plain"]);
    assert_eq!(
        f[0].default_value,
        Some(DefaultValue::Text("one\ntwo".to_owned()))
    );
    assert_eq!(
        f[1].conditional
            .as_ref()
            .unwrap()
            .show_clause()
            .unwrap()
            .value,
        "x\ny"
    );
    // Labels are shown, not compared with an answer: kept as written.
    assert_eq!(f[2].label, "Line\r\nbreak");
    assert_eq!(
        lines(&reading),
        [
            "fields[0].defaultValue: a carriage return was turned into a line break, as a browser sends it",
            "fields[0].options: in 2 options, a carriage return was turned into a line break, as a browser sends it",
            "fields[1].conditional.showWhen.value: a carriage return was turned into a line break, as a browser sends it",
        ]
    );
    let again = read(&serde_json::to_string(&reading.form).unwrap()).unwrap();
    assert!(again.report.is_empty(), "{:?}", again.report);
}

#[test]
fn issue_23_an_autosave_record_is_bounded_too_and_ends_with_its_own_line() {
    let form = null_options(1_000);
    let text = format!(r#"{{"form": {form}, "form": {form}}}"#);
    let restore = autosave::read(&text, Timestamp(0)).unwrap();
    assert_bounded(&restore.report);
    let lines: Vec<String> = restore.report.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines[..5],
        [
            "form: written more than once in the same object; the last one was kept",
            "form.id: form id missing; a new one was made",
            "form.createdAt: missing; the time of reading was used",
            "form.updatedAt: missing; the time of reading was used",
            "form.fields[0].options[0]: null is not an option; left out",
        ]
    );
    // 1 + 3 + 1,000 + the record's own `timestamp` line, 199 listed.
    assert_eq!(lines.last().unwrap(), "and 806 more changes");
    // A small one keeps its order: the form's lines, then the record's.
    let text = r#"{"form": {"id": "f", "fields": [{"id": "a", "type": "text", "label": "A", "label": "B",
        "defaultValue": 123456789012345678901234567890}]}}"#;
    let restore = autosave::read(text, Timestamp(0)).unwrap();
    let lines: Vec<String> = restore.report.iter().map(ToString::to_string).collect();
    assert_eq!(
        lines,
        [
            "form.fields[0].label: written more than once in the same object; the last one was kept",
            "form.createdAt: missing; the time of reading was used",
            "form.updatedAt: missing; the time of reading was used",
            "form.fields[0].defaultValue: the number 123456789012345678901234567890 cannot be stored exactly; it was kept as text",
            "timestamp: missing; the form's last change time was used",
        ]
    );
    // A key over the limit in the record's form is refused with its path.
    let long = "k".repeat(LIMITS.max_text_chars + 1);
    let text = json!({"form": {"fields": [{"id": "a", "type": "text", "label": "A", long: 1}]}})
        .to_string();
    let e = autosave::read(&text, Timestamp(0)).unwrap_err();
    assert_eq!(
        (e.kind, e.path.as_deref()),
        (ErrorKind::CorruptAutosave, Some("form.fields[0]"))
    );
}

/// Issue 26: a condition group holds at most `max_clauses` (50) clauses; a
/// file with more is refused with the group's path, as too many options are.
#[test]
fn issue_26_a_group_of_more_than_fifty_conditions_is_refused() {
    let clauses = |n: usize| vec![json!({"fieldId": "a", "condition": "is_empty"}); n];
    let file = |conditional: Value| {
        json!({"fields": [
            {"id": "a", "type": "text", "label": "A"},
            {"id": "b", "type": "text", "label": "B", "conditional": conditional}]})
        .to_string()
    };
    assert_eq!(LIMITS.max_clauses, 50);
    let fifty = read(&file(json!({"showWhen": {"any": clauses(50)}}))).expect("50 load");
    assert_bounded(&fifty.report);
    for (conditional, path, count) in [
        (
            json!({"showWhen": {"any": clauses(51)}}),
            "fields[1].conditional.showWhen.any",
            "51",
        ),
        (
            json!({"showWhen": {"fieldId": "a", "condition": "is_empty"}, "requiredWhen": {"all": clauses(200_000)}}),
            "fields[1].conditional.requiredWhen.all",
            "200,000",
        ),
    ] {
        let e = read(&file(conditional)).unwrap_err();
        assert_eq!(
            (e.kind, e.path.as_deref(), e.message),
            (
                ErrorKind::TooLarge,
                Some(path),
                format!("{count} conditions; a group may have at most 50")
            )
        );
    }
}
