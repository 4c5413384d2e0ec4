//! The forgiving reader (feature `reader`, in `default`): JSON text or a
//! file's bytes to a form and the report of its changes. The builder's wasm
//! module is built without it; the extras module has it and hands the
//! editor the `loadImported` action (ARCHITECTURE.md, "Two wasm modules").

use std::collections::HashSet;
use std::sync::Arc;

use serde::Serialize;
use serde_json::{Map, Number, Value};

use super::scan::{Scan, scan};
use super::{Change, ChangeKind, LIMITS, Report, check_size, megabytes};
use crate::editor::ExtrasAction;
use crate::edits::parse_int_prefix;
use crate::error::{Error, ErrorKind, INVALID_FORM_DATA};
use crate::ids::IdGen;
use crate::kinds::{FieldType, Kind};
use crate::model::{
    ConditionOp, Conditional, DEFAULT_TITLE, DefaultValue, Field, FieldId, FieldList, Form,
    ShowWhen, Validation,
};
use crate::submit::Submit;
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

/// The text of a file's bytes, or why they are not a form's text: over the
/// size limit, plainly another kind of file, not UTF-8. A byte order mark is
/// skipped. (The browser checks a file's bytes with it before decoding them.)
pub fn utf8_text(bytes: &[u8]) -> Result<&str, Error> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    check_size(bytes.len())?;
    sniff(bytes)?;
    std::str::from_utf8(bytes).map_err(|e| {
        invalid(format!(
            "the file is not UTF-8 text (byte {})",
            e.valid_up_to()
        ))
    })
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

/// JSON text as a value, within [`LIMITS`] (a byte order mark skipped); a
/// refusal says why in words, with the line and column.
pub fn parse_json(text: &str) -> Result<Value, Error> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    check_size(text.len())?;
    sniff(text.as_bytes())?;
    if text.trim().is_empty() {
        return Err(invalid("the file is empty".to_owned()));
    }
    serde_json::from_str(text).map_err(|e| parse_error(&e))
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

/// The `loadImported` action that loads an import of `text` (a new identity;
/// new ids drawn from `seed`, the editor's `importSeed`): what the editor's
/// `importJson` does, read outside it (the extras module's `readImport`).
pub fn import_action(text: &str, seed: u64, now: Timestamp) -> Result<ExtrasAction, Error> {
    let reading = read_form(text, &mut IdGen::new(seed), now, Identity::New)?;
    Ok(loaded(reading))
}

/// [`import_action`] of a file's bytes ([`read_form_bytes`]): the import
/// worker's `readImportFile`.
pub fn import_file_action(bytes: &[u8], seed: u64, now: Timestamp) -> Result<ExtrasAction, Error> {
    let reading = read_form_bytes(bytes, &mut IdGen::new(seed), now, Identity::New)?;
    Ok(loaded(reading))
}

fn loaded(reading: Reading) -> ExtrasAction {
    ExtrasAction::LoadImported {
        form: reading.form,
        report: reading.report,
    }
}

/// The first of the reader's bounds (issue 23; SECURITY.md, "A hostile
/// file") that `report` and `form` break, in words; none when all hold: the
/// report within its lines and bytes, each path within the text limit (cut,
/// with `…`), every text and key of the form within it, at most
/// `max_options` options, and no carriage return in a text compared with an
/// answer. The property tests and the fuzz target assert it of whatever loads.
pub fn broken_bound(report: &[Change], form: &Form) -> Option<String> {
    if report.len() > LIMITS.max_report_lines {
        return Some(format!("the report has {} lines", report.len()));
    }
    let bytes = super::report_text(report).len();
    if bytes > LIMITS.max_report_bytes {
        return Some(format!("the report has {bytes} bytes"));
    }
    if let Some(c) = report
        .iter()
        .find(|c| c.path.chars().count() > LIMITS.max_text_chars + 1)
    {
        return Some(format!(
            "a report path of {} characters",
            c.path.chars().count()
        ));
    }
    let within = |s: &str| s.chars().nth(LIMITS.max_text_chars).is_none();
    if !(within(&form.title) && within(&form.description) && form.extra.keys().all(|k| within(k))) {
        return Some("the form's title, description or a key is over the text limit".to_owned());
    }
    for f in form.fields.iter() {
        let mut texts = vec![f.id.as_str(), f.kind.name(), &f.label];
        texts.extend(f.placeholder.as_deref());
        texts.extend(f.validation.as_ref().and_then(|v| v.pattern.as_deref()));
        texts.extend(f.extra.keys().map(String::as_str));
        let mut compared: Vec<&str> = f.options().iter().map(String::as_str).collect();
        if let Some(DefaultValue::Text(t)) = &f.default_value {
            compared.push(t);
        }
        if let Some(c) = &f.conditional {
            texts.push(c.show_when.field_id.as_str());
            compared.push(&c.show_when.value);
        }
        if f.options().len() > LIMITS.max_options {
            return Some(format!(
                "field {:?} has {} options",
                f.id.as_str(),
                f.options().len()
            ));
        }
        if !texts.iter().chain(&compared).all(|t| within(t)) {
            return Some(format!(
                "a text of field {:?} is over the text limit",
                f.id.as_str()
            ));
        }
        if compared.iter().any(|t| t.contains('\r')) {
            return Some(format!(
                "a text of field {:?} holds a carriage return",
                f.id.as_str()
            ));
        }
    }
    None
}

/// Refuses a form read from a file whose texts, options or size are over
/// [`LIMITS`]: what the builder loads must stay quick to draw and to save.
fn check_loaded(form: &Form) -> Result<(), Error> {
    let text = |path: String, s: &str| match s.chars().nth(LIMITS.max_text_chars) {
        None => Ok(()),
        Some(_) => Err(Error::at(
            ErrorKind::TooLarge,
            path,
            format!(
                "{} characters; a text may have at most {}",
                thousands(s.chars().count()),
                thousands(LIMITS.max_text_chars)
            ),
        )),
    };
    // Keys become report paths; the text of the file was scanned for them,
    // a value read without its text is checked here.
    let keys = |path: String, map: &serde_json::Map<String, Value>| {
        map.keys()
            .try_for_each(|k| match k.chars().nth(LIMITS.max_text_chars) {
                None => Ok(()),
                Some(_) => Err(Error::at(
                    ErrorKind::TooLarge,
                    path.clone(),
                    format!(
                        "holds a key of {} characters; a text may have at most {}",
                        thousands(k.chars().count()),
                        thousands(LIMITS.max_text_chars)
                    ),
                )),
            })
    };
    text("title".to_owned(), &form.title)?;
    text("description".to_owned(), &form.description)?;
    keys(String::new(), &form.extra).map_err(|e| {
        Error::new(
            ErrorKind::TooLarge,
            format!("The form {}", e.message.replacen("holds", "has", 1)),
        )
    })?;
    for (i, f) in form.fields.iter().enumerate() {
        let p = |key: &str| format!("fields[{i}].{key}");
        text(p("id"), f.id.as_str())?;
        text(p("type"), f.kind.name())?;
        keys(format!("fields[{i}]"), &f.extra)?;
        text(p("label"), &f.label)?;
        if let Some(s) = &f.placeholder {
            text(p("placeholder"), s)?;
        }
        if let Some(DefaultValue::Text(s)) = &f.default_value {
            text(p("defaultValue"), s)?;
        }
        if let Some(s) = f.validation.as_ref().and_then(|v| v.pattern.as_ref()) {
            text(p("validation.pattern"), s)?;
        }
        if let Some(c) = &f.conditional {
            text(
                p("conditional.showWhen.fieldId"),
                c.show_when.field_id.as_str(),
            )?;
            text(p("conditional.showWhen.value"), &c.show_when.value)?;
        }
        let options = f.options();
        if options.len() > LIMITS.max_options {
            return Err(Error::at(
                ErrorKind::TooLarge,
                p("options"),
                format!(
                    "{} options; a field may have at most {}",
                    thousands(options.len()),
                    thousands(LIMITS.max_options)
                ),
            ));
        }
        for (j, o) in options.iter().enumerate() {
            text(format!("fields[{i}].options[{j}]"), o)?;
        }
    }
    let bytes = json_len(form);
    if bytes > LIMITS.max_form_bytes {
        return Err(Error::new(
            ErrorKind::TooLarge,
            format!(
                "The form is {} once read; a form may be at most {}",
                megabytes(bytes),
                megabytes(LIMITS.max_form_bytes)
            ),
        ));
    }
    Ok(())
}

/// The length of `form` as compact JSON (the text the serialiser used
/// everywhere else writes, so no second serialiser is compiled in).
fn json_len(form: &Form) -> usize {
    serde_json::to_string(form).map_or(0, |text| text.len())
}
/// Files that are plainly something else, by their first bytes (also as a
/// browser decodes them: a byte over 0x7F alone becomes U+FFFD).
const SIGNATURES: [(&[u8], &str); 8] = [
    (b"\x89PNG", "a PNG image"),
    (b"\xEF\xBF\xBDPNG", "a PNG image"),
    (b"GIF8", "a GIF image"),
    (b"\xFF\xD8\xFF", "a JPEG image"),
    (
        b"\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD",
        "an image or other binary file",
    ),
    (b"%PDF-", "a PDF document"),
    (b"PK\x03\x04", "a ZIP archive (or an office document)"),
    (b"\x1F\x8B", "a compressed (gzip) file"),
];

fn sniff(bytes: &[u8]) -> Result<(), Error> {
    match SIGNATURES
        .iter()
        .find(|(magic, _)| bytes.starts_with(magic))
    {
        Some((_, what)) => Err(invalid(format!("this is {what}, not a form file"))),
        None => Ok(()),
    }
}

/// 'Invalid form data' (spec §5) with the reason.
fn invalid(reason: String) -> Error {
    Error::new(
        ErrorKind::InvalidJson,
        format!("{INVALID_FORM_DATA}: {reason}"),
    )
}

/// serde_json's parse error in our words, with the line and column.
fn parse_error(e: &serde_json::Error) -> Error {
    let at = format!("line {}, column {}", e.line(), e.column());
    let text = e.to_string();
    if text.contains("recursion limit") {
        Error::new(
            ErrorKind::TooLarge,
            format!(
                "The file nests values more than {} levels deep ({at})",
                LIMITS.max_depth
            ),
        )
    } else if text.contains("number out of range") {
        invalid(format!("a number is too large ({at})"))
    } else if e.is_eof() {
        invalid(format!(
            "the file is not JSON (it stops in the middle, {at})"
        ))
    } else {
        invalid(format!("the file is not JSON ({at})"))
    }
}

/// `12345` as `12,345`.
pub(super) fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// What a value is, in words: `a number`, `text`, `a list`…
fn describe(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a true/false value",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// A user's text in a message: quoted, and cut after 40 characters.
fn quote(text: &str) -> String {
    format!("{:?}", cut(text))
}

/// `text` cut after 40 characters (ending in `…`).
pub(super) fn cut(text: &str) -> std::borrow::Cow<'_, str> {
    const MAX: usize = 40;
    match text.char_indices().nth(MAX) {
        Some((end, _)) => format!("{}…", &text[..end]).into(),
        None => text.into(),
    }
}

/// `text` with each carriage return (alone or before a line feed) a line
/// feed, as a browser delivers a control's value; `None` when it has none.
fn as_browser_sends(text: &str) -> Option<String> {
    text.contains('\r')
        .then(|| text.replace("\r\n", "\n").replace('\r', "\n"))
}

/// The report's sentence for texts [`as_browser_sends`] changed.
const LINE_BREAKS: &str = "a carriage return was turned into a line break, as a browser sends it";

/// `prefix.key`.
fn at(prefix: &str, key: &str) -> String {
    if prefix.is_empty() {
        key.to_owned()
    } else {
        format!("{prefix}.{key}")
    }
}

/// Whether an item of an options list is read as an option (`Reader::option`
/// keeps it): counted, not read, past the limit.
fn is_option(item: &Value) -> bool {
    match item {
        Value::String(_) | Value::Number(_) | Value::Bool(_) => true,
        Value::Object(map) => ["label", "value"]
            .iter()
            .any(|key| matches!(map.get(*key), Some(Value::String(_)))),
        Value::Null | Value::Array(_) => false,
    }
}

/// A value read as text, or what it was instead.
enum Text {
    Absent,
    Value(String),
    /// A list or an object: not text in any reading.
    Bad(&'static str),
}

/// How a condition compares, by its name or a common other name for it.
fn comparison(name: &str) -> Option<(ConditionOp, bool)> {
    let exact = match name {
        "equals" => Some(ConditionOp::Equals),
        "not_equals" => Some(ConditionOp::NotEquals),
        "contains" => Some(ConditionOp::Contains),
        _ => None,
    };
    if let Some(op) = exact {
        return Some((op, false));
    }
    // No other name is longer; a long text is not copied.
    if name.len() > 32 {
        return None;
    }
    let squeezed: String = name
        .trim()
        .chars()
        .filter(|c| !matches!(c, ' ' | '_' | '-'))
        .flat_map(char::to_lowercase)
        .collect();
    let op = match squeezed.as_str() {
        "equals" | "equal" | "eq" | "is" | "=" | "==" | "===" => ConditionOp::Equals,
        "notequals" | "notequal" | "ne" | "neq" | "isnot" | "!=" | "!==" | "<>" => {
            ConditionOp::NotEquals
        }
        "contains" | "includes" | "has" => ConditionOp::Contains,
        _ => return None,
    };
    Some((op, true))
}

fn op_name(op: ConditionOp) -> &'static str {
    match op {
        ConditionOp::Equals => "equals",
        ConditionOp::NotEquals => "not_equals",
        ConditionOp::Contains => "contains",
    }
}

/// The bytes `report_text` writes for a change: `path: message` and a line feed.
fn line_bytes(change: &Change) -> usize {
    let sep = if change.path.is_empty() { 0 } else { 2 };
    change.path.len() + sep + change.message.len() + 1
}

/// Room kept in the report's bytes for its last line, "and N more changes".
const LAST_LINE_BYTES: usize = 64;

/// The reader's state: the report so far (bounded: [`LIMITS`]'
/// `max_report_lines` and `max_report_bytes`; past them changes are only
/// counted), the text of number defaults a double does not hold, the field
/// being read, and a refusal met while reading.
#[derive(Default)]
struct Reader<'t> {
    report: Report,
    bytes: usize,
    /// Changes past the report's cap: counted, not kept.
    more: u64,
    /// The text of number defaults a double does not hold, by field.
    defaults: Vec<(usize, &'t str)>,
    /// What every path starts with (`form` in an autosave record's report).
    prefix: Option<&'t str>,
    field: usize,
    refusal: Option<Error>,
}

impl<'t> Reader<'t> {
    /// Whether the report has no room left: a change now is only counted,
    /// so a caller may skip writing its path and message.
    fn full(&self) -> bool {
        self.more > 0 || self.report.len() >= LIMITS.max_report_lines
    }

    /// Adds a change while the report has room (in lines and bytes, a path
    /// cut to the text limit); past that, counts it. Once one change is
    /// counted, every later one is too: the report stays in the file's order.
    fn push(&mut self, mut change: Change) {
        if self.full() {
            self.more += 1;
            return;
        }
        if let Some(prefix) = self.prefix {
            change.path = if change.path.is_empty() {
                prefix.to_owned()
            } else {
                format!("{prefix}.{}", change.path)
            };
        }
        if let Some((end, _)) = change.path.char_indices().nth(LIMITS.max_text_chars) {
            change.path.truncate(end);
            change.path.push('…');
        }
        let bytes = line_bytes(&change);
        if self.bytes + bytes > LIMITS.max_report_bytes - LAST_LINE_BYTES {
            self.more += 1;
            return;
        }
        self.bytes += bytes;
        self.report.push(change);
    }

    /// The report, its last line "and N more changes" when some were only
    /// counted (within the cap in lines: the last kept change makes room).
    fn finish(mut self) -> Report {
        if self.more > 0 {
            if self.report.len() >= LIMITS.max_report_lines {
                self.report.pop();
                self.more += 1;
            }
            let n = usize::try_from(self.more).unwrap_or(usize::MAX);
            let changes = if n == 1 { "change" } else { "changes" };
            self.report.push(Change {
                path: String::new(),
                kind: ChangeKind::Dropped,
                message: format!("and {} more {changes}", thousands(n)),
            });
        }
        self.report
    }

    /// The file's text of the current field's number default, when a double
    /// does not hold it.
    fn default_literal(&self) -> Option<&'t str> {
        let i = self.defaults.partition_point(|(j, _)| *j < self.field);
        self.defaults
            .get(i)
            .filter(|(j, _)| *j == self.field)
            .map(|(_, literal)| *literal)
    }

    /// Changes another reader made (a part read apart, then put in order).
    fn take(&mut self, changes: impl IntoIterator<Item = Change>) {
        for change in changes {
            self.push(change);
        }
    }

    fn repaired(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.push(Change {
            path: path.into(),
            kind: ChangeKind::Repaired,
            message: message.into(),
        });
    }

    fn dropped(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.push(Change {
            path: path.into(),
            kind: ChangeKind::Dropped,
            message: message.into(),
        });
    }

    /// Each of `keys` of the object at `path` dropped with `message`; no
    /// path is written once the report is full (an object may have
    /// millions of keys).
    fn dropped_keys<'k>(
        &mut self,
        path: &str,
        keys: impl Iterator<Item = &'k String>,
        message: &str,
    ) {
        for key in keys {
            if self.full() {
                self.more += 1;
            } else {
                self.dropped(at(path, key), message);
            }
        }
    }

    /// Text as is; a number or true/false turned into text (reported); `null`
    /// or nothing is absent; a list or object is `Bad` (the caller says what
    /// it did instead).
    fn text(&mut self, value: Option<Value>, path: &str) -> Text {
        match value {
            None | Some(Value::Null) => Text::Absent,
            Some(Value::String(s)) => Text::Value(s),
            Some(Value::Number(n)) => {
                self.repaired(path, format!("the number {n} was turned into text"));
                Text::Value(n.to_string())
            }
            Some(Value::Bool(b)) => {
                self.repaired(path, "a true/false value was turned into text");
                Text::Value(b.to_string())
            }
            Some(other) => Text::Bad(describe(&other)),
        }
    }

    /// An optional text: a list or object is left out.
    fn optional_text(&mut self, value: Option<Value>, path: &str) -> Option<String> {
        match self.text(value, path) {
            Text::Absent => None,
            Text::Value(s) => Some(s),
            Text::Bad(what) => {
                self.dropped(path, format!("{what} is not text; left out"));
                None
            }
        }
    }

    fn form(
        &mut self,
        mut object: Map<String, Value>,
        items: Vec<Value>,
        ids: &mut IdGen,
        now: Timestamp,
        identity: Identity,
    ) -> Form {
        let (id, created_at, updated_at) = match identity {
            Identity::New => {
                // Replaced by the import (spec §4), so a malformed value there
                // is no error. `exportedAt` and `version` belong to the export
                // envelope (decision 6): the next export writes them afresh.
                for key in ["id", "createdAt", "updatedAt", "exportedAt", "version"] {
                    object.remove(key);
                }
                (ids.form_id(), now, now)
            }
            Identity::Kept => {
                let id = self.form_id(object.remove("id"), ids);
                let created = self.time(object.remove("createdAt"), "createdAt", now);
                let updated = self.time(object.remove("updatedAt"), "updatedAt", now);
                (id, created, updated)
            }
        };
        let title = match self.text(object.remove("title"), "title") {
            Text::Absent => DEFAULT_TITLE.to_owned(),
            Text::Value(s) => s,
            Text::Bad(what) => {
                self.dropped(
                    "title",
                    format!("{what} is not text; {} was used", quote(DEFAULT_TITLE)),
                );
                DEFAULT_TITLE.to_owned()
            }
        };
        let description = match self.text(object.remove("description"), "description") {
            Text::Absent => String::new(),
            Text::Value(s) => s,
            Text::Bad(what) => {
                self.dropped("description", format!("{what} is not text; left empty"));
                String::new()
            }
        };
        let fields = self.fields(items, ids);
        let submit = self.submit(object.remove("submit"));
        Form {
            id,
            title,
            description,
            fields,
            created_at,
            updated_at,
            submit,
            extra: object,
        }
    }

    /// The "Send answers to" setting (`crate::submit`): an address the rule
    /// refuses is left out with its reason, and so is anything else that is
    /// not `{"url": "…"}`.
    fn submit(&mut self, value: Option<Value>) -> Option<Submit> {
        const KEY: &str = "submit";
        let mut map = match value {
            None | Some(Value::Null) => return None,
            Some(Value::Object(map)) => map,
            Some(other) => {
                let what = describe(&other);
                self.dropped(
                    KEY,
                    format!("{what} is not an address to send answers to; left out"),
                );
                return None;
            }
        };
        let url = map.remove("url");
        self.dropped_keys(
            KEY,
            map.keys(),
            "not part of the 'Send answers to' setting; left out",
        );
        match url {
            Some(Value::String(url)) => match crate::submit::check_url(&url) {
                Ok(()) => crate::submit::setting(url),
                Err(reason) => {
                    let message = format!("{} was left out. {reason}", quote(&url));
                    self.dropped(at(KEY, "url"), message);
                    None
                }
            },
            None | Some(Value::Null) => None,
            Some(other) => {
                let what = describe(&other);
                self.dropped(
                    at(KEY, "url"),
                    format!("{what} is not an address; left out"),
                );
                None
            }
        }
    }

    fn form_id(&mut self, value: Option<Value>, ids: &mut IdGen) -> String {
        match self.text(value, "id") {
            Text::Value(s) if !s.is_empty() => s,
            Text::Bad(what) => {
                self.repaired("id", format!("{what} is not a form id; a new one was made"));
                ids.form_id()
            }
            _ => {
                self.repaired("id", "form id missing; a new one was made");
                ids.form_id()
            }
        }
    }

    fn time(&mut self, value: Option<Value>, key: &str, now: Timestamp) -> Timestamp {
        const NOW: &str = "the time of reading was used";
        match value {
            Some(Value::String(s)) => match Timestamp::parse_iso(&s) {
                Some(t) => t,
                None => {
                    self.repaired(key, format!("the text {} is not a time; {NOW}", quote(&s)));
                    now
                }
            },
            Some(Value::Number(n)) => match n.as_f64().filter(|ms| ms.is_finite()) {
                Some(ms) => {
                    self.repaired(key, "a number was read as milliseconds since 1970");
                    Timestamp::from_millis_f64(ms)
                }
                None => {
                    self.repaired(key, format!("the number {n} is not a time; {NOW}"));
                    now
                }
            },
            None | Some(Value::Null) => {
                self.repaired(key, format!("missing; {NOW}"));
                now
            }
            Some(other) => {
                self.repaired(key, format!("{} is not a time; {NOW}", describe(&other)));
                now
            }
        }
    }

    /// The fields, with every id unique and non-empty: the first holder of an
    /// id keeps it, a later holder (or an empty id) gets a fresh one that no
    /// field of the file has.
    fn fields(&mut self, items: Vec<Value>, ids: &mut IdGen) -> FieldList {
        let all: HashSet<String> = items
            .iter()
            .filter_map(|item| match item.get("id") {
                Some(Value::String(s)) => Some(s.clone()),
                Some(Value::Number(n)) => Some(n.to_string()),
                _ => None,
            })
            .collect();
        let mut first_holder: std::collections::HashMap<FieldId, usize> =
            std::collections::HashMap::with_capacity(items.len());
        let mut taken: HashSet<FieldId> = HashSet::with_capacity(items.len());
        let mut fields = FieldList::new();
        for (i, item) in items.into_iter().enumerate() {
            if self.refusal.is_some() {
                break;
            }
            self.field = i;
            let path = format!("fields[{i}]");
            let Some((mut field, id_reported)) = self.field(item, &path) else {
                continue;
            };
            let clash = first_holder.get(&field.id).copied();
            if field.id.as_str().is_empty() || clash.is_some() {
                if !id_reported {
                    let why = match clash {
                        Some(j) if !field.id.as_str().is_empty() => format!(
                            "{} is already the id of fields[{j}]",
                            quote(field.id.as_str())
                        ),
                        _ => "empty".to_owned(),
                    };
                    self.repaired(at(&path, "id"), format!("{why}; a new id was made"));
                }
                field.id = ids.fresh_field_id(|id| all.contains(id.as_str()) || taken.contains(id));
            }
            first_holder.insert(field.id.clone(), i);
            taken.insert(field.id.clone());
            fields.push_back(Arc::new(field));
        }
        fields
    }

    /// One field, or `None` (reported) for an item that is not an object;
    /// with whether a missing or odd id was already reported.
    fn field(&mut self, item: Value, path: &str) -> Option<(Field, bool)> {
        let Value::Object(mut map) = item else {
            self.dropped(
                path,
                format!("{} is not a field; left out", describe(&item)),
            );
            return None;
        };
        let p = |key: &str| at(path, key);
        let (id, id_reported) = match self.text(map.remove("id"), &p("id")) {
            Text::Value(s) => (s, false),
            Text::Absent => {
                self.repaired(p("id"), "missing; a new id was made");
                (String::new(), true)
            }
            Text::Bad(what) => {
                self.repaired(p("id"), format!("{what} is not an id; a new id was made"));
                (String::new(), true)
            }
        };
        let kind = match map.remove("type") {
            Some(Value::String(s)) => FieldType::from(s),
            None | Some(Value::Null) => {
                self.repaired(p("type"), "missing; read as a text field");
                FieldType::Known(Kind::Text)
            }
            Some(other) => {
                self.repaired(
                    p("type"),
                    format!(
                        "{} is not a field type; read as a text field",
                        describe(&other)
                    ),
                );
                FieldType::Known(Kind::Text)
            }
        };
        let label = match self.text(map.remove("label"), &p("label")) {
            Text::Value(s) => s,
            Text::Absent => {
                self.repaired(p("label"), "missing; left empty");
                String::new()
            }
            Text::Bad(what) => {
                self.dropped(p("label"), format!("{what} is not text; left empty"));
                String::new()
            }
        };
        let placeholder = self.optional_text(map.remove("placeholder"), &p("placeholder"));
        let default_value = self.default_value(map.remove("defaultValue"), &p("defaultValue"));
        let required = self.required(map.remove("required"), &p("required"));
        let options = self.options(map.remove("options"), &p("options"));
        let validation = self.validation(map.remove("validation"), &p("validation"));
        let conditional = self.conditional(map.remove("conditional"), &p("conditional"));
        let field = Field {
            id: FieldId(id),
            kind,
            label,
            placeholder,
            default_value,
            required,
            options,
            validation,
            conditional,
            extra: map,
        };
        Some((field, id_reported))
    }

    fn default_value(&mut self, value: Option<Value>, path: &str) -> Option<DefaultValue> {
        match value {
            None | Some(Value::Null) => None,
            Some(Value::Number(n)) => match self.default_literal() {
                // The file's digits, which a number would not keep.
                Some(literal) => {
                    self.repaired(
                        path,
                        format!(
                            "the number {} cannot be stored exactly; it was kept as text",
                            cut(literal)
                        ),
                    );
                    Some(DefaultValue::Text(literal.to_owned()))
                }
                None => Some(DefaultValue::Number(n)),
            },
            Some(Value::String(s)) => Some(DefaultValue::Text(match as_browser_sends(&s) {
                Some(lf) => {
                    self.repaired(path, LINE_BREAKS);
                    lf
                }
                None => s,
            })),
            Some(Value::Bool(b)) => {
                self.repaired(path, "a true/false value was turned into text");
                Some(DefaultValue::Text(b.to_string()))
            }
            Some(Value::Array(items)) => {
                let parts: Option<Vec<String>> = items
                    .iter()
                    .map(|item| match item {
                        Value::String(s) => Some(s.clone()),
                        Value::Number(n) => Some(n.to_string()),
                        Value::Bool(b) => Some(b.to_string()),
                        _ => None,
                    })
                    .collect();
                match parts {
                    Some(parts) => {
                        let text = parts.join(", ");
                        self.repaired(
                            path,
                            format!("a list was turned into the text {}", quote(&text)),
                        );
                        Some(DefaultValue::Text(text))
                    }
                    None => {
                        self.dropped(path, "a list is not a default value; left out");
                        None
                    }
                }
            }
            Some(Value::Object(_)) => {
                self.dropped(path, "an object is not a default value; left out");
                None
            }
        }
    }

    fn required(&mut self, value: Option<Value>, path: &str) -> bool {
        const NOT: &str = "read as not required";
        match value {
            None | Some(Value::Null) => false,
            Some(Value::Bool(b)) => b,
            Some(Value::String(s)) => {
                // No word below is longer than 8 bytes: a long text is not copied.
                let word = (s.len() <= 64).then(|| s.trim().to_lowercase());
                let flag = match word.as_deref() {
                    Some("true" | "yes" | "y" | "1" | "on" | "required") => Some(true),
                    Some("false" | "no" | "n" | "0" | "off" | "") => Some(false),
                    _ => None,
                };
                match flag {
                    Some(b) => {
                        self.repaired(path, format!("the text {} was read as {b}", quote(&s)));
                        b
                    }
                    None => {
                        self.dropped(
                            path,
                            format!("the text {} is not true/false; {NOT}", quote(&s)),
                        );
                        false
                    }
                }
            }
            Some(Value::Number(n)) => match n.as_f64() {
                Some(x) if x == 0.0 || x == 1.0 => {
                    let b = x == 1.0;
                    self.repaired(path, format!("the number {n} was read as {b}"));
                    b
                }
                _ => {
                    self.dropped(path, format!("the number {n} is not true/false; {NOT}"));
                    false
                }
            },
            Some(other) => {
                self.dropped(
                    path,
                    format!("{} is not true/false; {NOT}", describe(&other)),
                );
                false
            }
        }
    }

    /// The options, with line breaks as a browser sends them (one report
    /// line for the field). Over [`LIMITS`]' `max_options` the file is
    /// refused as soon as that is known, the rest counted, not read.
    fn options(&mut self, value: Option<Value>, path: &str) -> Option<Vec<String>> {
        let mut options = self.options_as_written(value, path)?;
        let mut changed = 0;
        for option in &mut options {
            if let Some(lf) = as_browser_sends(option) {
                *option = lf;
                changed += 1;
            }
        }
        match changed {
            0 => {}
            1 => self.repaired(path, format!("in 1 option, {LINE_BREAKS}")),
            n => self.repaired(path, format!("in {n} options, {LINE_BREAKS}")),
        }
        Some(options)
    }

    /// Refuses (once) `count` options at `path`.
    fn too_many_options(&mut self, path: &str, count: usize) {
        self.refusal.get_or_insert_with(|| {
            Error::at(
                ErrorKind::TooLarge,
                path,
                format!(
                    "{} options; a field may have at most {}",
                    thousands(count),
                    thousands(LIMITS.max_options)
                ),
            )
        });
    }

    fn options_as_written(&mut self, value: Option<Value>, path: &str) -> Option<Vec<String>> {
        match value {
            None | Some(Value::Null) => None,
            Some(Value::Array(items)) => {
                let mut options = Vec::new();
                let mut items = items.into_iter().enumerate();
                while let Some((i, item)) = items.by_ref().next() {
                    if options.len() == LIMITS.max_options && is_option(&item) {
                        let rest = items.filter(|(_, item)| is_option(item)).count();
                        self.too_many_options(path, options.len() + 1 + rest);
                        return None;
                    }
                    let option = match item {
                        Value::String(s) => Some(s),
                        // Nothing kept, nothing to write once the report is full.
                        item if self.full() && !is_option(&item) => {
                            self.more += 1;
                            None
                        }
                        item => self.option(item, &format!("{path}[{i}]")),
                    };
                    options.extend(option);
                }
                Some(options)
            }
            Some(Value::String(s)) => {
                let mut split = s.split(',').map(str::trim).filter(|o| !o.is_empty());
                let options: Vec<String> = split
                    .by_ref()
                    .take(LIMITS.max_options)
                    .map(str::to_owned)
                    .collect();
                let rest = split.count();
                if rest > 0 {
                    self.too_many_options(path, options.len() + rest);
                    return None;
                }
                let message = match options.len() {
                    1 => "one text was read as the only option".to_owned(),
                    n => format!("one text was split at its commas into {n} options"),
                };
                self.repaired(path, message);
                Some(options)
            }
            Some(other) => {
                self.dropped(
                    path,
                    format!("{} is not a list of options; left out", describe(&other)),
                );
                None
            }
        }
    }

    fn option(&mut self, item: Value, path: &str) -> Option<String> {
        match item {
            Value::String(s) => Some(s),
            Value::Number(_) | Value::Bool(_) => self.optional_text(Some(item), path),
            Value::Object(map) => {
                let named = ["label", "value"]
                    .into_iter()
                    .find_map(|key| match map.get(key) {
                        Some(Value::String(s)) => Some((key, s.clone())),
                        _ => None,
                    });
                match named {
                    Some((key, s)) => {
                        self.repaired(
                            path,
                            format!(
                                "an option written as an object was read as its {key} {}",
                                quote(&s)
                            ),
                        );
                        Some(s)
                    }
                    None => {
                        self.dropped(path, "an object is not an option; left out");
                        None
                    }
                }
            }
            other => {
                self.dropped(
                    path,
                    format!("{} is not an option; left out", describe(&other)),
                );
                None
            }
        }
    }

    fn validation(&mut self, value: Option<Value>, path: &str) -> Option<Validation> {
        let mut map = match value {
            None | Some(Value::Null) => return None,
            Some(Value::Object(map)) => map,
            Some(other) => {
                self.dropped(
                    path,
                    format!(
                        "{} is not a set of validation rules; left out",
                        describe(&other)
                    ),
                );
                return None;
            }
        };
        let mut bound = |r: &mut Reader, key: &str| r.bound(map.remove(key), &at(path, key));
        let validation = Validation {
            min_length: bound(self, "minLength"),
            max_length: bound(self, "maxLength"),
            min: bound(self, "min"),
            max: bound(self, "max"),
            pattern: self.optional_text(map.remove("pattern"), &at(path, "pattern")),
        };
        if let Some(note) = validation
            .pattern
            .as_deref()
            .and_then(crate::rules::hang_note)
        {
            self.dropped(at(path, "pattern"), note);
        }
        self.dropped_keys(path, map.keys(), "not a validation rule; left out");
        Some(validation)
    }

    /// A whole-number rule (a length or a bound).
    fn bound(&mut self, value: Option<Value>, path: &str) -> Option<i64> {
        const LEFT_OUT: &str = "left out";
        match value {
            None | Some(Value::Null) => None,
            Some(Value::Number(n)) => self.whole(&n, path),
            Some(Value::String(s)) => match parse_int_prefix(&s) {
                Some(v) => {
                    self.repaired(
                        path,
                        format!("the text {} was read as the number {v}", quote(&s)),
                    );
                    Some(v)
                }
                None => {
                    self.dropped(
                        path,
                        format!("the text {} is not a whole number; {LEFT_OUT}", quote(&s)),
                    );
                    None
                }
            },
            Some(other) => {
                self.dropped(
                    path,
                    format!("{} is not a number; {LEFT_OUT}", describe(&other)),
                );
                None
            }
        }
    }

    fn whole(&mut self, n: &Number, path: &str) -> Option<i64> {
        if let Some(v) = n.as_i64() {
            return Some(v);
        }
        // Below 2^63 in magnitude, a float truncates into 64 bits.
        const RANGE: f64 = 9_223_372_036_854_775_808.0;
        match n.as_f64() {
            Some(x) if x.is_finite() && x > -RANGE && x < RANGE => {
                let v = x.trunc() as i64;
                let verb = if x.fract() == 0.0 {
                    "read as"
                } else {
                    "cut to"
                };
                self.repaired(path, format!("the number {n} was {verb} {v}"));
                Some(v)
            }
            _ => {
                self.dropped(
                    path,
                    format!("the number {n} is too large for a rule; left out"),
                );
                None
            }
        }
    }

    fn conditional(&mut self, value: Option<Value>, path: &str) -> Option<Conditional> {
        let mut map = match value {
            None | Some(Value::Null) => return None,
            Some(Value::Object(map)) => map,
            Some(other) => {
                self.dropped(
                    path,
                    format!("{} is not a condition; left out", describe(&other)),
                );
                return None;
            }
        };
        let show_when = match map.remove("showWhen") {
            Some(Value::Object(inner)) => {
                self.dropped_keys(path, map.keys(), "not part of a condition; left out");
                self.show_when(inner, &at(path, "showWhen"), path)
            }
            Some(other) => {
                self.dropped(
                    at(path, "showWhen"),
                    format!("{} is not a condition; left out", describe(&other)),
                );
                None
            }
            None if ["fieldId", "condition", "operator", "value"]
                .iter()
                .any(|k| map.contains_key(*k)) =>
            {
                self.repaired(path, "written without 'showWhen'; read as the condition");
                self.show_when(map, path, path)
            }
            None => {
                self.dropped(path, "has no 'showWhen'; left out");
                None
            }
        };
        show_when.map(|show_when| Conditional { show_when })
    }

    /// The condition's three parts; `None` (reported at `cond_path`) when
    /// its comparison is unknown, since no reading of it would be faithful.
    fn show_when(
        &mut self,
        mut map: Map<String, Value>,
        path: &str,
        cond_path: &str,
    ) -> Option<ShowWhen> {
        // Read into a report of its own: dropped whole if the comparison is unknown.
        let mut inner = Reader::default();
        let op_path = at(path, "condition");
        let op_value = match (map.remove("condition"), map.remove("operator")) {
            (Some(c), operator) => {
                if operator.is_some() {
                    inner.dropped(at(path, "operator"), "not part of a condition; left out");
                }
                Some(c)
            }
            (None, Some(operator)) => {
                inner.repaired(cond_path, "written with 'operator'; read as the condition");
                Some(operator)
            }
            (None, None) => None,
        };
        let condition = match op_value {
            None | Some(Value::Null) => {
                inner.repaired(op_path, format!("missing; read as {}", quote("equals")));
                ConditionOp::Equals
            }
            Some(Value::String(name)) => match comparison(&name) {
                Some((op, false)) => op,
                Some((op, true)) => {
                    inner.repaired(
                        op_path,
                        format!("{} was read as {}", quote(&name), quote(op_name(op))),
                    );
                    op
                }
                None => {
                    self.dropped(
                        cond_path,
                        format!(
                            "the comparison {} is unknown; the condition was left out, so the field is always shown",
                            quote(&name)
                        ),
                    );
                    return None;
                }
            },
            Some(other) => {
                self.dropped(
                    cond_path,
                    format!(
                        "{} is not a comparison; the condition was left out, so the field is always shown",
                        describe(&other)
                    ),
                );
                return None;
            }
        };
        // Reported in the order fieldId, condition, value.
        let mut head = Reader::default();
        let field_id = match head.text(map.remove("fieldId"), &at(path, "fieldId")) {
            Text::Value(s) => s,
            Text::Absent => {
                head.repaired(at(path, "fieldId"), "missing; no field is picked");
                String::new()
            }
            Text::Bad(what) => {
                head.dropped(
                    at(path, "fieldId"),
                    format!("{what} is not a field id; no field is picked"),
                );
                String::new()
            }
        };
        let value_path = at(path, "value");
        let text = match inner.text(map.remove("value"), &value_path) {
            Text::Value(s) => match as_browser_sends(&s) {
                Some(lf) => {
                    inner.repaired(value_path, LINE_BREAKS);
                    lf
                }
                None => s,
            },
            Text::Absent => {
                inner.repaired(value_path, "missing; read as empty text");
                String::new()
            }
            Text::Bad(what) => {
                inner.dropped(
                    value_path,
                    format!("{what} is not text; read as empty text"),
                );
                String::new()
            }
        };
        inner.dropped_keys(path, map.keys(), "not part of a condition; left out");
        // 'written with operator' is about the whole condition: it goes first.
        let (whole, parts): (Vec<Change>, Vec<Change>) =
            inner.report.into_iter().partition(|c| c.path == cond_path);
        self.take(whole);
        self.take(head.report);
        self.take(parts);
        self.more += head.more + inner.more;
        Some(ShowWhen {
            field_id: FieldId(field_id),
            condition,
            value: text,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn import(text: &str) -> Result<Form, Error> {
        import_form(text, &mut IdGen::new(1), Timestamp(5))
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
    fn messages_quote_at_most_40_characters() {
        assert_eq!(quote("abc"), "\"abc\"");
        let long = "x".repeat(1_000_000);
        assert_eq!(quote(&long), format!("\"{}…\"", "x".repeat(40)));
        assert_eq!(quote(&"é".repeat(41)), format!("\"{}…\"", "é".repeat(40)));
    }

    #[test]
    fn sizes_in_words() {
        assert_eq!(megabytes(10 * 1024 * 1024), "10.0 MB");
        assert_eq!(megabytes(52_428_800), "50.0 MB");
        assert_eq!(megabytes(0), "0.0 MB");
        // Exactly the wide arithmetic's rounding, up to the largest size.
        for n in [
            1,
            52_428,
            52_429,
            1_048_575,
            1_101_004,
            1_101_005,
            usize::MAX / 3,
            usize::MAX,
        ] {
            let tenths = (n as u128 * 10 + 524_288) / 1_048_576;
            assert_eq!(
                megabytes(n),
                format!("{}.{} MB", tenths / 10, tenths % 10),
                "{n}"
            );
        }
        assert_eq!(thousands(100_000), "100,000");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
    }

    #[test]
    fn comparisons_by_their_other_names() {
        assert_eq!(comparison("equals"), Some((ConditionOp::Equals, false)));
        assert_eq!(
            comparison("notEquals"),
            Some((ConditionOp::NotEquals, true))
        );
        assert_eq!(
            comparison(" Not Equal "),
            Some((ConditionOp::NotEquals, true))
        );
        assert_eq!(comparison("includes"), Some((ConditionOp::Contains, true)));
        assert_eq!(comparison("like"), None);
    }
}
