//! The formats, the file an export produces and the entry point: [`export`]
//! checks that the form can be exported, hands it to the format's module and
//! names the file. The UI (through the wasm facade) and `formwright-cli` call
//! it; the format modules call [`encoding_failed`] when a serializer fails.

use crate::json_read::quoted;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{csv, file_name, html, json, react, rhf, schema};
use crate::error::{Error, ErrorKind};
use crate::model::Form;
#[cfg(feature = "regress")]
use crate::rules::Regress;
use crate::rules::{self, EcmaEngine};
use crate::time::Timestamp;

/// An export format. Serialized as `"json"`, `"html"`, `"react"`, `"csv"`, `"schema"`, `"rhf"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// The export envelope: the form plus `exportedAt` and `version` (decision 6).
    Json,
    /// A standalone HTML page with the form (decisions 1 and 2).
    Html,
    /// A React function component in a `.jsx` file (decision 3).
    React,
    /// One RFC 4180 header line of the field labels (decision 4).
    Csv,
    /// A JSON Schema (draft 2020-12) of an answer set (decision 5).
    Schema,
    /// A React + TypeScript module with react-hook-form and zod, the form's
    /// rules compiled into its schema (decision 18, issue 25).
    Rhf,
}

impl Format {
    /// Every format: the spec's five in its order, then ours.
    pub const ALL: [Format; 6] = [
        Format::Json,
        Format::Html,
        Format::React,
        Format::Csv,
        Format::Schema,
        Format::Rhf,
    ];

    /// The serde name, also what [`FromStr`] accepts.
    pub fn name(self) -> &'static str {
        match self {
            Format::Json => "json",
            Format::Html => "html",
            Format::React => "react",
            Format::Csv => "csv",
            Format::Schema => "schema",
            Format::Rhf => "rhf",
        }
    }

    /// The media type of the downloaded file.
    pub fn mime(self) -> &'static str {
        match self {
            Format::Json => "application/json",
            Format::Html => "text/html;charset=utf-8",
            Format::React => "text/javascript;charset=utf-8",
            Format::Csv => "text/csv;charset=utf-8",
            Format::Schema => "application/schema+json",
            // No media type is registered for TypeScript; plain text keeps it readable everywhere.
            Format::Rhf => "text/plain;charset=utf-8",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Format {
    type Err = Error;

    /// A format by its name; any other text is an `unknownFormat` error.
    fn from_str(s: &str) -> Result<Format, Error> {
        Format::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| {
                Error::new(
                    ErrorKind::UnknownFormat,
                    format!(
                        "There is no export format {} (json, html, react, csv, schema or rhf)",
                        quoted(s)
                    ),
                )
            })
    }
}

/// What an export produces: a file to download (or, for the schema and the
/// React code, text to copy).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ExportFile {
    pub file_name: String,
    pub mime: String,
    pub content: String,
}

/// The error of an export whose serializer failed (`encodingFailed`): not
/// expected for any form, kept so that no export can panic. The other refusal,
/// `noFields`, is [`export`]'s own.
pub(super) fn encoding_failed(e: impl fmt::Display) -> Error {
    Error::new(
        ErrorKind::EncodingFailed,
        format!("The export could not be written: {e}"),
    )
}

/// Exports `form` as `format`, patterns checked by [`Regress`]. `now` is the
/// `exportedAt` time of the JSON envelope (the core reads no clock); the other
/// formats do not depend on it. A form without fields exports only as JSON
/// (`noFields`: the others need one, spec §5).
#[cfg(feature = "regress")]
pub fn export(form: &Form, format: Format, now: Timestamp) -> Result<ExportFile, Error> {
    export_with(form, format, now, &Regress)
}

/// [`export_with`] of a form written as JSON text by the editor (the extras
/// wasm module's entry: the form crosses from the builder's module as text)
/// and a format named as [`Format`] reads it. A text that is not a form is an
/// `invalidField` error; an unknown format name `unknownFormat`.
pub fn export_text(
    form: &str,
    format: &str,
    now: Timestamp,
    patterns: &dyn EcmaEngine,
) -> Result<ExportFile, Error> {
    let format = format.parse::<Format>()?;
    let unreadable =
        |e: &dyn fmt::Display| Error::new(ErrorKind::InvalidField, format!("Unreadable form: {e}"));
    // What `serde_json::from_str::<Form>` does, in its order (the value, the
    // form's shape, then nothing after it), with the same messages, without
    // linking a second instance of the JSON reader for `Form`.
    let mut reader = serde_json::Deserializer::from_str(form);
    let value = Value::deserialize(&mut reader).map_err(|e| unreadable(&e))?;
    let form = Form::from_json(value).map_err(|e| unreadable(&e.message))?;
    reader.end().map_err(|e| unreadable(&e))?;
    export_with(&form, format, now, patterns)
}

/// [`export`] with another pattern engine: it decides which of the form's
/// patterns compile, and so which the page, the component and the schema
/// carry (the wasm facade can pass the browser's own `RegExp`).
pub fn export_with(
    form: &Form,
    format: Format,
    now: Timestamp,
    patterns: &dyn EcmaEngine,
) -> Result<ExportFile, Error> {
    // Layout items (issue 26) are no fields to answer.
    if format != Format::Json && form.fields.iter().all(|f| f.is_layout()) {
        return Err(Error::new(
            ErrorKind::NoFields,
            "The form has no fields to export",
        ));
    }
    let content = match format {
        Format::Json => json::render(form, now)?,
        Format::Html => html::render(form, &rules::plan_with(form, patterns))?,
        Format::React => react::render(form, &rules::plan_with(form, patterns))?,
        Format::Csv => csv::render(form),
        Format::Schema => {
            let answerable = answerable_only(form);
            schema::render(&answerable, &rules::plan_with(&answerable, patterns))
        }
        Format::Rhf => {
            let answerable = answerable_only(form);
            let rules = rules::plan_with(&answerable, patterns);
            // The module draws the layout items from the whole form (issue 26).
            if form.fields.iter().any(|f| f.is_layout()) {
                let whole = rules::plan_with(form, patterns);
                rhf::render_with_layout(&answerable, &rules, Some((form, &whole)))?
            } else {
                rhf::render(&answerable, &rules)?
            }
        }
    };
    Ok(ExportFile {
        file_name: file_name::file_name_with(&form.title, format, &|t| patterns.lowercase(t)),
        mime: format.mime().to_owned(),
        content,
    })
}

/// `form` without its layout items (issue 26), for the exports that list
/// only answers (the JSON Schema, react-hook-form): a layout item has no
/// answer, and a clause on one is false, as a clause on a field the form
/// does not have. (Its ids are distinct, as the editor and the reader keep
/// them, so no field takes a layout item's place as a clause's target.)
fn answerable_only(form: &Form) -> std::borrow::Cow<'_, Form> {
    if !form.fields.iter().any(|f| f.is_layout()) {
        return std::borrow::Cow::Borrowed(form);
    }
    let mut answerable = form.clone();
    answerable.fields = form
        .fields
        .iter()
        .filter(|f| !f.is_layout())
        .cloned()
        .collect();
    std::borrow::Cow::Owned(answerable)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn format_names_round_trip() {
        for f in Format::ALL {
            assert_eq!(f.name().parse::<Format>(), Ok(f));
            assert_eq!(serde_json::to_string(&f).ok(), Some(format!("\"{f}\"")));
        }
        assert!("JSON".parse::<Format>().is_err());
    }

    /// `export_text` reads the form as `serde_json::from_str::<Form>` did:
    /// the same form, or the same message, whatever is wrong first.
    #[test]
    fn export_text_reads_as_from_str_reads() {
        let good =
            serde_json::to_string(&crate::templates::all()[0].to_form("f".into(), Timestamp(0)))
                .expect("a form writes");
        let mut texts = vec![
            good.clone(),
            format!("{good} "),
            format!("{good} x"),
            format!("{good}{{}}"),
            good.replace("\"title\"", "\"titel\""),
            format!("{} x", good.replace("\"title\"", "\"titel\"")),
            good.replace("\"fields\":[", "\"fields\":[1,"),
            good[..good.len() / 2].to_owned(),
            String::new(),
            "null".to_owned(),
            "[]".to_owned(),
            "{\"id\": 1}".to_owned(),
            "{\"id\": 1} ]".to_owned(),
            "{\n\"a\":\n tru}".to_owned(),
        ];
        texts.push(format!("\n\n  {good}\n"));
        for text in &texts {
            let ours = export_text(text, "json", Timestamp(0), &Regress).map_err(|e| e.message);
            let theirs = serde_json::from_str::<Form>(text)
                .map_err(|e| format!("Unreadable form: {e}"))
                .and_then(|form| export(&form, Format::Json, Timestamp(0)).map_err(|e| e.message));
            assert_eq!(ours, theirs, "{text}");
        }
    }
}
