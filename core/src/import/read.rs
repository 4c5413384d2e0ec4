//! The reader's entry points (feature `reader`, in `default`): JSON text, a
//! file's bytes or a parsed value to a form and the report of its changes.
//! The builder's wasm module is built without it; the extras module has it
//! and hands the editor the `loadImported` action (`action.rs`;
//! ARCHITECTURE.md, "Two wasm modules"). What the bytes are is checked in
//! `sniff.rs`, the form read field by field in `lenient.rs`, `fields.rs` and
//! `condition.rs`, what loads bounded in `bounds.rs`.

use serde::Serialize;
use serde_json::Value;

use super::bounds::check_loaded;
use super::lenient::Reader;
use super::scan::{Scan, scan};
use super::sniff::{parse_json, utf8_text};
use super::wording::{describe, thousands};
use super::{Change, LIMITS, Report};
use crate::error::{Error, ErrorKind};
use crate::ids::IdGen;
use crate::model::Form;
use crate::time::Timestamp;

/// A form read, and what was changed to read it.
#[derive(Debug, Clone, PartialEq)]
pub struct Reading {
    pub form: Form,
    pub report: Report,
}

/// Whose id and timestamps the form gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Identity {
    /// An import: a new form id, created and updated now (spec §4).
    New,
    /// A restore: the form's own id and times, repaired when odd.
    Kept,
}

/// The form an Import of `text` loads, the report aside (the editor's
/// `importJson` keeps the report: [`read_form`]).
pub fn import_form(text: &str, ids: &mut IdGen, now: Timestamp) -> Result<Form, Error> {
    read_form(text, ids, now, Identity::New).map(|r| r.form)
}

/// Reads a form from the bytes of a file: UTF-8, a byte order mark skipped.
pub fn read_form_bytes(
    bytes: &[u8],
    ids: &mut IdGen,
    now: Timestamp,
    identity: Identity,
) -> Result<Reading, Error> {
    read_form(utf8_text(bytes)?, ids, now, identity)
}

/// Reads a form from JSON text (a byte order mark skipped).
pub fn read_form(
    text: &str,
    ids: &mut IdGen,
    now: Timestamp,
    identity: Identity,
) -> Result<Reading, Error> {
    let value = parse_json(text)?;
    read_scanned(value, scan(text, None)?, ids, now, identity, None, None)
}

/// Reads the form held under the key `under` of the JSON object `text`
/// (an autosave record's `form`), `value` being that form as parsed: as
/// [`read_form_value`], with what only the text shows (keys written twice,
/// numbers a double does not hold, over-long keys) too. The report's paths
/// start with `under` (a refusal's do not), and `last`, a change of the
/// record's own, ends it (within the report's cap).
pub(crate) fn read_form_under(
    text: &str,
    under: &str,
    value: Value,
    ids: &mut IdGen,
    now: Timestamp,
    identity: Identity,
    last: Option<Change>,
) -> Result<Reading, Error> {
    let scan = scan(text, Some(under))?;
    read_scanned(value, scan, ids, now, identity, Some(under), last)
}

/// Reads a form from a JSON value. Keys written twice and the exact text of
/// numbers are gone from a value: [`read_form`] of the text reports them.
pub fn read_form_value(
    value: Value,
    ids: &mut IdGen,
    now: Timestamp,
    identity: Identity,
) -> Result<Reading, Error> {
    read_scanned(value, Scan::default(), ids, now, identity, None, None)
}

fn read_scanned(
    value: Value,
    scan: Scan<'_>,
    ids: &mut IdGen,
    now: Timestamp,
    identity: Identity,
    under: Option<&str>,
    last: Option<Change>,
) -> Result<Reading, Error> {
    let Value::Object(mut object) = value else {
        return Err(Error::new(
            ErrorKind::MissingFields,
            format!(
                "The file holds {}, not a form: a form is an object with a 'fields' list",
                describe(&value)
            ),
        ));
    };
    let items = match object.remove("fields") {
        Some(Value::Array(items)) => items,
        None => {
            return Err(Error::at(
                ErrorKind::MissingFields,
                "fields",
                "missing: a form needs a 'fields' list",
            ));
        }
        Some(other) => {
            return Err(Error::at(
                ErrorKind::MissingFields,
                "fields",
                format!("{} is not a list of fields", describe(&other)),
            ));
        }
    };
    if items.len() > LIMITS.max_fields {
        return Err(Error::at(
            ErrorKind::TooLarge,
            "fields",
            format!(
                "{} fields; a form may have at most {}",
                thousands(items.len()),
                thousands(LIMITS.max_fields)
            ),
        ));
    }
    // What only the text shows comes first in the report.
    let mut r = Reader {
        defaults: scan.defaults,
        prefix: under,
        ..Reader::default()
    };
    for note in scan.notes {
        r.push(note);
    }
    r.more += scan.more;
    let form = r.form(object, items, ids, now, identity);
    if let Some(refusal) = r.refusal {
        return Err(refusal);
    }
    check_loaded(&form)?;
    r.prefix = None;
    if let Some(change) = last {
        r.push(change);
    }
    Ok(Reading {
        form,
        report: r.finish(),
    })
}

/// A file read for the Import button, off the page's main thread: the form
/// as compact JSON text (what the editor's `importJson` then loads, with
/// nothing left to repair) and the report of what was changed to read it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct FileReading {
    pub form: String,
    pub changes: Report,
}

/// Reads an imported file's bytes ([`read_form_bytes`], a new identity) into
/// a [`FileReading`].
pub fn read_file(bytes: &[u8], ids: &mut IdGen, now: Timestamp) -> Result<FileReading, Error> {
    let reading = read_form_bytes(bytes, ids, now, Identity::New)?;
    Ok(FileReading {
        // Serialising our own types cannot fail.
        form: serde_json::to_string(&reading.form).unwrap_or_default(),
        changes: reading.report,
    })
}
