//! Layout items (issue 26) in the exports that list answers: a heading, a
//! paragraph or a page break is no CSV column, no JSON Schema property, no
//! react-hook-form value, and no input of the HTML page or the React
//! component; a clause on one is false. A form of layout items alone has no
//! field to export.

use std::sync::Arc;

use formwright_core::ErrorKind;
use formwright_core::Timestamp;
use formwright_core::export::{Format, export};
use formwright_core::model::{Field, FieldList, Form};
use serde_json::{Value, json};

const NOW: Timestamp = Timestamp(1_795_341_600_000);

fn form(fields: Value) -> Form {
    let mut form = Form::blank("form_1".to_owned(), Timestamp(0));
    form.title = "Layout".to_owned();
    form.fields = fields
        .as_array()
        .expect("a list of fields")
        .iter()
        .map(|f| Arc::new(Field::from_json(f.clone()).expect("a field")))
        .collect::<FieldList>();
    form
}

fn content(form: &Form, format: Format) -> String {
    export(form, format, NOW)
        .unwrap_or_else(|e| panic!("{format}: {e}"))
        .content
}

/// The same form with and without its layout items.
fn forms() -> (Form, Form) {
    let show =
        |field: &str| json!({"showWhen": {"fieldId": field, "condition": "equals", "value": "x"}});
    let with = form(json!([
        {"id": "intro", "type": "heading", "label": "About you"},
        {"id": "name", "type": "text", "label": "Name", "required": true},
        {"id": "note", "type": "paragraph", "label": "Two\nlines", "conditional": show("name")},
        {"id": "page_2", "type": "pagebreak", "label": "Contact"},
        {"id": "email", "type": "email", "label": "Email", "conditional": show("name")},
        {"id": "topics", "type": "checkbox", "label": "Topics", "options": ["A", "B"]},
    ]));
    let without = form(json!([
        {"id": "name", "type": "text", "label": "Name", "required": true},
        {"id": "email", "type": "email", "label": "Email", "conditional": show("name")},
        {"id": "topics", "type": "checkbox", "label": "Topics", "options": ["A", "B"]},
    ]));
    (with, without)
}

#[test]
fn layout_items_are_no_csv_column() {
    let (with, without) = forms();
    assert_eq!(content(&with, Format::Csv), "Name,Email,Topics");
    assert_eq!(content(&with, Format::Csv), content(&without, Format::Csv));
}

#[test]
fn layout_items_are_no_schema_property_and_no_react_hook_form_value() {
    let (with, without) = forms();
    let schema: Value = serde_json::from_str(&content(&with, Format::Schema)).unwrap();
    let mut properties: Vec<&String> = schema["properties"].as_object().unwrap().keys().collect();
    properties.sort();
    assert_eq!(properties, ["email", "name", "topics"]);
    assert_eq!(schema["required"], json!(["name"]));
    // Pages do not change the schema; nor do headings and paragraphs.
    assert_eq!(
        content(&with, Format::Schema),
        content(&without, Format::Schema)
    );
    // The react-hook-form module's answers, schema and rules are the form's
    // without its layout items (it draws them, and the pages, from the whole
    // form: tools/export-check/test/pages.test.js).
    let (with, without) = (content(&with, Format::Rhf), content(&without, Format::Rhf));
    let upto = |tsx: &str| {
        let from = tsx
            .find("\n// ---- The form's answers")
            .expect("the answers");
        let to = tsx
            .find("\n/** The answers the form starts with")
            .expect("the defaults");
        let text = &tsx[from..to];
        // Less `shownItems`, which says when the headings and paragraphs show.
        match text.find("\n/**\n * Which items") {
            Some(start) => {
                let end = start + text[start..].find("\n}\n").expect("its end") + 3;
                format!("{}{}", &text[..start], &text[end..])
            }
            None => text.to_owned(),
        }
    };
    assert_eq!(upto(&with), upto(&without));
}

#[test]
fn a_clause_on_a_layout_item_is_false_in_the_schema() {
    let f = form(json!([
        {"id": "h", "type": "heading", "label": "H"},
        {"id": "a", "type": "text", "label": "A", "required": true,
         "conditional": {"showWhen": {"fieldId": "h", "condition": "not_equals", "value": "q"}}},
    ]));
    let schema: Value = serde_json::from_str(&content(&f, Format::Schema)).unwrap();
    // Never shown, so never required.
    assert!(
        !schema["required"]
            .as_array()
            .is_some_and(|r| r.contains(&json!("a")))
    );
    assert!(schema["properties"].get("h").is_none());
}

/// Each item but a page break has one element with `data-field`, in order
/// (the page's script and the component match them with the rule set through
/// the pages' ranges); a heading is an `<h2>`, a paragraph a `<p>`, with no
/// control.
#[test]
fn the_html_page_and_the_react_component_draw_no_input_for_a_layout_item() {
    let (with, _) = forms();
    let html = content(&with, Format::Html);
    let wrappers: Vec<&str> = html
        .split("data-field=\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect();
    assert_eq!(wrappers, ["intro", "name", "note", "email", "topics"]);
    for id in ["intro", "note", "page_2"] {
        assert!(!html.contains(&format!("name=\"{id}\"")), "{id}");
        assert!(!html.contains(&format!("for=\"{id}\"")), "{id}");
    }
    assert!(html.contains("<h2 data-field=\"intro\">About you</h2>\n"));
    assert!(html.contains("<p class=\"paragraph\" data-field=\"note\">Two\nlines</p>\n"));
    assert!(html.contains("<div class=\"page\" data-page=\"2\">\n<h2>Contact</h2>\n"));
    // The rule set it embeds lists them (a condition may show a heading),
    // but no answer is held or drawn for them.
    let react = content(&with, Format::React);
    let wrappers: Vec<&str> = react
        .split("data-field={\"")
        .skip(1)
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect();
    assert_eq!(wrappers, ["intro", "name", "note", "email", "topics"]);
    for id in ["intro", "note", "page_2"] {
        assert!(!react.contains(&format!("\"{id}\": ")), "{id}");
        assert!(!react.contains(&format!("idPrefix + \"{id}\"")), "{id}");
    }
    assert!(react.contains("<h2 data-field={\"intro\"} hidden={!visible(0)}>{\"About you\"}</h2>"));
    assert!(react.contains("<p data-field={\"note\"} hidden={!visible(2)} style={{ whiteSpace: \"pre-line\" }}>{\"Two\\nlines\"}</p>"));
    assert!(react.contains("\"name\": \"\""));
}

#[test]
fn a_form_of_layout_items_alone_exports_only_as_json() {
    let f = form(json!([
        {"id": "h", "type": "heading", "label": "H"},
        {"id": "b", "type": "pagebreak", "label": ""},
    ]));
    for format in [
        Format::Html,
        Format::React,
        Format::Csv,
        Format::Schema,
        Format::Rhf,
    ] {
        let error = export(&f, format, NOW).expect_err("no field to answer");
        assert_eq!(error.kind, ErrorKind::NoFields, "{format}");
    }
    let json: Value = serde_json::from_str(&content(&f, Format::Json)).unwrap();
    assert_eq!(
        json["fields"],
        json!([
            {"id": "h", "type": "heading", "label": "H", "required": false},
            {"id": "b", "type": "pagebreak", "label": "", "required": false}
        ])
    );
}
