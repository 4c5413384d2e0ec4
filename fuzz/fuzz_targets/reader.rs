//! The forgiving reader on any bytes (as a file, as text a browser decoded,
//! as an autosave record), and every exporter on whatever it loads. A panic,
//! an abort, a timeout or running out of memory is a find; so is a broken
//! promise of the reader (checked below, as `core/tests/import_props.rs`),
//! the bounds of issue 23 included: the report within its lines and bytes,
//! every text and key of what loads within the text limit.
#![no_main]

use formwright_core::autosave;
use formwright_core::export::{Format, export};
use formwright_core::ids::IdGen;
use formwright_core::import::{
    Change, Identity, LIMITS, Reading, read_form, read_form_bytes, report_text,
};
use formwright_core::model::DefaultValue;
use formwright_core::{ErrorKind, Form, Timestamp};
use libfuzzer_sys::fuzz_target;

/// The report within its caps; every text of the form within the text
/// limit; no carriage return in a text compared with an answer.
fn check_bounds(report: &[Change], form: &Form) {
    assert!(report.len() <= LIMITS.max_report_lines, "{} lines", report.len());
    assert!(report_text(report).len() <= LIMITS.max_report_bytes);
    for change in report {
        assert!(change.path.chars().count() <= LIMITS.max_text_chars + 1);
    }
    let within = |s: &str| s.chars().nth(LIMITS.max_text_chars).is_none();
    assert!(within(&form.title) && within(&form.description));
    assert!(form.extra.keys().all(|k| within(k)));
    for f in form.fields.iter() {
        let mut texts = vec![f.id.as_str(), f.kind.name(), &f.label];
        texts.extend(f.placeholder.as_deref());
        texts.extend(f.validation.as_ref().and_then(|v| v.pattern.as_deref()));
        texts.extend(f.extra.keys().map(String::as_str));
        let mut compared: Vec<&str> = f.options().iter().map(String::as_str).collect();
        if let Some(DefaultValue::Text(t)) = &f.default_value {
            compared.push(t);
        }
        if let Some(c) = &f.conditional {
            texts.push(c.show_when.field_id.as_str());
            compared.push(&c.show_when.value);
        }
        assert!(f.options().len() <= LIMITS.max_options);
        assert!(texts.iter().chain(&compared).all(|t| within(t)));
        assert!(!compared.iter().any(|t| t.contains('\r')));
    }
}

fn check(reading: &Reading) {
    let form = &reading.form;
    check_bounds(&reading.report, form);
    let mut ids: Vec<_> = form.fields.iter().map(|f| &f.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), form.fields.len(), "field ids are unique");
    assert!(form.fields.iter().all(|f| !f.id.as_str().is_empty()));
    let value = serde_json::to_value(form).expect("a form serializes");
    let strict = Form::from_json(value.clone()).expect("the strict reader takes it");
    assert_eq!(&strict, form);
    let again = read_form(
        &value.to_string(),
        &mut IdGen::new(9),
        form.created_at,
        Identity::Kept,
    )
    .expect("it reads back");
    assert!(
        again.report.is_empty(),
        "it reads back with no changes: {:?}",
        again.report
    );
    assert_eq!(&again.form, form);
    for format in Format::ALL {
        if let Err(e) = export(form, format, Timestamp(0)) {
            assert!(
                e.kind == ErrorKind::NoFields && form.fields.is_empty(),
                "{format}: {e}"
            );
        }
    }
}

fuzz_target!(|bytes: &[u8]| {
    if let Ok(reading) = read_form_bytes(bytes, &mut IdGen::new(1), Timestamp(0), Identity::New) {
        check(&reading);
    }
    // What a browser hands the core: the bytes decoded, invalid ones as U+FFFD.
    let text = String::from_utf8_lossy(bytes);
    if let Ok(reading) = read_form(&text, &mut IdGen::new(2), Timestamp(0), Identity::Kept) {
        check(&reading);
    }
    if let Ok(restore) = autosave::read(&text, Timestamp(0)) {
        check_bounds(&restore.report, &restore.form);
        let reading = Reading {
            form: restore.form,
            report: Vec::new(),
        };
        check(&reading);
    }
});
