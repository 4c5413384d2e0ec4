//! The reader's words for the designer: refusals ('Invalid form data' with
//! the reason, a JSON parse error with its line and column), and how a
//! message names a value (`a number`, `a list`), quotes a user's text (cut
//! after 40 characters) and writes a count (`12,345`).

use crate::json_read::quoted;
use serde_json::Value;

use super::LIMITS;
use crate::error::{Error, ErrorKind, INVALID_FORM_DATA};

/// 'Invalid form data' (spec §5) with the reason.
pub(super) fn invalid(reason: String) -> Error {
    Error::new(
        ErrorKind::InvalidJson,
        format!("{INVALID_FORM_DATA}: {reason}"),
    )
}

/// serde_json's parse error in our words, with the line and column.
pub(super) fn parse_error(e: &serde_json::Error) -> Error {
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
pub(super) fn describe(value: &Value) -> &'static str {
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
pub(super) fn quote(text: &str) -> String {
    quoted(&cut(text))
}

/// `text` cut after 40 characters (ending in `…`).
pub(super) fn cut(text: &str) -> std::borrow::Cow<'_, str> {
    const MAX: usize = 40;
    match text.char_indices().nth(MAX) {
        Some((end, _)) => format!("{}…", &text[..end]).into(),
        None => text.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::megabytes;

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
}
