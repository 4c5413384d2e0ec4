//! Snapshots of the ecosystem formats' exports (issue 28) for the shared
//! fixtures: the "nasty" form (odd ids such as `__proto__`, quotes, HTML,
//! emoji, a 10,000-character label), the form with pages and conditions,
//! and the form of every 'More Fields' kind. Each snapshot starts with the
//! file name and type.
#![cfg(feature = "formats")]

mod support;

use formwright_core::formats::surveyjs::export_surveyjs;
use formwright_core::model::Form;

fn fixture(text: &str) -> Form {
    serde_json::from_str(text).expect("the fixture is a form")
}

fn fixtures() -> [(&'static str, Form); 3] {
    [
        ("nasty", fixture(include_str!("fixtures/nasty-form.json"))),
        ("pages", fixture(include_str!("fixtures/pages-form.json"))),
        (
            "more-fields",
            fixture(include_str!("fixtures/more-fields-form.json")),
        ),
    ]
}

#[test]
fn surveyjs_exports_of_the_fixtures() {
    support::snapshot_settings().bind(|| {
        for (name, form) in fixtures() {
            let file = export_surveyjs(&form).unwrap_or_else(|e| panic!("{name}: {e}"));
            let shown = format!(
                "file: {}\nmime: {}\n---\n{}",
                file.file_name, file.mime, file.content
            );
            insta::assert_snapshot!(format!("formats-surveyjs-{name}"), shown);
        }
    });
}

#[test]
fn surveyjs_refuses_a_form_without_fields_as_the_exports_do() {
    let mut form = fixture(include_str!("fixtures/pages-form.json"));
    let layout: Vec<_> = form
        .fields
        .iter()
        .filter(|f| f.is_layout())
        .cloned()
        .collect();
    form.fields = layout.into_iter().collect();
    let error = export_surveyjs(&form).expect_err("no field to answer");
    assert_eq!(
        serde_json::to_value(error.kind).ok(),
        Some(serde_json::json!("noFields"))
    );
}

/// Every export is JSON with a page per Formwright page and a question per
/// field that is not a page break, named uniquely.
#[test]
fn surveyjs_exports_have_a_question_per_field() {
    for (name, form) in fixtures() {
        let file = export_surveyjs(&form).expect("an export");
        assert!(file.content.ends_with("}\n"), "{name}");
        let survey: serde_json::Value = serde_json::from_str(&file.content).expect("JSON");
        let pages = survey["pages"].as_array().expect("pages");
        let breaks = form
            .fields
            .iter()
            .filter(|f| f.kind.is_page_break())
            .count();
        assert_eq!(pages.len(), breaks + 1, "{name}");
        let names: Vec<&str> = pages
            .iter()
            .flat_map(|p| p["elements"].as_array().into_iter().flatten())
            .map(|q| q["name"].as_str().expect("a name"))
            .collect();
        assert_eq!(names.len(), form.fields.len() - breaks, "{name}");
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{name}");
    }
}
