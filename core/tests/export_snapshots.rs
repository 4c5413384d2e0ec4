//! Snapshots of every export format for every built-in template and for the
//! "nasty" fixture (core/tests/fixtures/nasty-form.json, shared with
//! tools/export-check): HTML, JSX, quotes, commas, line breaks, emoji,
//! right-to-left text, a 10,000-character label, duplicate labels, empty
//! option lists, odd ids. Each snapshot starts with the file name and type.

mod support;

use formwright_core::Timestamp;
use formwright_core::export::{Format, export};
use formwright_core::model::Form;
use formwright_core::templates;

/// The `exportedAt` of every snapshot: 2026-11-22T10:00:00.000Z.
const NOW: Timestamp = Timestamp(1_795_341_600_000);

fn nasty_form() -> Form {
    let text = include_str!("fixtures/nasty-form.json");
    serde_json::from_str(text).expect("the nasty fixture is a form")
}

fn snapshot_all(name: &str, form: &Form) {
    for format in Format::ALL {
        let file = export(form, format, NOW).unwrap_or_else(|e| panic!("{name} as {format}: {e}"));
        let shown = format!(
            "file: {}\nmime: {}\n---\n{}",
            file.file_name, file.mime, file.content
        );
        insta::assert_snapshot!(format!("export-{name}-{format}"), shown);
    }
}

#[test]
fn every_template_in_every_format() {
    support::snapshot_settings().bind(|| {
        for (i, t) in templates::all().iter().enumerate() {
            let form = t.to_form(format!("template-{}", i + 1), NOW);
            snapshot_all(t.key, &form);
        }
    });
}

#[test]
fn nasty_form_in_every_format() {
    support::snapshot_settings().bind(|| snapshot_all("nasty", &nasty_form()));
}

/// Issue 25: with a "Send answers to" address the page posts to it (its
/// policy's `form-action` names it) and the JSON file carries it.
#[test]
fn a_form_with_an_address_posts_to_it() {
    support::snapshot_settings().bind(|| {
        let mut form = templates::all()[0].to_form("template-1".to_owned(), NOW);
        form.submit = Some(formwright_core::submit::Submit {
            url: "https://example.com/f/contact?source=page&v=2".to_owned(),
        });
        for format in [Format::Html, Format::Json] {
            let file = export(&form, format, NOW).unwrap_or_else(|e| panic!("{format}: {e}"));
            let shown = format!(
                "file: {}\nmime: {}\n---\n{}",
                file.file_name, file.mime, file.content
            );
            insta::assert_snapshot!(format!("export-contact-form-with-address-{format}"), shown);
        }
    });
}

/// Issue 26: a form with layout items (a heading, a paragraph, a heading
/// with a condition) and three pages (core/tests/fixtures/pages-form.json,
/// stepped through in tools/export-check/test/pages.test.js), as the page,
/// the component and the react-hook-form module draw it.
#[test]
fn a_form_with_layout_items_and_pages() {
    let form: Form = serde_json::from_str(include_str!("fixtures/pages-form.json"))
        .expect("the pages fixture is a form");
    support::snapshot_settings().bind(|| {
        for format in [Format::Html, Format::React, Format::Rhf] {
            let file = export(&form, format, NOW).unwrap_or_else(|e| panic!("{format}: {e}"));
            let shown = format!(
                "file: {}\nmime: {}\n---\n{}",
                file.file_name, file.mime, file.content
            );
            insta::assert_snapshot!(format!("export-pages-{format}"), shown);
        }
    });
}

/// Issue 27: a form with every kind of 'More Fields' and every setting they
/// have (core/tests/fixtures/more-fields-form.json, also run in
/// tools/export-check/test/more-fields.test.js), in every format.
#[test]
fn a_form_with_every_more_fields_kind_in_every_format() {
    let form: Form = serde_json::from_str(include_str!("fixtures/more-fields-form.json"))
        .expect("the more-fields fixture is a form");
    support::snapshot_settings().bind(|| snapshot_all("more-fields", &form));
}
