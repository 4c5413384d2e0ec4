//! The one forgiving form reader (spec §4, §5; decisions 10–12, docs/editor.md
//! "Import and load"): the Import button, the autosave restore and the CLI
//! read forms here.
//!
//! It loads what can be loaded and says what it changed: each repair or drop
//! is a [`Change`] with its JSON path and a plain sentence
//! (`fields[9].defaultValue: a true/false value was turned into text`). Only
//! what cannot be a form is refused — text that is not JSON, JSON that is not
//! an object, an object without a `fields` list, anything over [`LIMITS`] —
//! with a reason in words and, where there is one, the path. Nothing here
//! panics, whatever the bytes; on a refusal nothing was built, so the caller's
//! form is untouched. Unknown keys of the form and its fields are kept
//! (decision 11).
//!
//! [`Identity::New`] (an import) gives the form a new id and timestamps (spec
//! §4); [`Identity::Kept`] (an autosave restore) keeps them, repairing them
//! when they are missing or odd. Field ids are kept either way; an empty or
//! repeated one gets a fresh id (the first holder keeps it).
//!
//! The reader itself is the core's feature `reader` (in `default`; the
//! builder's wasm module leaves it out, the extras module has it), one file a
//! concern under `import/`: `read.rs` (the entry points), `sniff.rs` (what the
//! bytes are), `lenient.rs`, `fields.rs` and `condition.rs` (the forgiving
//! reading and its report), `scan.rs` (what only the text shows), `bounds.rs`
//! (what may load), `wording.rs` (the designer's words), `action.rs` (the
//! `loadImported` action). The limits, the report's types, `check_size` and
//! the id repair that `loadForm` and `loadImported` share are here, in every
//! build.

use rustc_hash::FxHashSet;
use std::sync::Arc;

use serde::Serialize;

use crate::error::{Error, ErrorKind};
use crate::ids::IdGen;
use crate::model::{Field, FieldId, FieldList};
// The report's types, for the reader's files (`read.rs`, `scan.rs`), which
// write the report.
#[cfg(any(doc, feature = "reader"))]
use crate::wire::{Change, ChangeKind, Report, report_text};

/// What the reader takes at most. Over them the file is refused with
/// [`ErrorKind::TooLarge`]; the text is never parsed past the byte limit.
///
/// Two sizes: the file (read and parsed off the page's main thread in the
/// browser, so it may be large) and the form once read (what the builder
/// loads, draws and saves on the main thread, so it bounds the work there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// The file's size in bytes of UTF-8 (a byte order mark not counted).
    pub max_bytes: usize,
    /// The form once read, as compact JSON, in bytes (unknown keys included).
    pub max_form_bytes: usize,
    /// Items in the `fields` list.
    pub max_fields: usize,
    /// Options of one field.
    pub max_options: usize,
    /// Clauses of one condition group (`showWhen` or `requiredWhen`, issue 26).
    pub max_clauses: usize,
    /// Characters (Unicode scalar values) in any one text of the form: its
    /// title and description, a field's id, type, label, placeholder,
    /// default value, pattern, condition field id and value, each option,
    /// and every key of every object in the file (keys become report paths).
    /// Over it the file is refused with the path. A path in the report is
    /// cut to this length.
    pub max_text_chars: usize,
    /// Lists and objects inside one another (serde_json's recursion limit).
    pub max_depth: usize,
    /// Lines of the import's report, its last line "and N more changes"
    /// included when there are more.
    pub max_report_lines: usize,
    /// Bytes of the report as [`report_text`] writes it, that last line
    /// included.
    pub max_report_bytes: usize,
}

/// The stated limits (docs/editor.md).
pub const LIMITS: Limits = Limits {
    max_bytes: 64 * 1024 * 1024,
    max_form_bytes: 10 * 1024 * 1024,
    max_fields: 10_000,
    max_options: 1_000,
    max_clauses: crate::model::MAX_CLAUSES,
    max_text_chars: 10_000,
    max_depth: 128,
    max_report_lines: 200,
    max_report_bytes: 64 * 1024,
};

impl Default for Limits {
    fn default() -> Limits {
        LIMITS
    }
}

/// The forgiving reader itself (feature `reader`): the builder's wasm module
/// leaves it out; the extras module reads imports and autosave records.
#[cfg(feature = "reader")]
mod action;
#[cfg(feature = "reader")]
mod bounds;
#[cfg(feature = "reader")]
mod condition;
#[cfg(feature = "reader")]
mod fields;
#[cfg(feature = "reader")]
mod lenient;
#[cfg(feature = "reader")]
mod read;
#[cfg(feature = "reader")]
mod scan;
#[cfg(feature = "reader")]
mod sniff;
#[cfg(feature = "reader")]
mod wording;
#[cfg(feature = "reader")]
pub use action::{import_action, import_file_action};
#[cfg(feature = "reader")]
pub use bounds::broken_bound;
#[cfg(feature = "reader")]
pub use read::*;
#[cfg(feature = "reader")]
pub use sniff::{parse_json, utf8_text};

/// A file the designer picked, `size` bytes long, of which `bytes` were read
/// (none when its size alone refuses it: the browser does not read a file
/// that cannot be a form): the `loadImported` action (new ids from `seed`,
/// the editor's `importSeed`), or why not. Over the limit by its size (a
/// byte order mark not counted) it is refused unread; else as
/// [`import_file_action`] (kind of file, UTF-8, then the reader). The extras
/// module's one call of an import.
#[cfg(feature = "reader")]
pub fn import_picked_file(
    bytes: &[u8],
    size: usize,
    seed: u64,
    now: crate::time::Timestamp,
) -> Result<crate::wire::ExtrasAction, Error> {
    check_size(size.saturating_sub(BOM.len()))?;
    import_file_action(bytes, seed, now)
}

/// UTF-8's byte order mark, which a file may start with.
pub const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The refusal of a file of `len` bytes when that is over the limit (the
/// CLI asks before reading a file).
pub fn check_size(len: usize) -> Result<(), Error> {
    if len <= LIMITS.max_bytes {
        return Ok(());
    }
    Err(Error::new(
        ErrorKind::TooLarge,
        format!(
            "The file is {}; a form file may be at most {}",
            megabytes(len),
            megabytes(LIMITS.max_bytes)
        ),
    ))
}

/// The refusal of a stream that goes on past the size limit (a pipe, a
/// device: the CLI stops reading there, so only "more than" is known), in
/// `check_size`'s words.
pub fn too_large_stream() -> Error {
    let max = megabytes(LIMITS.max_bytes);
    Error::new(
        ErrorKind::TooLarge,
        format!("The file is more than {max}; a form file may be at most {max}"),
    )
}

/// `n` bytes as megabytes with one decimal, rounded half up. In u64 parts
/// (whole megabytes, then the rest) rather than u128: u128's formatting code
/// would be in the builder's wasm module for this alone
/// (docs/bench-log/2026-11-23-issue-10-stop-16.md).
fn megabytes(n: usize) -> String {
    const MB: u64 = 1_048_576;
    let n = n as u64;
    let tenths = n / MB * 10 + (n % MB * 10 + MB / 2) / MB;
    format!("{}.{} MB", tenths / 10, tenths % 10)
}

/// The fields with every id unique and non-empty: the first holder of an id
/// keeps it, a later holder (or an empty id) gets a fresh one. (The editor's
/// `loadForm` of a form already read.)
pub(crate) fn with_unique_ids(fields: Vec<Field>, ids: &mut IdGen) -> FieldList {
    let all: FxHashSet<FieldId> = fields.iter().map(|f| f.id.clone()).collect();
    let mut seen: FxHashSet<FieldId> =
        FxHashSet::with_capacity_and_hasher(fields.len(), Default::default());
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
