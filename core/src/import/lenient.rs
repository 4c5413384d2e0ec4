//! The lenient reader's state: the report so far (bounded in lines and
//! bytes; past that, changes are only counted), and the reading of a value
//! as text that every field reading starts from. What is read where is in
//! `fields.rs` (the form and its fields) and `condition.rs`.

use serde_json::Value;

use super::wording::{describe, thousands};
use super::{Change, ChangeKind, LIMITS, Report};
use crate::error::Error;

/// `text` with each carriage return (alone or before a line feed) a line
/// feed, as a browser delivers a control's value; `None` when it has none.
pub(super) fn as_browser_sends(text: &str) -> Option<String> {
    text.contains('\r')
        .then(|| text.replace("\r\n", "\n").replace('\r', "\n"))
}

/// The report's sentence for texts [`as_browser_sends`] changed.
pub(super) const LINE_BREAKS: &str =
    "a carriage return was turned into a line break, as a browser sends it";

/// `prefix.key`.
pub(super) fn at(prefix: &str, key: &str) -> String {
    if prefix.is_empty() {
        key.to_owned()
    } else {
        format!("{prefix}.{key}")
    }
}

/// A value read as text, or what it was instead.
pub(super) enum Text {
    Absent,
    Value(String),
    /// A list or an object: not text in any reading.
    Bad(&'static str),
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
pub(super) struct Reader<'t> {
    pub(super) report: Report,
    pub(super) bytes: usize,
    /// Changes past the report's cap: counted, not kept.
    pub(super) more: u64,
    /// The text of number defaults a double does not hold, by field.
    pub(super) defaults: Vec<(usize, &'t str)>,
    /// What every path starts with (`form` in an autosave record's report).
    pub(super) prefix: Option<&'t str>,
    pub(super) field: usize,
    pub(super) refusal: Option<Error>,
}

impl<'t> Reader<'t> {
    /// Whether the report has no room left: a change now is only counted,
    /// so a caller may skip writing its path and message.
    pub(super) fn full(&self) -> bool {
        self.more > 0 || self.report.len() >= LIMITS.max_report_lines
    }

    /// Adds a change while the report has room (in lines and bytes, a path
    /// cut to the text limit); past that, counts it. Once one change is
    /// counted, every later one is too: the report stays in the file's order.
    pub(super) fn push(&mut self, mut change: Change) {
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
    pub(super) fn finish(mut self) -> Report {
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
    pub(super) fn default_literal(&self) -> Option<&'t str> {
        let i = self.defaults.partition_point(|(j, _)| *j < self.field);
        self.defaults
            .get(i)
            .filter(|(j, _)| *j == self.field)
            .map(|(_, literal)| *literal)
    }

    /// Changes another reader made (a part read apart, then put in order).
    pub(super) fn take(&mut self, changes: impl IntoIterator<Item = Change>) {
        for change in changes {
            self.push(change);
        }
    }

    pub(super) fn repaired(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.push(Change {
            path: path.into(),
            kind: ChangeKind::Repaired,
            message: message.into(),
        });
    }

    pub(super) fn dropped(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.push(Change {
            path: path.into(),
            kind: ChangeKind::Dropped,
            message: message.into(),
        });
    }

    /// Each of `keys` of the object at `path` dropped with `message`; no
    /// path is written once the report is full (an object may have
    /// millions of keys).
    pub(super) fn dropped_keys<'k>(
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
    pub(super) fn text(&mut self, value: Option<Value>, path: &str) -> Text {
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
    pub(super) fn optional_text(&mut self, value: Option<Value>, path: &str) -> Option<String> {
        match self.text(value, path) {
            Text::Absent => None,
            Text::Value(s) => Some(s),
            Text::Bad(what) => {
                self.dropped(path, format!("{what} is not text; left out"));
                None
            }
        }
    }
}
