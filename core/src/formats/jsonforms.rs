//! The JSON Forms export (issue 28): one JSON file `{schema, uischema}` that
//! `@jsonforms/react` renders. `schema` is the JSON Schema export itself
//! (`export::export`, format `schema`), so the data JSON Forms validates is
//! judged exactly as the core judges answers; `uischema` lays it out:
//!
//! - a `VerticalLayout`, or with page breaks a `Categorization` of one
//!   `Category` per page (the core's pages, `rules::plan`);
//! - one `Control` per answerable field in form order (a repeated id: its
//!   first field, as the schema has one property), `scope`
//!   `#/properties/<id>` as a JSON Pointer, `label`, and the options the
//!   vanilla renderers read: `multi` (textarea), `placeholder` (text inputs
//!   and textareas), `format: radio` (radio groups), `format: password`;
//!   a hidden input (issue 27) has no control: nobody sees it;
//! - a `Label` per heading and paragraph;
//! - a `SHOW` rule per conditional item, `condition: {scope: "#", schema}`
//!   where the schema is "it is shown" as the JSON Schema export writes it
//!   (its `$defs/shown-<n>`, with the `$defs` it needs copied in, so the
//!   condition stands alone); never shown is `{"not": {}}`.
//!
//! docs/formats.md says what carries over and what does not.

use serde_json::{Map, Value, json};

use crate::error::{Error, ErrorKind};
use crate::export::file_name::file_name;
use crate::export::schema::{render, shown_conditions};
use crate::export::{ExportFile, Format};
use crate::kinds::Kind;
use crate::model::{Field, Form};
use crate::rules;

/// The file name: the JSON export's stem, then `-jsonforms.json`.
pub fn jsonforms_file_name(title: &str) -> String {
    format!("{}-jsonforms.json", stem(title))
}

/// The JSON export's file name without its `-form.json`: the stem the
/// other formats of issue 28 share.
pub(crate) fn stem(title: &str) -> String {
    let name = file_name(title, Format::Json);
    match name.strip_suffix("-form.json") {
        Some(stem) => stem.to_owned(),
        None => name,
    }
}

/// Exports `form` for JSON Forms. A form without answerable fields is
/// refused (`noFields`), as every export but JSON refuses it.
pub fn export_jsonforms(form: &Form) -> Result<ExportFile, Error> {
    let schema = crate::export::export(form, Format::Schema, crate::time::Timestamp(0))?;
    let uischema = serde_json::to_string_pretty(&uischema(form)?).map_err(encoding_failed)?;
    // The schema's text as the export writes it, one level in (its keys in
    // its order, which a `Value` would sort): a JSON text's line breaks are
    // all between tokens, never inside a string.
    let indent = |text: &str| text.replace('\n', "\n  ");
    let content = format!(
        "{{\n  \"schema\": {},\n  \"uischema\": {}\n}}",
        indent(&schema.content),
        indent(&uischema)
    );
    Ok(ExportFile {
        file_name: jsonforms_file_name(&form.title),
        mime: "application/json".to_owned(),
        content,
    })
}

fn encoding_failed(e: impl std::fmt::Display) -> Error {
    Error::new(
        ErrorKind::EncodingFailed,
        format!("The export could not be written: {e}"),
    )
}

/// `form` without its layout items: what the JSON Schema export describes.
fn answerable(form: &Form) -> Form {
    let mut answerable = form.clone();
    answerable.fields = form
        .fields
        .iter()
        .filter(|f| !f.is_layout())
        .cloned()
        .collect();
    answerable
}

/// The UI schema of `form`.
fn uischema(form: &Form) -> Result<Value, Error> {
    let answerable = answerable(form);
    let rules = rules::plan(&answerable);
    let conditions = shown_conditions(&answerable, &rules);
    let defs = defs_of(&render(&answerable, &rules))?;
    // Per item of `form`: its UI schema element, if it has one.
    let mut elements: Vec<Option<Value>> = Vec::with_capacity(form.fields.len());
    let mut seen = rustc_hash::FxHashSet::default();
    let mut n = 0; // the index among the answerable fields
    for field in &form.fields {
        if field.is_layout() {
            elements.push(label(&answerable, field)?);
            continue;
        }
        let i = n;
        n += 1;
        if !seen.insert(field.id.as_str()) || field.kind.known() == Some(Kind::Hidden) {
            elements.push(None);
            continue;
        }
        let mut control = control(field);
        if let Some(Some(condition)) = conditions.get(i) {
            control.insert("rule".to_owned(), rule(condition, &defs)?);
        }
        elements.push(Some(Value::Object(control)));
    }
    let pages = rules::plan(form).pages;
    if pages.is_empty() {
        let elements: Vec<Value> = elements.into_iter().flatten().collect();
        return Ok(json!({"type": "VerticalLayout", "elements": elements}));
    }
    let categories: Vec<Value> = pages
        .iter()
        .enumerate()
        .map(|(p, page)| {
            let on_page: Vec<Value> = elements
                .get(page.from..page.to)
                .unwrap_or_default()
                .iter()
                .flatten()
                .cloned()
                .collect();
            // JSON Forms lists a category by its label: an untitled page
            // gets its number.
            let title = if page.title.trim().is_empty() {
                format!("Page {}", p + 1)
            } else {
                page.title.clone()
            };
            json!({"type": "Category", "label": title, "elements": on_page})
        })
        .collect();
    Ok(json!({"type": "Categorization", "elements": categories}))
}

/// A field's `Control`.
fn control(field: &Field) -> Map<String, Value> {
    let mut control = Map::new();
    control.insert("type".to_owned(), json!("Control"));
    control.insert(
        "scope".to_owned(),
        json!(format!("#/properties/{}", pointer_token(field.id.as_str()))),
    );
    control.insert("label".to_owned(), json!(field.label));
    let mut options = Map::new();
    let kind = field.kind.known();
    match kind {
        Some(Kind::Textarea) => {
            options.insert("multi".to_owned(), json!(true));
        }
        Some(Kind::Radio) => {
            options.insert("format".to_owned(), json!("radio"));
        }
        Some(Kind::Password) => {
            options.insert("format".to_owned(), json!("password"));
        }
        _ => {}
    }
    // The vanilla renderers' text input and textarea read a placeholder; a
    // select, a number or a date input does not.
    let typed = matches!(
        kind,
        Some(Kind::Text | Kind::Email | Kind::Phone | Kind::Password | Kind::Textarea | Kind::Url)
    );
    if let Some(p) = field
        .placeholder
        .as_deref()
        .filter(|p| typed && !p.is_empty())
    {
        options.insert("placeholder".to_owned(), json!(p));
    }
    if !options.is_empty() {
        control.insert("options".to_owned(), Value::Object(options));
    }
    control
}

/// A heading's or paragraph's `Label` (a page break is its page), with
/// its `SHOW` rule when it has a condition.
fn label(answerable: &Form, field: &Field) -> Result<Option<Value>, Error> {
    if !matches!(field.kind.known(), Some(Kind::Heading | Kind::Paragraph)) {
        return Ok(None);
    }
    let mut label = Map::new();
    label.insert("type".to_owned(), json!("Label"));
    label.insert("text".to_owned(), json!(field.label));
    if field.conditional.is_some() {
        // "Shown" of the item read as the schema reads a field's: the
        // answerable fields and this item last, so the fields' `$defs` are
        // the export's and a clause naming a layout item is false (as in
        // the core, where it has no answer).
        let mut with_item = answerable.clone();
        with_item
            .fields
            .push_back(std::sync::Arc::new(field.clone()));
        let rules = rules::plan(&with_item);
        let conditions = shown_conditions(&with_item, &rules);
        if let Some(Some(condition)) = conditions.last() {
            let defs = defs_of(&render(&with_item, &rules))?;
            label.insert("rule".to_owned(), rule(condition, &defs)?);
        }
    }
    Ok(Some(Value::Object(label)))
}

/// The `$defs` of a JSON Schema export's text.
fn defs_of(schema: &str) -> Result<Map<String, Value>, Error> {
    let schema: Value = serde_json::from_str(schema).map_err(encoding_failed)?;
    Ok(match schema.get("$defs") {
        Some(Value::Object(defs)) => defs.clone(),
        _ => Map::new(),
    })
}

/// A `SHOW` rule whose condition is `shown` (a schema naming `defs`), with
/// the `$defs` it refers to, through each other, copied in.
fn rule(shown: &str, defs: &Map<String, Value>) -> Result<Value, Error> {
    let shown: Value = serde_json::from_str(shown).map_err(encoding_failed)?;
    let schema = match shown {
        Value::Object(mut schema) => {
            let mut needed = Map::new();
            let mut todo = Vec::new();
            references(&Value::Object(schema.clone()), &mut todo);
            while let Some(name) = todo.pop() {
                if needed.contains_key(&name) {
                    continue;
                }
                if let Some(def) = defs.get(&name) {
                    references(def, &mut todo);
                    needed.insert(name, def.clone());
                }
            }
            if !needed.is_empty() {
                schema.insert("$defs".to_owned(), Value::Object(needed));
            }
            Value::Object(schema)
        }
        // `false`: never shown. An object, as JSON Forms' typings want.
        _ => json!({"not": {}}),
    };
    Ok(json!({"effect": "SHOW", "condition": {"scope": "#", "schema": schema}}))
}

/// The `$defs` names the `$ref`s inside `schema` point to.
fn references(schema: &Value, out: &mut Vec<String>) {
    let mut stack = vec![schema];
    while let Some(value) = stack.pop() {
        match value {
            Value::Object(map) => {
                for (key, v) in map {
                    if key == "$ref" {
                        if let Some(name) = v.as_str().and_then(|r| r.strip_prefix("#/$defs/")) {
                            out.push(name.to_owned());
                        }
                    } else {
                        stack.push(v);
                    }
                }
            }
            Value::Array(items) => stack.extend(items),
            _ => {}
        }
    }
}

/// A JSON Pointer reference token (RFC 6901): `~` is `~0`, `/` is `~1`.
pub(crate) fn pointer_token(id: &str) -> String {
    id.replace('~', "~0").replace('/', "~1")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointer_tokens_escape_tilde_before_slash() {
        assert_eq!(pointer_token("a/b~c"), "a~1b~0c");
        assert_eq!(pointer_token("~1"), "~01");
        assert_eq!(pointer_token("a b"), "a b");
    }

    #[test]
    fn the_file_name_shares_the_json_exports_stem() {
        assert_eq!(
            jsonforms_file_name("Contact Us"),
            "contact-us-jsonforms.json"
        );
        assert_eq!(jsonforms_file_name(""), "untitled-jsonforms.json");
    }
}
