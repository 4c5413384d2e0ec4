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
use formwright_core::import::{Identity, Reading, broken_bound, read_form, read_form_bytes};
use formwright_core::wire::Change;
use formwright_core::{ErrorKind, Form, Timestamp};
use libfuzzer_sys::fuzz_target;

/// The bounds of issue 23 (`import::broken_bound`, which the property
/// tests assert too).
fn check_bounds(report: &[Change], form: &Form) {
    if let Some(broken) = broken_bound(report, form) {
        panic!("{broken}");
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
