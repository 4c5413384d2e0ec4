//! The report of an import: each repair or drop the forgiving reader
//! (`crate::import`) made, as a [`Change`] with its JSON path and a sentence
//! for the designer. The reader writes it, the `loadImported` action carries
//! it from the extras module to the builder's editor ([`ReportJson`], handed
//! on unread), and the UI and the CLI show it ([`report_text`]).

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::json_read::{Elements, ReadJson, invalid_type, missing_field, unit_variant};

/// Whether a change repaired a value (it is there, changed) or dropped it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum ChangeKind {
    Repaired,
    Dropped,
}

impl ReadJson for ChangeKind {
    fn read_json(value: Value) -> Result<Self, String> {
        Ok(match unit_variant(value, &["repaired", "dropped"])? {
            0 => ChangeKind::Repaired,
            _ => ChangeKind::Dropped,
        })
    }
}

/// One repair or drop: where (`fields[3].conditional`, or `id` for the
/// form's own id) and what happened, in a sentence for the designer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Change {
    pub path: String,
    pub kind: ChangeKind,
    pub message: String,
}

/// An object (other keys ignored) or the list of its values, as serde's
/// derive reads it (a `loadImported` action's report).
impl ReadJson for Change {
    fn read_json(value: Value) -> Result<Self, String> {
        let map = match value {
            Value::Object(map) => map,
            Value::Array(items) => {
                let mut list = Elements::new(items, "Change", 3);
                let change = Change {
                    path: list.required()?,
                    kind: list.required()?,
                    message: list.required()?,
                };
                return list.end(change);
            }
            other => return Err(invalid_type(&other, "struct Change")),
        };
        let (mut path, mut kind, mut message) = (None, None, None);
        for (key, value) in map {
            match key.as_str() {
                "path" => path = Some(String::read_json(value)?),
                "kind" => kind = Some(ChangeKind::read_json(value)?),
                "message" => message = Some(String::read_json(value)?),
                _ => {}
            }
        }
        Ok(Change {
            path: path.ok_or_else(|| missing_field("path"))?,
            kind: kind.ok_or_else(|| missing_field("kind"))?,
            message: message.ok_or_else(|| missing_field("message"))?,
        })
    }
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

/// The changes made while reading, in the order of the file.
pub type Report = Vec<Change>;

/// A report on its way to the UI: the `loadImported` action carries it and
/// the editor hands it on unread (`Delta.importReport`), so the builder's
/// wasm module keeps it as the JSON the extras module wrote and needs no
/// reader of [`Change`]s.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ReportJson(Value);

impl ReportJson {
    pub fn new(report: &[Change]) -> ReportJson {
        // Serialising our own types cannot fail.
        ReportJson(serde_json::to_value(report).unwrap_or_default())
    }

    /// The changes, read back (tests, and a caller that shows them).
    pub fn changes(&self) -> Result<Report, serde_json::Error> {
        Report::deserialize(&self.0)
    }
}

/// Any JSON: the UI reads it as a [`Report`].
impl ReadJson for ReportJson {
    fn read_json(value: Value) -> Result<Self, String> {
        Ok(ReportJson(value))
    }
}

/// The report as text, one change a line (the dialog's copyable text, the CLI).
pub fn report_text(report: &[Change]) -> String {
    report.iter().map(|c| format!("{c}\n")).collect()
}
