//! What the round trips through the ecosystem's formats share (issue 28:
//! core/tests/formats_roundtrip*.rs): the designer's texts they draw, and
//! the check that a file reads back as the form it was exported from.

use formwright_core::Timestamp;
use formwright_core::formats::read_foreign_text;
use formwright_core::ids::IdGen;
use formwright_core::model::Form;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use serde_json::Value;

pub const NOW: Timestamp = Timestamp(1_795_341_600_000);

/// Any text a designer may type: quotes, markup, emoji, right-to-left,
/// a JSON Pointer's `/` and `~`, and `extra` (what a format makes hard).
pub fn designer_text(extra: BoxedStrategy<String>) -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-Z0-9][a-zA-Z0-9 ]{0,11}",
        Just("\"quoted\" <b>&amp;</b>".to_owned()),
        Just("__proto__".to_owned()),
        Just("émoji 🎉 שלום".to_owned()),
        Just("a/b~c".to_owned()),
        "\\PC{1,20}",
        extra,
    ]
}

/// `file` (exported from `form`) is recognised, read with an empty report,
/// and gives back `form`: its title, description and every field, compared
/// as JSON.
pub fn assert_reads_back(form: &Form, file: &str) -> Result<(), TestCaseError> {
    let reading = read_foreign_text(file, &mut IdGen::new(3), NOW)
        .expect("recognised as a foreign format")
        .expect("read");
    prop_assert!(
        reading.report.is_empty(),
        "report: {:#?}\nfile: {}",
        reading.report,
        file
    );
    prop_assert_eq!(&reading.form.title, &form.title);
    prop_assert_eq!(&reading.form.description, &form.description);
    let json = |f: &Form| -> Vec<Value> {
        f.fields
            .iter()
            .map(|f| serde_json::to_value(f).unwrap())
            .collect()
    };
    prop_assert_eq!(json(&reading.form), json(form), "file: {}", file);
    Ok(())
}
