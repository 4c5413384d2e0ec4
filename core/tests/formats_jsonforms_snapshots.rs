//! Snapshots of issue 28's JSON Forms export and rjsf UI schema
//! (`formwright_core::formats`) for fixtures that go down their paths:
//! conditions with `all` / `any` groups, a chain and ids a JSON Pointer
//! escapes (groups-form.json), pages and layout items (pages-form.json),
//! issue 27's kinds (more-fields-form.json) and the nasty fixture. Each
//! snapshot starts with the file name and type. Also: the JSON Forms file's
//! `schema` is the JSON Schema export, and both refuse a form without
//! answerable fields.
#![cfg(feature = "formats")]

mod support;

use formwright_core::Timestamp;
use formwright_core::export::{Format, export};
use formwright_core::formats::jsonforms::export_jsonforms;
use formwright_core::formats::rjsf::export_rjsf_ui;
use formwright_core::model::Form;
use serde_json::Value;

const FIXTURES: [(&str, &str); 4] = [
    ("groups", include_str!("fixtures/groups-form.json")),
    ("pages", include_str!("fixtures/pages-form.json")),
    (
        "more-fields",
        include_str!("fixtures/more-fields-form.json"),
    ),
    ("nasty", include_str!("fixtures/nasty-form.json")),
];

fn form(text: &str) -> Form {
    let value: Value = serde_json::from_str(text).expect("a fixture is JSON");
    Form::from_json(value).expect("a fixture is a form")
}

#[test]
fn fixtures_as_json_forms_and_rjsf_ui_schemas() {
    support::snapshot_settings().bind(|| {
        for (name, text) in FIXTURES {
            let form = form(text);
            for (format, file) in [
                ("jsonforms", export_jsonforms(&form)),
                ("rjsf", export_rjsf_ui(&form)),
            ] {
                let file = file.unwrap_or_else(|e| panic!("{name} as {format}: {e}"));
                let shown = format!(
                    "file: {}\nmime: {}\n---\n{}",
                    file.file_name, file.mime, file.content
                );
                insta::assert_snapshot!(format!("formats-{format}-{name}"), shown);
            }
        }
    });
}

#[test]
fn the_json_forms_schema_is_the_json_schema_export() {
    for (name, text) in FIXTURES {
        let form = form(text);
        let file = export_jsonforms(&form).expect("a JSON Forms export");
        let value: Value = serde_json::from_str(&file.content).expect("the file is JSON");
        let schema = export(&form, Format::Schema, Timestamp(0)).expect("a schema");
        let schema: Value = serde_json::from_str(&schema.content).expect("the schema is JSON");
        assert_eq!(value["schema"], schema, "{name}");
        assert!(value["uischema"].is_object(), "{name}");
        // The text keeps the schema's own key order.
        let keys: Vec<&str> = file.content.lines().take(3).collect();
        assert_eq!(keys[1], "  \"schema\": {", "{name}");
    }
}

#[test]
fn a_form_of_layout_items_only_is_refused() {
    let form = form(
        r#"{"id": "f", "title": "t", "fields": [{"id": "h", "type": "heading", "label": "H"}],
            "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}"#,
    );
    for result in [export_jsonforms(&form), export_rjsf_ui(&form)] {
        let error = result.expect_err("no fields to export");
        assert_eq!(error.kind, formwright_core::ErrorKind::NoFields);
    }
}
