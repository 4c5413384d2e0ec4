//! What a file is, before it is read as a form: its bytes as UTF-8 text (a
//! byte order mark skipped), refused within the size limit when plainly
//! another kind of file (an image, a PDF, an archive) or not UTF-8, and the
//! text parsed as JSON within [`LIMITS`](super::LIMITS).

use serde_json::Value;

use super::check_size;
use super::wording::{invalid, parse_error};
use crate::error::Error;

/// The text of a file's bytes, or why they are not a form's text: over the
/// size limit, plainly another kind of file, not UTF-8. A byte order mark is
/// skipped. (The browser checks a file's bytes with it before decoding them.)
pub fn utf8_text(bytes: &[u8]) -> Result<&str, Error> {
    let bytes = bytes.strip_prefix(super::BOM).unwrap_or(bytes);
    check_size(bytes.len())?;
    sniff(bytes)?;
    std::str::from_utf8(bytes).map_err(|e| {
        invalid(format!(
            "the file is not UTF-8 text (byte {})",
            e.valid_up_to()
        ))
    })
}

/// JSON text as a value, within [`LIMITS`](super::LIMITS) (a byte order mark
/// skipped); a refusal says why in words, with the line and column.
pub fn parse_json(text: &str) -> Result<Value, Error> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    check_size(text.len())?;
    sniff(text.as_bytes())?;
    if text.trim().is_empty() {
        return Err(invalid("the file is empty".to_owned()));
    }
    serde_json::from_str(text).map_err(|e| parse_error(&e))
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
