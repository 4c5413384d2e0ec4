//! Imports of foreign formats (issue 28, `formats::foreign`): real public
//! example files (core/tests/fixtures/foreign/, sources and licences in its
//! README) import with the expected report (snapshots
//! `snapshots/formats-import-*.snap`: the report, then the form), and each
//! mapping and each kind of report line has a unit test here.

mod support;

use formwright_core::Timestamp;
use formwright_core::formats::{Foreign, ForeignReading, read_foreign, read_foreign_text};
use formwright_core::ids::IdGen;
use formwright_core::model::{Condition, ConditionOp, Form};
use serde_json::{Value, json};

const NOW: Timestamp = Timestamp(1_795_341_600_000);

fn read(text: &str) -> ForeignReading {
    read_foreign_text(text, &mut IdGen::new(7), NOW)
        .expect("a foreign format")
        .unwrap_or_else(|e| panic!("refused: {e}"))
}

fn read_value(value: Value) -> (Form, Vec<String>) {
    let (form, report) = read_foreign(&value, &mut IdGen::new(7), NOW)
        .expect("a foreign format")
        .unwrap_or_else(|e| panic!("refused: {e}"));
    (form, report.iter().map(ToString::to_string).collect())
}

fn fields(form: &Form) -> Vec<Value> {
    form.fields
        .iter()
        .map(|f| serde_json::to_value(&**f).unwrap())
        .collect()
}

fn has_line(report: &[String], path: &str, words: &str) -> bool {
    report
        .iter()
        .any(|l| l.starts_with(&format!("{path}: ")) && l.contains(words))
}

#[test]
fn fixtures_import_with_the_expected_report() {
    let fixtures: [(&str, &str, Foreign); 10] = [
        (
            "rjsf-simple",
            include_str!("fixtures/foreign/rjsf-simple.json"),
            Foreign::JsonSchema,
        ),
        (
            "rjsf-numbers",
            include_str!("fixtures/foreign/rjsf-numbers.json"),
            Foreign::JsonSchema,
        ),
        (
            "jsonforms-categorization",
            include_str!("fixtures/foreign/jsonforms-categorization.json"),
            Foreign::JsonForms,
        ),
        (
            "surveyjs-condition-kids",
            include_str!("fixtures/foreign/surveyjs-condition-kids.json"),
            Foreign::SurveyJs,
        ),
        (
            "surveyjs-validators-standard",
            include_str!("fixtures/foreign/surveyjs-validators-standard.json"),
            Foreign::SurveyJs,
        ),
        (
            "surveyjs-questiontype-panel",
            include_str!("fixtures/foreign/surveyjs-questiontype-panel.json"),
            Foreign::SurveyJs,
        ),
        (
            "surveyjs-real-productfeedback",
            include_str!("fixtures/foreign/surveyjs-real-productfeedback.json"),
            Foreign::SurveyJs,
        ),
        (
            "formjs-form",
            include_str!("fixtures/foreign/formjs-form.json"),
            Foreign::FormJs,
        ),
        (
            "formjs-hidden-fields-conditional",
            include_str!("fixtures/foreign/formjs-hidden-fields-conditional.json"),
            Foreign::FormJs,
        ),
        (
            "formjs-condition",
            include_str!("fixtures/foreign/formjs-condition.json"),
            Foreign::FormJs,
        ),
    ];
    for (name, text, format) in fixtures {
        let reading = read(text);
        assert_eq!(reading.format, format, "{name}");
        let mut shown = format!("format: {}\nreport:\n", reading.format.name());
        for change in &reading.report {
            shown.push_str(&format!("  {change}\n"));
        }
        shown.push_str("form:\n");
        shown.push_str(&serde_json::to_string_pretty(&reading.form).unwrap());
        support::snapshot_settings().bind(|| {
            insta::assert_snapshot!(format!("formats-import-{name}"), shown);
        });
    }
}

#[test]
fn a_survey_with_nothing_to_carry_is_refused_saying_what_was_dropped() {
    let text = include_str!("fixtures/foreign/surveyjs-multilanguages.json");
    let err = read_foreign_text(text, &mut IdGen::new(1), NOW)
        .expect("SurveyJS")
        .expect_err("no field can be carried");
    let message = err.to_string();
    assert!(message.contains("no questions or fields"), "{message}");
    assert!(message.contains("/pages/0/elements/0"), "{message}");
    assert!(message.contains("matrix"), "{message}");
}

#[test]
fn a_formwright_file_and_other_json_are_not_foreign() {
    let mut ids = IdGen::new(1);
    for value in [
        json!({"id": "f", "title": "T", "fields": []}),
        json!({"fields": [], "$schema": "https://json-schema.org/draft/2020-12/schema"}),
        json!([1, 2]),
        json!("text"),
        json!({"title": "no form"}),
    ] {
        assert!(read_foreign(&value, &mut ids, NOW).is_none(), "{value}");
    }
    // Not JSON at all: refused in the reader's words.
    let refused = read_foreign_text("{", &mut ids, NOW).unwrap().unwrap_err();
    assert!(refused.to_string().contains("not JSON"), "{refused}");
}

#[test]
fn json_schema_kinds_and_checks() {
    let (form, report) = read_value(json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "Sign up",
        "description": "Tell us",
        "type": "object",
        "required": ["name", "tags"],
        "properties": {
            "name": {"type": "string", "title": "Name", "description": "Your name", "minLength": 2, "maxLength": 40, "pattern": "^[A-Z]"},
            "mail": {"type": "string", "format": "email"},
            "born": {"type": "string", "format": "date"},
            "at": {"type": "string", "format": "time"},
            "site": {"type": "string", "format": "uri"},
            "age": {"type": "number", "minimum": 0, "maximum": 130},
            "size": {"type": "string", "enum": ["S", "M", 3]},
            "tags": {"type": "array", "uniqueItems": true, "items": {"enum": ["a", "b"]}},
            "ok": {"type": "boolean", "const": true},
            "nick": {"type": ["string", "null"], "default": "bob"}
        }
    }));
    assert_eq!(form.title, "Sign up");
    assert_eq!(form.description, "Tell us");
    let f = fields(&form);
    let kinds: Vec<&str> = f.iter().map(|f| f["type"].as_str().unwrap()).collect();
    // serde_json's Value sorts keys: `read_foreign` of a Value reads them so.
    assert_eq!(
        kinds,
        [
            "number", "time", "date", "email", "text", "text", "checkbox", "url", "select",
            "checkbox"
        ]
    );
    let by_id = |id: &str| f.iter().find(|x| x["id"] == id).unwrap().clone();
    assert_eq!(
        by_id("name"),
        json!({"id": "name", "type": "text", "label": "Name", "placeholder": "Your name", "required": true,
               "validation": {"minLength": 2, "maxLength": 40, "pattern": "[A-Z][\\s\\S]*"}})
    );
    assert_eq!(by_id("age")["validation"], json!({"min": 0, "max": 130}));
    assert_eq!(by_id("size")["options"], json!(["S", "M", "3"]));
    assert_eq!(by_id("tags")["options"], json!(["a", "b"]));
    assert_eq!(by_id("tags")["required"], json!(true));
    assert_eq!(by_id("ok")["required"], json!(true));
    assert!(by_id("ok").get("options").is_none());
    assert_eq!(by_id("nick")["defaultValue"], json!("bob"));
    assert!(has_line(
        &report,
        "/properties/size/enum/2",
        "is text in Formwright"
    ));
    assert!(has_line(
        &report,
        "/properties/nick/type",
        "may also be null"
    ));
}

#[test]
fn json_schema_reports_what_it_cannot_carry() {
    let (form, report) = read_value(json!({
        "type": "object",
        "additionalProperties": false,
        "oneOf": [],
        "allOf": [{"if": {"properties": {"a": {"const": 1}}}, "then": {"required": ["b"]}}],
        "properties": {
            "address": {"type": "object", "properties": {"street": {"type": "string"}}},
            "people": {"type": "array", "items": {"type": "object"}},
            "notes": {"type": "array", "items": {"type": "string"}},
            "count": {"type": "integer", "minimum": 0.5, "multipleOf": 2},
            "ip": {"type": "string", "format": "ipv4", "readOnly": true},
            "keep": {"type": "string"}
        }
    }));
    assert_eq!(form.fields.len(), 3, "{report:#?}");
    for (path, words) in [
        ("/additionalProperties", "not carried"),
        ("/oneOf", "the keyword 'oneOf' is not carried"),
        ("/allOf/0", "a rule across fields"),
        ("/properties/address", "nested object"),
        ("/properties/people", "array of objects"),
        ("/properties/notes", "array without an enum"),
        ("/properties/count/type", "whole numbers only"),
        ("/properties/count/minimum", "not a whole number"),
        (
            "/properties/count/multipleOf",
            "the keyword 'multipleOf' is not carried",
        ),
        ("/properties/ip/format", "the format 'ipv4' is not carried"),
        ("/properties/ip/readOnly", "not carried"),
    ] {
        assert!(
            has_line(&report, path, words),
            "{path}: {words} in {report:#?}"
        );
    }
}

#[test]
fn json_forms_ui_schema_order_labels_widgets_rules_pages_headings() {
    let text = r##"{
      "schema": {"type": "object", "properties": {
        "z": {"type": "string"},
        "a": {"type": "string", "title": "Alpha", "enum": ["x", "y"]},
        "m": {"type": "string"},
        "hidden": {"type": "string"}
      }},
      "uischema": {"type": "Categorization", "elements": [
        {"type": "Category", "label": "One", "elements": [
          {"type": "Label", "text": "Hello"},
          {"type": "Control", "scope": "#/properties/a", "label": "Pick", "options": {"format": "radio"}}
        ]},
        {"type": "Category", "label": "Two", "elements": [
          {"type": "Control", "scope": "#/properties/m", "options": {"multi": true},
           "rule": {"effect": "SHOW", "condition": {"scope": "#/properties/a", "schema": {"const": "x"}}}},
          {"type": "Control", "scope": "#/properties/z",
           "rule": {"effect": "HIDE", "condition": {"scope": "#/properties/a", "schema": {"enum": ["y"]}}}},
          {"type": "Control", "scope": "#/properties/m", "rule": {"effect": "DISABLE", "condition": {}}}
        ]}
      ]}
    }"##;
    let reading = read(text);
    assert_eq!(reading.format, Foreign::JsonForms);
    let report: Vec<String> = reading.report.iter().map(ToString::to_string).collect();
    let f = fields(&reading.form);
    let shape: Vec<(String, String, String)> = f
        .iter()
        .map(|x| {
            (
                x["type"].as_str().unwrap().to_owned(),
                x["id"].as_str().unwrap().to_owned(),
                x["label"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let s = |a: &str, b: &str, c: &str| (a.to_owned(), b.to_owned(), c.to_owned());
    assert_eq!(
        shape,
        [
            s("heading", "heading-1", "One"),
            s("heading", "heading-2", "Hello"),
            s("radio", "a", "Pick"),
            s("pagebreak", "page-4", "Two"),
            s("textarea", "m", "m"),
            s("text", "z", "z"),
            s("text", "hidden", "hidden"),
        ]
    );
    assert_eq!(
        f[4]["conditional"],
        json!({"showWhen": {"fieldId": "a", "condition": "equals", "value": "x"}})
    );
    assert_eq!(
        f[5]["conditional"],
        json!({"showWhen": {"fieldId": "a", "condition": "not_equals", "value": "y"}})
    );
    assert!(has_line(
        &report,
        "/uischema/elements/1/elements/2",
        "second time"
    ));
    assert!(has_line(
        &report,
        "/schema/properties/hidden",
        "added at the end"
    ));
    assert!(has_line(
        &report,
        "/schema/properties/a/title",
        "\"Alpha\" is not carried"
    ));
}

/// Formwright's own JSON Forms shapes (issue 28's round trip,
/// formats_roundtrip_jsonforms.rs): a control's placeholder and password
/// format, a Label as a heading or (with a line break) a paragraph with its
/// SHOW rule, pages titled by number as untitled; and the report where a
/// file says more than one thing or a rule cannot be read.
#[test]
fn json_forms_own_export_shapes_read_back() {
    let shown = |defs: Value| json!({"effect": "SHOW", "condition": {"scope": "#", "schema": {"$ref": "#/$defs/shown-9", "$defs": defs}}});
    let equals_a = json!({"shown-9": {"type": "object", "allOf": [
        {"properties": {"a": {"const": "yes"}}, "required": ["a"]}]}});
    let file = json!({
      "schema": {"type": "object", "properties": {
        "a": {"title": "A", "type": "string", "description": "same"},
        "p": {"title": "P", "type": "string", "description": "other"},
        "n": {"title": "N", "type": "string"}
      }},
      "uischema": {"type": "Categorization", "elements": [
        {"type": "Category", "label": "Page 1", "elements": [
          {"type": "Control", "scope": "#/properties/a", "label": "A", "options": {"placeholder": "same"}},
          {"type": "Label", "text": "Title", "rule": shown(equals_a.clone())},
          {"type": "Label", "text": "Line 1\nLine 2", "rule": shown(json!({"shown-9": false}))}
        ]},
        {"type": "Category", "label": "Page 2", "elements": [
          {"type": "Control", "scope": "#/properties/p", "label": "P",
           "options": {"format": "password", "placeholder": "mine"}, "rule": shown(equals_a)}
        ]},
        {"type": "Category", "label": "Page 2", "elements": [
          {"type": "Control", "scope": "#/properties/n", "label": "N",
           "rule": {"effect": "SHOW", "condition": {"scope": "#", "schema": {"not": {}}}}}
        ]}
      ]}
    });
    let (form, report) = read_value(file);
    let f = fields(&form);
    let equals = json!({"showWhen": {"fieldId": "a", "condition": "equals", "value": "yes"}});
    assert_eq!(
        f,
        [
            json!({"id": "a", "type": "text", "label": "A", "placeholder": "same", "required": false}),
            json!({"id": "heading-2", "type": "heading", "label": "Title", "required": false, "conditional": equals}),
            json!({"id": "paragraph-3", "type": "paragraph", "label": "Line 1\nLine 2", "required": false}),
            json!({"id": "page-4", "type": "pagebreak", "label": "", "required": false}),
            json!({"id": "p", "type": "password", "label": "P", "placeholder": "mine", "required": false, "conditional": equals}),
            // The third page's label is not its number: the designer's title.
            json!({"id": "page-6", "type": "pagebreak", "label": "Page 2", "required": false}),
            json!({"id": "n", "type": "text", "label": "N", "required": false}),
        ]
    );
    assert_eq!(report.len(), 3, "{report:#?}");
    assert!(has_line(
        &report,
        "/schema/properties/p/description",
        "the description \"other\" is not carried"
    ));
    assert!(has_line(
        &report,
        "/uischema/elements/0/elements/2/rule",
        "the paragraph is always shown"
    ));
    assert!(has_line(
        &report,
        "/uischema/elements/2/elements/0/rule",
        "never shows the field"
    ));
}

/// A condition Formwright's JSON Forms export says twice (the schema's
/// `allOf`, the control's rule) in a shape the import does not read (a
/// number comparison) is reported once, where the schema says it.
#[test]
fn json_forms_own_unreadable_condition_is_reported_once() {
    let form = Form::from_json(json!({"id": "f", "title": "T", "fields": [
        {"id": "n", "type": "number", "label": "N", "required": false},
        {"id": "t", "type": "text", "label": "T", "required": false,
         "conditional": {"showWhen": {"fieldId": "n", "condition": "greater_than", "value": "3"}}}
    ], "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}))
    .expect("a form");
    let file = formwright_core::formats::jsonforms::export_jsonforms(&form).expect("exported");
    let report: Vec<String> = read(&file.content)
        .report
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(report.len(), 1, "{report:#?}");
    assert!(has_line(
        &report,
        "/schema/allOf/0",
        "the field is always shown"
    ));
}

#[test]
fn formwright_schema_export_conditions_read_back() {
    let form: Form = serde_json::from_value(json!({
        "id": "f", "title": "T", "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z",
        "fields": [
            {"id": "s", "type": "select", "label": "S", "options": ["a", "b"], "required": true},
            {"id": "c", "type": "checkbox", "label": "C", "options": ["p", "q"]},
            {"id": "t", "type": "text", "label": "T", "required": true,
             "conditional": {"showWhen": {"fieldId": "s", "condition": "not_equals", "value": "a"}}},
            {"id": "u", "type": "text", "label": "U",
             "conditional": {"showWhen": {"any": [
                {"fieldId": "c", "condition": "contains", "value": "p"},
                {"fieldId": "t", "condition": "is_not_empty"}]}}}
        ]
    }))
    .unwrap();
    let schema =
        formwright_core::export::export(&form, formwright_core::export::Format::Schema, NOW)
            .unwrap()
            .content;
    let reading = read(&schema);
    assert!(reading.report.is_empty(), "{:#?}", reading.report);
    let t = &reading.form.fields[2];
    assert!(t.required);
    let show = t.conditional.as_ref().unwrap().show_when.as_ref().unwrap();
    assert_eq!(show.one().unwrap().condition, ConditionOp::NotEquals);
    let u = &reading.form.fields[3];
    let Some(Condition::Any { any }) = &u.conditional.as_ref().unwrap().show_when else {
        panic!("an any group: {u:?}");
    };
    assert_eq!(any[0].condition, ConditionOp::Contains);
    assert_eq!(any[1].condition, ConditionOp::IsNotEmpty);
}

#[test]
fn surveyjs_questions_validators_conditions_and_translations() {
    let (form, report) = read_value(json!({
        "title": {"default": "Survey", "fr": "Enquête"},
        "pages": [
            {"name": "p1", "title": "First", "elements": [
                {"type": "text", "name": "mail", "title": "Mail", "inputType": "email", "isRequired": true},
                {"type": "text", "name": "age", "inputType": "number",
                 "validators": [{"type": "numeric", "minValue": 18, "maxValue": 99}]},
                {"type": "text", "name": "code", "validators": [
                    {"type": "regex", "regex": "^[0-9]{4}$", "text": "Four digits"},
                    {"type": "text", "minLength": 4, "maxLength": 4},
                    {"type": "expression", "expression": "{age} > 1"}]},
                {"type": "comment", "name": "why", "visibleIf": "{age} > 20 and {mail} notempty"},
                {"type": "dropdown", "name": "pick", "choices": ["a", {"value": "b", "text": "Bee"}]},
                {"type": "radiogroup", "name": "one", "choices": ["x"], "requiredIf": "{pick} = 'a' or {pick} = 'b'"},
                {"type": "checkbox", "name": "many", "choices": ["m", "n"], "visibleIf": "{pick} = 'a' and ({one} = 'x' or {one} empty)"},
                {"type": "boolean", "name": "agree", "title": {"default": "Agree?", "de": "Zustimmen?"}}
            ]},
            {"name": "p2", "title": "Second", "elements": [
                {"type": "panel", "name": "box", "title": "Box", "elements": [
                    {"type": "rating", "name": "stars", "rateMax": 10},
                    {"type": "matrix", "name": "grid"}
                ]},
                {"type": "html", "name": "note", "html": "<b>Thanks</b>"},
                {"type": "signaturepad", "name": "sig"}
            ]}
        ]
    }));
    assert_eq!(form.title, "Survey");
    let f = fields(&form);
    let kinds: Vec<&str> = f.iter().map(|f| f["type"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "heading",
            "email",
            "number",
            "text",
            "textarea",
            "select",
            "radio",
            "checkbox",
            "checkbox",
            "pagebreak",
            "heading",
            "rating",
            "paragraph"
        ]
    );
    assert_eq!(f[0]["label"], "First");
    assert_eq!(f[1]["required"], true);
    assert_eq!(f[2]["validation"], json!({"min": 18, "max": 99}));
    assert_eq!(
        f[3]["validation"],
        json!({"pattern": "[0-9]{4}", "minLength": 4, "maxLength": 4})
    );
    assert_eq!(
        f[4]["conditional"],
        json!({"showWhen": {"all": [
            {"fieldId": "age", "condition": "greater_than", "value": "20"},
            {"fieldId": "mail", "condition": "is_not_empty"}]}})
    );
    assert_eq!(f[5]["options"], json!(["a", "b"]));
    assert_eq!(
        f[6]["conditional"],
        json!({"requiredWhen": {"any": [
            {"fieldId": "pick", "condition": "equals", "value": "a"},
            {"fieldId": "pick", "condition": "equals", "value": "b"}]}})
    );
    assert!(f[7].get("conditional").is_none());
    assert!(f[8].get("options").is_none(), "a boolean is one box");
    assert_eq!(f[8]["label"], "Agree?");
    assert_eq!(f[9]["label"], "Second");
    assert_eq!(f[11]["validation"], json!({"max": 10}));
    assert_eq!(f[12]["label"], "<b>Thanks</b>");
    for (path, words) in [
        ("/title", "translations (fr)"),
        ("/pages/0/elements/7/title", "translations (de)"),
        ("/pages/0/elements/2/validators/0/text", "not carried"),
        ("/pages/0/elements/2/validators/2", "'expression' validator"),
        ("/pages/0/elements/4/choices/1", "\"Bee\""),
        ("/pages/0/elements/6/visibleIf", "mixes 'and' with 'or'"),
        ("/pages/1/elements/0", "panel"),
        ("/pages/1/elements/0/elements/1", "matrix"),
        ("/pages/1/elements/1", "HTML is shown as plain text"),
        ("/pages/1/elements/2", "'signaturepad' has no equivalent"),
    ] {
        assert!(
            has_line(&report, path, words),
            "{path}: {words} in {report:#?}"
        );
    }
}

#[test]
fn formjs_components_validation_and_hide() {
    let (form, report) = read_value(json!({
        "type": "default",
        "schemaVersion": 16,
        "components": [
            {"type": "textfield", "key": "name", "label": "Name",
             "validate": {"required": true, "minLength": 2, "maxLength": 9, "pattern": "^[a-z]+$"}},
            {"type": "textfield", "key": "mail", "label": "Mail", "validate": {"validationType": "email"}},
            {"type": "number", "key": "n", "label": "N", "validate": {"min": 1, "max": 5, "step": 2}},
            {"type": "datetime", "key": "d", "subtype": "date", "dateLabel": "Day"},
            {"type": "select", "key": "s", "label": "S", "values": [{"label": "A", "value": "a"}],
             "conditional": {"hide": "=n > 3"}},
            {"type": "textarea", "key": "t", "label": "T", "conditional": {"hide": "=name = \"x\" or mail = null"}},
            {"type": "group", "label": "G", "components": [
                {"type": "checklist", "key": "c", "label": "C", "valuesKey": "list"},
                {"type": "radio", "key": "r", "label": "R", "values": [{"label": "y", "value": "y"}],
                 "conditional": {"hide": "=not(s != \"a\")"}}
            ]},
            {"type": "taglist", "key": "tags"},
            {"type": "datetime", "key": "dt", "subtype": "datetime"}
        ]
    }));
    let f = fields(&form);
    let kinds: Vec<&str> = f.iter().map(|f| f["type"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        [
            "text", "email", "number", "date", "select", "textarea", "heading", "checkbox", "radio"
        ]
    );
    assert_eq!(
        f[0]["validation"],
        json!({"minLength": 2, "maxLength": 9, "pattern": "[a-z]+"})
    );
    assert_eq!(f[0]["required"], true);
    assert_eq!(f[2]["validation"], json!({"min": 1, "max": 5}));
    assert_eq!(f[3]["label"], "Day");
    assert!(f[4].get("conditional").is_none());
    assert_eq!(
        f[5]["conditional"],
        json!({"showWhen": {"all": [
            {"fieldId": "name", "condition": "not_equals", "value": "x"},
            {"fieldId": "mail", "condition": "is_not_empty"}]}})
    );
    assert_eq!(f[7]["options"], json!([]));
    assert_eq!(
        f[8]["conditional"],
        json!({"showWhen": {"fieldId": "s", "condition": "not_equals", "value": "a"}})
    );
    for (path, words) in [
        ("/components/2/validate/step", "no equivalent"),
        ("/components/4/conditional/hide", "opposite"),
        ("/components/6", "group"),
        ("/components/6/components/0/valuesKey", "run time"),
        ("/components/7", "'taglist' has no equivalent"),
        ("/components/8", "date and time together"),
    ] {
        assert!(
            has_line(&report, path, words),
            "{path}: {words} in {report:#?}"
        );
    }
}

#[test]
fn limits_hold_for_foreign_files() {
    // More questions than a form may have: the rest are reported, not read.
    let many: Vec<Value> = (0..10_050)
        .map(|i| json!({"type": "text", "name": format!("q{i}")}))
        .collect();
    let (form, report) = read_value(json!({"elements": many}));
    assert_eq!(form.fields.len(), 10_000);
    assert!(has_line(
        &report,
        "/elements/10000",
        "the most a form may have"
    ));
    // The report is capped as the reader's is.
    assert!(report.len() <= formwright_core::import::LIMITS.max_report_lines);
    // Panels nested deeper than the reader follows are reported, not recursed.
    let mut panel = json!({"type": "text", "name": "deep"});
    for _ in 0..100 {
        panel = json!({"type": "panel", "name": "p", "elements": [panel]});
    }
    let reading = read_foreign(&json!({"elements": [panel]}), &mut IdGen::new(1), NOW).unwrap();
    let err = reading.expect_err("nothing readable under the depth");
    assert!(err.to_string().contains("nested more than 32"), "{err}");
    // JSON nested deeper than the reader parses is refused, not recursed.
    let deep = format!("{{\"elements\": {}{}}}", "[".repeat(200), "]".repeat(200));
    let err = read_foreign_text(&deep, &mut IdGen::new(1), NOW)
        .expect("refused before it is recognised")
        .unwrap_err();
    assert!(err.to_string().contains("128 levels"), "{err}");
    // A 10,001-character label is refused with its path, as the reader refuses it.
    let long = "x".repeat(10_001);
    let err = read_foreign(
        &json!({"elements": [{"type": "text", "name": "a", "title": long}]}),
        &mut IdGen::new(1),
        NOW,
    )
    .unwrap()
    .unwrap_err();
    assert!(err.to_string().contains("10,000"), "{err}");
}
