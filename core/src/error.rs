//! The one error type of the core's editing, import, autosave and export calls: a kind
//! the UI can branch on, a short message it can show, and for shape errors the
//! path of the first problem (`fields[2].label`).

use crate::json_read::quoted;
use serde::Serialize;

/// What went wrong. The UI branches on this; the message is for people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum ErrorKind {
    /// Import text that is not JSON at all ('Invalid form data', spec §5).
    InvalidJson,
    /// JSON that has no `fields` list (decision 10).
    MissingFields,
    /// A form or field of the wrong shape; `path` names the first problem.
    InvalidField,
    /// An action named a field id the form does not have.
    FieldNotFound,
    /// `addField` with a type that is not one of the ten kinds.
    UnknownFieldType,
    /// An update that would change a field's id or make it invalid.
    InvalidChange,
    /// A validation bound whose text does not start with an integer.
    NotANumber,
    /// A validation rule that does not apply to the field's kind (spec §5).
    RuleNotApplicable,
    /// An option action on a field without options, or an index out of range.
    OptionNotFound,
    /// `updateCondition` on a field that has no condition.
    NoCondition,
    /// A condition watching the field itself or a field that does not exist.
    InvalidConditionField,
    /// `loadTemplate` with a key that names no template.
    TemplateNotFound,
    /// `setFieldKey` with a key that is not safe or is another field's
    /// (the message names the rule; `editor::keys`).
    InvalidKey,
    /// An action object the facade could not read.
    InvalidAction,
    /// An autosave record that cannot be read.
    CorruptAutosave,
    /// An import over the stated limits (file size, field count, nesting depth;
    /// `import::LIMITS`, docs/editor.md).
    TooLarge,
    /// An export (HTML, React, CSV, schema) or the preview of a form without fields (spec §5).
    NoFields,
    /// An export format name that is not json, html, react, csv or schema.
    UnknownFormat,
    /// A serializer failed while writing an export (not expected for any form).
    EncodingFailed,
}

/// An error of the core: a kind, a short message and, for shape errors, where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(
    feature = "ts",
    derive(ts_rs::TS),
    ts(rename = "CoreError", optional_fields)
)]
#[serde(rename_all = "camelCase")]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
}

/// A result as the facade sends it to the UI: the value itself, or
/// `{error}` with the core's error (an export, reading an autosave record).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Outcome<T> {
    Done(T),
    Refused { error: Error },
}

impl<T> From<Result<T, Error>> for Outcome<T> {
    fn from(result: Result<T, Error>) -> Outcome<T> {
        match result {
            Ok(value) => Outcome::Done(value),
            Err(error) => Outcome::Refused { error },
        }
    }
}

/// The text of an import of something that is not JSON (spec §5 and §8).
pub const INVALID_FORM_DATA: &str = "Invalid form data";

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
            path: None,
        }
    }

    pub fn at(kind: ErrorKind, path: impl Into<String>, message: impl Into<String>) -> Error {
        Error {
            kind,
            message: message.into(),
            path: Some(path.into()),
        }
    }

    pub(crate) fn field_not_found(id: &crate::model::FieldId) -> Error {
        Error::new(
            ErrorKind::FieldNotFound,
            format!("No field with id {}", quoted(id.as_str())),
        )
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.path {
            Some(path) if !path.is_empty() => write!(f, "{path}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_puts_the_path_first() {
        let e = Error::at(
            ErrorKind::InvalidField,
            "fields[1].label",
            "expected a string",
        );
        assert_eq!(e.to_string(), "fields[1].label: expected a string");
        assert_eq!(
            Error::new(ErrorKind::InvalidJson, INVALID_FORM_DATA).to_string(),
            "Invalid form data"
        );
    }

    #[test]
    fn an_empty_path_is_not_shown() {
        let e = Error::at(ErrorKind::InvalidChange, "", "The field cannot be edited");
        assert_eq!(e.to_string(), "The field cannot be edited");
    }

    #[test]
    fn an_outcome_is_the_value_or_an_error_object() {
        let done: Outcome<u8> = Ok(3).into();
        assert_eq!(serde_json::to_value(done).unwrap(), serde_json::json!(3));
        let refused: Outcome<u8> = Err(Error::new(ErrorKind::NoFields, "none")).into();
        assert_eq!(
            serde_json::to_value(refused).unwrap(),
            serde_json::json!({"error": {"kind": "noFields", "message": "none"}})
        );
    }

    #[test]
    fn kinds_serialize_in_camel_case() {
        let json = serde_json::to_value(Error::new(ErrorKind::MissingFields, "x")).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"kind": "missingFields", "message": "x"})
        );
    }
}
