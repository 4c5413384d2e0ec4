//! A second, light look at the text of a file serde_json has parsed (feature
//! `reader`): what its `Value` forgets. It finds keys written twice in one
//! object (serde_json keeps the last), numbers a double does not hold
//! exactly (serde_json keeps the nearest double: a 60-digit default would
//! silently become `1.2345678901234568e59`), and refuses a key over the text
//! limit (keys become report paths). It runs only on text that parsed, so it
//! may take the JSON as valid; on a byte it does not expect it stops, never
//! panics. Its work is one pass over the bytes; what it keeps is bounded by
//! the report's cap and the form's field limit.

use rustc_hash::FxHashSet;
use std::borrow::Cow;

use serde_json::{Number, Value};

use super::{Change, ChangeKind, LIMITS};
use crate::error::{Error, ErrorKind};

/// What the scan found, paths relative to the form.
#[derive(Debug, Default)]
pub(super) struct Scan<'t> {
    /// The text of `fields[i].defaultValue` when it is a number a double
    /// does not hold (the reader keeps it as text), by `i`, in order.
    pub defaults: Vec<(usize, &'t str)>,
    /// Report lines, in the order of the file, at most the report's cap.
    pub notes: Vec<Change>,
    /// Lines found past `notes`.
    pub more: u64,
}

/// The report's sentence for a key written twice or more in one object.
const REPEATED: &str = "written more than once in the same object; the last one was kept";

/// The keys of a form the reader reads (a number under any other key is kept
/// as it is, so a change to it is reported here).
const FORM_KEYS: [&str; 8] = [
    "id",
    "title",
    "description",
    "fields",
    "createdAt",
    "updatedAt",
    "exportedAt",
    "version",
];
const FIELD_KEYS: [&str; 9] = [
    "id",
    "type",
    "label",
    "placeholder",
    "defaultValue",
    "required",
    "options",
    "validation",
    "conditional",
];

/// The keys of one object so far: a list while short, a set past that (of
/// `String`, a set the reader has anyway: the extras module's size); and
/// those whose repetition was reported.
struct Keys<'t> {
    few: Vec<Cow<'t, str>>,
    many: FxHashSet<String>,
    reported: FxHashSet<String>,
}

impl<'t> Keys<'t> {
    fn new() -> Keys<'t> {
        Keys {
            few: Vec::new(),
            many: FxHashSet::default(),
            reported: FxHashSet::default(),
        }
    }

    /// Adds `key`; `Some(first)` when it was there already (`first`: this is
    /// its first repetition).
    fn add(&mut self, key: Cow<'t, str>) -> Option<bool> {
        const FEW: usize = 16;
        let seen = if self.many.is_empty() && self.few.len() < FEW {
            let seen = self.few.contains(&key);
            if !seen {
                self.few.push(key.clone());
            }
            seen
        } else {
            self.many.extend(self.few.drain(..).map(Cow::into_owned));
            !self.many.insert(key.to_string())
        };
        seen.then(|| self.reported.insert(key.to_string()))
    }
}

enum Frame<'t> {
    Object {
        keys: Keys<'t>,
        key: Option<Cow<'t, str>>,
        expect_key: bool,
    },
    Array {
        index: usize,
    },
}

/// Scans `text` (JSON that parsed). `under`: the key of the top object that
/// holds the form (an autosave record's `form`), or `None` when the text is
/// the form. A key over the text limit refuses the file (path from the top).
pub(super) fn scan<'t>(text: &'t str, under: Option<&str>) -> Result<Scan<'t>, Error> {
    let mut s = Scanner {
        text,
        under,
        frames: Vec::new(),
        found: Scan::default(),
    };
    s.run()?;
    Ok(s.found)
}

struct Scanner<'t, 'u> {
    text: &'t str,
    under: Option<&'u str>,
    frames: Vec<Frame<'t>>,
    found: Scan<'t>,
}

impl<'t> Scanner<'t, '_> {
    fn run(&mut self) -> Result<(), Error> {
        let b = self.text.as_bytes();
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'{' => {
                    self.frames.push(Frame::Object {
                        keys: Keys::new(),
                        key: None,
                        expect_key: true,
                    });
                    i += 1;
                }
                b'[' => {
                    self.frames.push(Frame::Array { index: 0 });
                    i += 1;
                }
                b'}' | b']' => {
                    self.frames.pop();
                    i += 1;
                }
                b',' => {
                    match self.frames.last_mut() {
                        Some(Frame::Array { index }) => *index += 1,
                        Some(Frame::Object { expect_key, .. }) => *expect_key = true,
                        None => {}
                    }
                    i += 1;
                }
                b'"' => {
                    let Some(end) = string_end(b, i + 1) else {
                        return Ok(());
                    };
                    if let Some(Frame::Object {
                        expect_key: true, ..
                    }) = self.frames.last()
                    {
                        self.key(i + 1, end)?;
                    }
                    i = end + 1;
                }
                b'-' | b'0'..=b'9' => {
                    let start = i;
                    while i < b.len()
                        && matches!(b[i], b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E')
                    {
                        i += 1;
                    }
                    let text = self.text;
                    self.number(&text[start..i]);
                }
                b' ' | b'\t' | b'\n' | b'\r' | b':' => i += 1,
                b't' | b'f' | b'n' => {
                    while i < b.len() && b[i].is_ascii_alphabetic() {
                        i += 1;
                    }
                }
                _ => return Ok(()),
            }
        }
        Ok(())
    }

    /// The key between `start` and `end` (its quotes excluded) of the
    /// object on top.
    fn key(&mut self, start: usize, end: usize) -> Result<(), Error> {
        let raw = &self.text[start..end];
        let key: Cow<'t, str> = if raw.contains('\\') {
            // Valid JSON: the quoted key reads as a string. (Through `Value`,
            // whose reader the extras module has anyway: no other is compiled in.)
            match serde_json::from_str(&self.text[start - 1..=end]) {
                Ok(Value::String(s)) => Cow::Owned(s),
                _ => Cow::Borrowed(raw),
            }
        } else {
            Cow::Borrowed(raw)
        };
        // Keys of a record outside its form are not read; the form's are.
        let inside = self.relative().is_some();
        if inside && key.len() > LIMITS.max_text_chars {
            let chars = key.chars().count();
            if chars > LIMITS.max_text_chars {
                let message = format!(
                    "a key of {} characters; a text may have at most {}",
                    super::wording::thousands(chars),
                    super::wording::thousands(LIMITS.max_text_chars)
                );
                let path = self.strip(self.path(false));
                return Err(if path.is_empty() {
                    Error::new(ErrorKind::TooLarge, format!("The form has {message}"))
                } else {
                    Error::at(ErrorKind::TooLarge, path, format!("holds {message}"))
                });
            }
        }
        let Some(Frame::Object {
            keys,
            key: current,
            expect_key,
        }) = self.frames.last_mut()
        else {
            return Ok(());
        };
        let repeated = keys.add(key.clone());
        *current = Some(key);
        *expect_key = false;
        let Some(rel) = self.relative() else {
            // A record's second `form` replaces the first, and all found in it.
            if repeated.is_some()
                && self.frames.len() == 1
                && self.under.is_some()
                && self.current_key() == self.under
            {
                self.found = Scan::default();
                self.note(String::new(), REPEATED.to_owned());
            }
            return Ok(());
        };
        // A later value of a key replaces the earlier one: what was found in
        // the earlier one is forgotten.
        let depth = self.frames.len() - 1 - rel;
        match (depth, self.current_key()) {
            (0, Some("fields")) => self.found.defaults.clear(),
            (2, Some("defaultValue")) if self.is_fields_item(1) => {
                if let Some(i) = self.index_at(1) {
                    self.found.defaults.retain(|(j, _)| *j != i);
                }
            }
            _ => {}
        }
        if let Some(first) = repeated {
            let path = self.path(true);
            let path = self.strip(path);
            // Found in the earlier value (its own repetition reported stays).
            let earlier = |c: &Change| {
                c.path.strip_prefix(path.as_str()).is_some_and(|rest| {
                    rest.starts_with(['.', '[']) || (rest.is_empty() && c.message != REPEATED)
                })
            };
            self.found.notes.retain(|c| !earlier(c));
            if first {
                self.note(path, REPEATED.to_owned());
            }
        }
        Ok(())
    }

    /// A number token: kept as text when it is a default value, reported
    /// when it is kept as it is under an unknown key.
    fn number(&mut self, literal: &'t str) {
        let Some(x) = lossy(literal) else {
            return;
        };
        let Some(rel) = self.relative() else {
            return;
        };
        let depth = self.frames.len() - rel;
        fn key_at<'a>(frames: &'a [Frame<'_>], d: usize) -> Option<&'a str> {
            match frames.get(d) {
                Some(Frame::Object { key, .. }) => key.as_deref(),
                _ => None,
            }
        }
        let key_at = |s: &Self, d: usize| key_at(&s.frames, rel + d).map(str::to_owned);
        if depth == 3
            && key_at(self, 0).as_deref() == Some("fields")
            && key_at(self, 2).as_deref() == Some("defaultValue")
        {
            if let Some(i) = self.index_at(1).filter(|i| *i < LIMITS.max_fields) {
                self.found.defaults.retain(|(j, _)| *j != i);
                self.found.defaults.push((i, literal));
            }
            return;
        }
        let kept = match key_at(self, 0).as_deref() {
            Some("fields") => {
                depth >= 3
                    && self.is_fields_item(1)
                    && key_at(self, 2).is_some_and(|k| !FIELD_KEYS.contains(&k.as_str()))
            }
            Some(k) => !FORM_KEYS.contains(&k),
            None => false,
        };
        if kept {
            if self.full() {
                self.found.more += 1;
                return;
            }
            let path = self.path(true);
            let path = self.strip(path);
            let read_as = Number::from_f64(x).map_or_else(String::new, |n| n.to_string());
            self.note(
                path,
                format!(
                    "the number {} cannot be stored exactly; it was read as {read_as}",
                    super::wording::cut(literal)
                ),
            );
        }
    }

    fn full(&self) -> bool {
        self.found.more > 0 || self.found.notes.len() >= LIMITS.max_report_lines
    }

    fn note(&mut self, path: String, message: String) {
        if self.full() {
            self.found.more += 1;
        } else {
            self.found.notes.push(Change {
                path,
                kind: ChangeKind::Repaired,
                message,
            });
        }
    }

    /// The index of the first frame of the form, when the top of the stack
    /// is inside it.
    fn relative(&self) -> Option<usize> {
        match self.under {
            None => Some(0),
            Some(under) => match self.frames.first() {
                Some(Frame::Object { key: Some(k), .. }) if k == under && self.frames.len() > 1 => {
                    Some(1)
                }
                _ => None,
            },
        }
    }

    fn current_key(&self) -> Option<&str> {
        match self.frames.last() {
            Some(Frame::Object { key, .. }) => key.as_deref(),
            _ => None,
        }
    }

    /// Whether frame `d` (from the form's) is the list under `fields`.
    fn is_fields_item(&self, d: usize) -> bool {
        let Some(rel) = self.relative() else {
            return false;
        };
        matches!(self.frames.get(rel), Some(Frame::Object { key: Some(k), .. }) if k == "fields")
            && matches!(self.frames.get(rel + d), Some(Frame::Array { .. }))
    }

    fn index_at(&self, d: usize) -> Option<usize> {
        match self.frames.get(self.relative()? + d) {
            Some(Frame::Array { index }) => Some(*index),
            _ => None,
        }
    }

    /// The path of the value on top (`with_key`), or of the object on top.
    fn path(&self, with_key: bool) -> String {
        let mut path = String::new();
        let last = self.frames.len().saturating_sub(1);
        for (d, frame) in self.frames.iter().enumerate() {
            match frame {
                Frame::Object { key: Some(k), .. } if d < last || with_key => {
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(k);
                }
                Frame::Array { index } => {
                    path.push('[');
                    path.push_str(&index.to_string());
                    path.push(']');
                }
                Frame::Object { .. } => {}
            }
        }
        path
    }

    /// `path` relative to the form (`under.` taken off).
    fn strip(&self, path: String) -> String {
        match self.under {
            Some(under) => path
                .strip_prefix(under)
                .map(|rest| rest.strip_prefix('.').unwrap_or(rest).to_owned())
                .unwrap_or(path),
            None => path,
        }
    }
}

/// The index of the closing quote of the string starting at `i`.
fn string_end(b: &[u8], mut i: usize) -> Option<usize> {
    while i < b.len() {
        match b[i] {
            b'"' => return Some(i),
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    None
}

/// The double serde_json read for `literal`, when its value is not the
/// literal's: `None` when the number survives (it reads back as the same
/// decimal value: a whole number within 64 bits, or a decimal whose shortest
/// double writes the same value).
pub(super) fn lossy(literal: &str) -> Option<f64> {
    let has_exp = literal.contains(['e', 'E']);
    let whole = !has_exp && !literal.contains('.');
    if whole && (literal.parse::<i64>().is_ok() || literal.parse::<u64>().is_ok()) {
        return None;
    }
    // Fifteen significant digits always survive a double, and without an
    // exponent 15 bytes stay far from its smallest and largest values.
    if !has_exp && literal.len() <= 15 {
        return None;
    }
    // As the parsed `Value` read it (float_roundtrip or not, as built), and
    // written as serde_json writes it: no float parser or formatter of our
    // own in the extras module (core's `{:e}` would cost it several KB).
    let x = match serde_json::from_str(literal) {
        Ok(Value::Number(n)) => n.as_f64()?,
        _ => return None,
    };
    let shown = Number::from_f64(x)?.to_string();
    (decimal(literal) != decimal(&shown)).then_some(x)
}

/// A decimal's value as (negative, significant digits, exponent):
/// 0.d₁d₂… × 10^exponent; zero is `(false, "", 0)`.
fn decimal(text: &str) -> (bool, String, i64) {
    const CLAMP: i64 = 1_000_000_000_000_000;
    let (negative, text) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (mantissa, exp) = match text.find(['e', 'E']) {
        Some(at) => (&text[..at], &text[at + 1..]),
        None => (text, "0"),
    };
    let (exp_negative, exp_digits) = match exp.as_bytes().first() {
        Some(b'-') => (true, &exp[1..]),
        Some(b'+') => (false, &exp[1..]),
        _ => (false, exp),
    };
    let exp = exp_digits
        .bytes()
        .fold(0i64, |a, d| (a * 10 + i64::from(d - b'0')).min(CLAMP));
    let exp = if exp_negative { -exp } else { exp };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut point = exp + int.len() as i64;
    let digits: String = int.chars().chain(frac.chars()).collect();
    let trimmed = digits.trim_start_matches('0');
    point -= (digits.len() - trimmed.len()) as i64;
    let trimmed = trimmed.trim_end_matches('0');
    if trimmed.is_empty() {
        return (false, String::new(), 0);
    }
    (negative, trimmed.to_owned(), point)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_that_survive_a_double_and_those_that_do_not() {
        for survives in [
            "0",
            "-0",
            "42",
            "-9223372036854775808",
            "18446744073709551615",
            "3.5",
            "0.1",
            "1e2",
            "1.0E+2",
            "100000000000000000000000",
            "0.30000000000000004",
            "1.7976931348623157e308",
            "5e-324",
            "123456789012345.6",
        ] {
            assert_eq!(lossy(survives), None, "{survives}");
        }
        for lost in [
            "123456789012345678901234567890123456789012345678901234567890",
            "18446744073709551617",
            "0.30000000000000000001",
            "1e-400",
            "1.23456789e-320",
            "9007199254740993.0",
        ] {
            assert!(lossy(lost).is_some(), "{lost}");
        }
    }

    #[test]
    fn decimals_compare_by_value() {
        assert_eq!(decimal("1.2300e2"), decimal("123"));
        assert_eq!(decimal("0.00123"), decimal("1.23e-3"));
        assert_eq!(decimal("-0.0"), decimal("0"));
        assert_ne!(decimal("-1"), decimal("1"));
        assert_eq!(decimal("1e99999999999999999999").2, 1_000_000_000_000_001);
    }
}
