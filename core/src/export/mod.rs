//! The five exports a designer takes away (spec §7, decisions 1–6): the JSON
//! envelope, a self-contained HTML page, a React component, a CSV header line
//! and a JSON Schema. The UI (through the wasm facade) and the `formwright-cli`
//! tool call [`export`]; each format lives in its own module, file names in
//! [`file_name`].
//!
//! Every exporter takes any [`Form`] an import can hold — empty titles, ids
//! with spaces, duplicate ids, HTML or JSX in labels, 10,000-character labels —
//! and never panics. What the formats share (the DOM ids of controls and which
//! options a default value selects) is decided once here, so the HTML page and
//! the React component always agree. The decisions are written down in
//! `docs/exports.md`.

mod csv;
pub mod file_name;
mod html;
mod json;
mod react;
mod schema;

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind};
use crate::kinds::Control;
use crate::model::Form;

pub(crate) use crate::answers::{initial_text, selected_options};
use crate::time::Timestamp;

/// An export format. Serialized as `"json"`, `"html"`, `"react"`, `"csv"`, `"schema"`.
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
}

impl Format {
    /// Every format, in the order the spec lists them.
    pub const ALL: [Format; 5] = [
        Format::Json,
        Format::Html,
        Format::React,
        Format::Csv,
        Format::Schema,
    ];

    /// The serde name, also what [`FromStr`] accepts.
    pub fn name(self) -> &'static str {
        match self {
            Format::Json => "json",
            Format::Html => "html",
            Format::React => "react",
            Format::Csv => "csv",
            Format::Schema => "schema",
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
                    format!("There is no export format {s:?} (json, html, react, csv or schema)"),
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

/// The error of an export that could not be made: there are no fields
/// (`noFields`: HTML, React, CSV and schema need one, spec §5; JSON never
/// refuses), or a serializer failed (`encodingFailed`: not expected for any
/// form, kept so that no export can panic).
pub(crate) fn encoding_failed(e: impl fmt::Display) -> Error {
    Error::new(
        ErrorKind::EncodingFailed,
        format!("The export could not be written: {e}"),
    )
}

/// Exports `form` as `format`. `now` is the `exportedAt` time of the JSON
/// envelope (the core reads no clock); the other formats do not depend on it.
pub fn export(form: &Form, format: Format, now: Timestamp) -> Result<ExportFile, Error> {
    if format != Format::Json && form.fields.is_empty() {
        return Err(Error::new(
            ErrorKind::NoFields,
            "The form has no fields to export",
        ));
    }
    let content = match format {
        Format::Json => json::render(form, now)?,
        Format::Html => html::render(form),
        Format::React => react::render(form),
        Format::Csv => csv::render(form)?,
        Format::Schema => schema::render(form)?,
    };
    Ok(ExportFile {
        file_name: file_name::file_name(&form.title, format),
        mime: format.mime().to_owned(),
        content,
    })
}

/// The DOM ids of every control of a form, shared by the HTML and React exports.
///
/// A field id may be anything an import holds (empty, with spaces, repeated),
/// but an HTML id must be non-empty, free of whitespace and unique. The first
/// field with a valid id (non-empty, no whitespace or control character) keeps
/// it as it is, always. The other fields get their id with whitespace and
/// control characters turned into `_` (`field` when empty), with the first
/// free suffix `-2`, `-3`, … when that is taken. Options of checkbox and radio
/// groups get `<control id>-<n>` (n from 1) under the same rule, allocated
/// after every field, so a field never loses its own id to an option.
pub(crate) struct DomIds {
    fields: Vec<String>,
    options: Vec<Vec<String>>,
}

impl DomIds {
    pub(crate) fn new(form: &Form) -> DomIds {
        let mut used = HashSet::with_capacity(form.fields.len() * 2);
        let mut next_suffix = HashMap::new();
        // First pass: every valid id keeps itself, whatever comes before it.
        let kept: Vec<bool> = form
            .fields
            .iter()
            .map(|f| is_valid_dom_id(f.id.as_str()) && used.insert(f.id.as_str().to_owned()))
            .collect();
        let fields: Vec<String> = form
            .fields
            .iter()
            .zip(&kept)
            .map(|(f, kept)| {
                if *kept {
                    f.id.as_str().to_owned()
                } else {
                    allocate(dom_id_base(f.id.as_str()), &mut used, &mut next_suffix)
                }
            })
            .collect();
        let options = form
            .fields
            .iter()
            .zip(&fields)
            .map(|(field, id)| match field.kind.control() {
                Control::CheckboxGroup | Control::RadioGroup => (1..=field.options().len())
                    .map(|n| allocate(format!("{id}-{n}"), &mut used, &mut next_suffix))
                    .collect(),
                _ => Vec::new(),
            })
            .collect();
        DomIds { fields, options }
    }

    /// The id of the field's control (or of its group's first box: none, a
    /// group is labelled by its legend).
    pub(crate) fn field(&self, index: usize) -> &str {
        self.fields.get(index).map_or("field", String::as_str)
    }

    /// The id of option `option` of field `index` in a checkbox or radio group.
    pub(crate) fn option(&self, index: usize, option: usize) -> &str {
        self.options
            .get(index)
            .and_then(|o| o.get(option))
            .map_or("option", String::as_str)
    }
}

fn is_valid_dom_id(id: &str) -> bool {
    !id.is_empty() && !id.chars().any(|c| c.is_whitespace() || c.is_control())
}

fn dom_id_base(field_id: &str) -> String {
    if field_id.is_empty() {
        return "field".to_owned();
    }
    field_id
        .chars()
        .map(|c| {
            if c.is_whitespace() || c.is_control() {
                '_'
            } else {
                c
            }
        })
        .collect()
}

/// The base itself if free, else the base with the first free `-n` suffix.
/// The next suffix to try is remembered per base, so many repeats of one id
/// cost linear time, not quadratic.
fn allocate(
    base: String,
    used: &mut HashSet<String>,
    next_suffix: &mut HashMap<String, u64>,
) -> String {
    if used.insert(base.clone()) {
        return base;
    }
    let mut n = next_suffix.get(&base).copied().unwrap_or(2);
    loop {
        let candidate = format!("{base}-{n}");
        n += 1;
        if used.insert(candidate.clone()) {
            next_suffix.insert(base, n);
            return candidate;
        }
    }
}

/// The title a page shows: the form's, or the default title when it is blank
/// (an HTML `<title>` must not be empty).
pub(crate) fn display_title(form: &Form) -> &str {
    if form.title.trim().is_empty() {
        crate::model::DEFAULT_TITLE
    } else {
        &form.title
    }
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
}
