//! Import of a form from JSON text (spec §4, §5; decisions 10–12).
//!
//! The text must be JSON ('Invalid form data' otherwise) holding an object
//! with a `fields` list (decision 10). Every field's shape is checked and the
//! first problem is reported by its path (`fields[2].validation.minLength`).
//! The result gets a new id and new timestamps; ids that are empty or repeated
//! get fresh ones, so ids stay unique. Unknown keys are kept. Nothing here
//! panics, whatever the text; on error the caller's form is untouched because
//! nothing is built until every check has passed.

use std::collections::HashSet;
use std::sync::Arc;

use serde_json::{Map, Value};

use crate::error::{Error, ErrorKind, INVALID_FORM_DATA};
use crate::ids::IdGen;
use crate::model::{DEFAULT_TITLE, Field, FieldId, FieldList, Form, join_path};
use crate::time::Timestamp;

/// Reads a form from JSON text: a new id from `ids`, created and updated `now`.
pub fn import_form(text: &str, ids: &mut IdGen, now: Timestamp) -> Result<Form, Error> {
    let value: Value = serde_json::from_str(text)
        .map_err(|_| Error::new(ErrorKind::InvalidJson, INVALID_FORM_DATA))?;
    let Value::Object(mut object) = value else {
        return Err(missing_fields());
    };
    let Some(Value::Array(items)) = object.remove("fields") else {
        return Err(missing_fields());
    };
    let title = text_entry(&mut object, "title")?.unwrap_or_else(|| DEFAULT_TITLE.to_owned());
    let description = text_entry(&mut object, "description")?.unwrap_or_default();
    let fields = items
        .into_iter()
        .enumerate()
        .map(|(i, item)| read_field(item, &format!("fields[{i}]")))
        .collect::<Result<Vec<_>, _>>()?;
    // Replaced by the import (spec §4), so a malformed value there is no error.
    // `exportedAt` and `version` belong to the export envelope (decision 6),
    // not to the form: the next export writes them afresh.
    for key in ["id", "createdAt", "updatedAt", "exportedAt", "version"] {
        object.remove(key);
    }
    Ok(Form {
        id: ids.form_id(),
        title,
        description,
        fields: with_unique_ids(fields, ids),
        created_at: now,
        updated_at: now,
        extra: object,
    })
}

fn missing_fields() -> Error {
    Error::new(ErrorKind::MissingFields, "The form data has no fields list")
}

/// An optional text entry of the form object; `null` counts as absent.
fn text_entry(object: &mut Map<String, Value>, key: &str) -> Result<Option<String>, Error> {
    match object.remove(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(Error::at(
            ErrorKind::InvalidField,
            key,
            format!("expected text, found {}", json_kind(&other)),
        )),
    }
}

fn json_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// One field, or the first shape problem under `path`: each known key is
/// checked against its own type, in the object's key order, then the
/// required keys are looked for.
pub(crate) fn read_field(item: Value, path: &str) -> Result<Field, Error> {
    let invalid = |at: String, message: String| Error::at(ErrorKind::InvalidField, at, message);
    if !item.is_object() {
        return Err(invalid(
            path.to_owned(),
            format!("expected an object, found {}", json_kind(&item)),
        ));
    }
    Field::from_json(item).map_err(|e| {
        let at = join_path(path, &e.path);
        match e.missing {
            // A key of the field itself; a nested one keeps serde's message.
            Some(key) if e.path.is_empty() => invalid(join_path(&at, key), "missing".to_owned()),
            _ => invalid(at, e.message),
        }
    })
}

/// The fields with every id unique and non-empty: the first holder of an id
/// keeps it, a later holder (or an empty id) gets a fresh one.
pub(crate) fn with_unique_ids(fields: Vec<Field>, ids: &mut IdGen) -> FieldList {
    let all: HashSet<FieldId> = fields.iter().map(|f| f.id.clone()).collect();
    let mut seen: HashSet<FieldId> = HashSet::with_capacity(fields.len());
    fields
        .into_iter()
        .map(|mut field| {
            if field.id.as_str().is_empty() || seen.contains(&field.id) {
                field.id = ids.fresh_field_id(|id| all.contains(id) || seen.contains(id));
            }
            seen.insert(field.id.clone());
            Arc::new(field)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn import(text: &str) -> Result<Form, Error> {
        import_form(text, &mut IdGen::new(1), Timestamp(5))
    }

    #[test]
    fn text_that_is_not_json_is_invalid_form_data() {
        let e = import("{not json").unwrap_err();
        assert_eq!(
            (e.kind, e.message.as_str()),
            (ErrorKind::InvalidJson, "Invalid form data")
        );
    }

    #[test]
    fn json_without_a_fields_list_is_refused() {
        for text in [
            "{}",
            "[]",
            "3",
            "null",
            r#"{"fields": {}}"#,
            r#"{"fields": "a"}"#,
        ] {
            assert_eq!(
                import(text).unwrap_err().kind,
                ErrorKind::MissingFields,
                "{text}"
            );
        }
    }

    #[test]
    fn the_first_bad_field_is_reported_by_path() {
        let cases = [
            (r#"{"fields": [3]}"#, "fields[0]"),
            (
                r#"{"fields": [{"id": "a", "type": "text"}]}"#,
                "fields[0].label",
            ),
            (
                r#"{"fields": [{"id": "a", "type": "text", "label": 5}]}"#,
                "fields[0].label",
            ),
            (
                r#"{"fields": [{"id": "a", "type": "text", "label": "A"},
                   {"id": "b", "type": "text", "label": "B", "validation": {"minLength": "3"}}]}"#,
                "fields[1].validation.minLength",
            ),
            (
                r#"{"fields": [{"id": "a", "type": "radio", "label": "A", "options": ["x", 2]}]}"#,
                "fields[0].options[1]",
            ),
            (
                r#"{"fields": [{"id": "a", "type": "text", "label": "A", "required": "yes"}]}"#,
                "fields[0].required",
            ),
            (
                r#"{"fields": [{"id": "a", "type": "text", "label": "A", "conditional": {"showWhen": {"fieldId": "b", "condition": "like", "value": ""}}}]}"#,
                "fields[0].conditional.showWhen.condition",
            ),
            (r#"{"title": 3, "fields": []}"#, "title"),
            (
                r#"{"fields": [{"id": "a", "type": "text", "label": "A", "placeholder": 5}]}"#,
                "fields[0].placeholder",
            ),
            (
                r#"{"fields": [{"id": "a", "type": "text", "label": "A", "defaultValue": [1]}]}"#,
                "fields[0].defaultValue",
            ),
        ];
        for (text, path) in cases {
            let e = import(text).unwrap_err();
            assert_eq!(
                (e.kind, e.path.as_deref()),
                (ErrorKind::InvalidField, Some(path)),
                "{text}: {e}"
            );
        }
    }

    #[test]
    fn a_fresh_id_never_takes_the_id_of_a_later_field() {
        // The import draws the form id first, then fresh field ids.
        let mut probe = IdGen::new(1);
        probe.form_id();
        let next = probe.field_id();
        let text = format!(
            r#"{{"fields": [{{"id": "", "type": "text", "label": "1"}}, {{"id": "{next}", "type": "text", "label": "2"}}]}}"#
        );
        let f = import(&text).unwrap();
        assert_ne!(f.fields[0].id, next);
        assert_eq!(f.fields[1].id, next, "the holder keeps its id");
    }

    #[test]
    fn messages_say_what_was_found() {
        let message = |text: &str| import(text).unwrap_err().to_string();
        assert_eq!(
            message(r#"{"fields": [3]}"#),
            "fields[0]: expected an object, found a number"
        );
        assert_eq!(
            message(r#"{"fields": [[]]}"#),
            "fields[0]: expected an object, found a list"
        );
        assert_eq!(
            message(r#"{"fields": [null]}"#),
            "fields[0]: expected an object, found null"
        );
        assert_eq!(
            message(r#"{"fields": ["x"]}"#),
            "fields[0]: expected an object, found text"
        );
        assert_eq!(
            message(r#"{"title": true, "fields": []}"#),
            "title: expected text, found a boolean"
        );
        assert_eq!(
            message(r#"{"title": {}, "fields": []}"#),
            "title: expected text, found an object"
        );
    }

    #[test]
    fn an_import_gets_a_new_id_and_timestamps_and_keeps_unknown_keys() {
        let text = r#"{"id": "old", "title": "T", "createdAt": "garbage", "theme": "blue",
            "fields": [{"id": "a", "type": "signature", "label": "Sign", "x": 1}]}"#;
        let f = import(text).unwrap();
        assert!(f.id.starts_with("form_"));
        assert_eq!((f.created_at, f.updated_at), (Timestamp(5), Timestamp(5)));
        assert_eq!(f.title, "T");
        assert_eq!(f.extra.get("theme"), Some(&Value::from("blue")));
        assert_eq!(f.fields[0].kind.name(), "signature");
        assert_eq!(f.fields[0].extra.get("x"), Some(&Value::from(1)));
    }

    #[test]
    fn the_export_envelope_keys_are_not_kept_as_form_keys() {
        let text = r#"{"title": "T", "fields": [], "exportedAt": "2026-11-22T09:30:41.123Z", "version": "1.0", "theme": "blue"}"#;
        let f = import(text).unwrap();
        assert_eq!(f.extra.keys().collect::<Vec<_>>(), ["theme"]);
    }

    #[test]
    fn a_bare_fields_list_gets_the_default_title() {
        let f = import(r#"{"fields": [], "title": null}"#).unwrap();
        assert_eq!(
            (f.title.as_str(), f.description.as_str()),
            ("Untitled Form", "")
        );
    }

    #[test]
    fn repeated_and_empty_ids_get_fresh_ones() {
        let text = r#"{"fields": [
            {"id": "a", "type": "text", "label": "1"},
            {"id": "a", "type": "text", "label": "2"},
            {"id": "", "type": "text", "label": "3"}]}"#;
        let f = import(text).unwrap();
        let ids: Vec<_> = f.fields.iter().map(|f| f.id.as_str().to_owned()).collect();
        assert_eq!(ids[0], "a");
        assert!(ids[1].starts_with("field_") && ids[2].starts_with("field_"));
        assert_ne!(ids[1], ids[2]);
    }
}
