//! File names of the exports, made from the form title (spec §7): JSON, HTML,
//! CSV and schema use the title lowercased with spaces as hyphens
//! (`contact-form-form.json`), React the title with spaces removed
//! (`ContactForm-form-component.jsx`); the react-hook-form + zod export is
//! named as the JSON and HTML ones (`contact-form-form.tsx`, issue 25).
//!
//! A title is free text, so it is made safe for every common file system
//! first: path separators, characters Windows reserves (`: * ? " < > |`) and
//! control characters count as spaces; invisible bidirectional and zero-width
//! format characters are dropped (they can disguise a file's extension);
//! leading and trailing hyphens, dots and spaces go (no hidden files, no names
//! Windows trims); the stem is cut to [`MAX_STEM_BYTES`] at a character
//! boundary; an empty result becomes [`FALLBACK_STEM`]. Windows device names
//! (`con`, `nul`) are harmless because a suffix always follows the stem.

use super::Format;

/// The stem of a file name when the title leaves nothing usable.
pub const FALLBACK_STEM: &str = "untitled";

/// The longest stem, in bytes of UTF-8; with the longest suffix
/// (`-form-component.jsx`) a name stays far below the 255 bytes file systems allow.
pub const MAX_STEM_BYTES: usize = 100;

/// The file name an export of a form titled `title` is downloaded as, the
/// title lowercased by Rust's `str::to_lowercase`.
pub fn file_name(title: &str, format: Format) -> String {
    file_name_with(title, format, &str::to_lowercase)
}

/// [`file_name`] with the title lowercased by `lowercase`: the exporters pass
/// their engine's ([`crate::rules::EcmaEngine::lowercase`]), which in the wasm
/// modules is the browser's `toLowerCase`, so that Rust's Unicode case tables
/// stay out of the extras module (docs/bench-log/2026-11-25-std-for-size.md).
pub fn file_name_with(title: &str, format: Format, lowercase: &dyn Fn(&str) -> String) -> String {
    let hyphenated = || stem(&lowercase(title), Some('-'));
    match format {
        Format::Json => format!("{}-form.json", hyphenated()),
        Format::Html => format!("{}-form.html", hyphenated()),
        Format::React => format!("{}-form-component.jsx", joined_stem(title)),
        Format::Csv => format!("{}-structure.csv", hyphenated()),
        Format::Schema => format!("{}-schema.json", hyphenated()),
        Format::Rhf => format!("{}-form.tsx", hyphenated()),
    }
}

/// The title lowercased, each run of spaces (and unsafe characters) one hyphen.
pub fn hyphenated_stem(title: &str) -> String {
    stem(&title.to_lowercase(), Some('-'))
}

/// The title with spaces (and unsafe characters) removed, case kept.
pub fn joined_stem(title: &str) -> String {
    stem(title, None)
}

/// `title` (lowercased already, for a hyphenated stem) made safe.
fn stem(title: &str, separator: Option<char>) -> String {
    let mut out = String::with_capacity(title.len().min(MAX_STEM_BYTES * 2));
    let mut pending_separator = false;
    for c in title.chars() {
        if is_invisible_format(c) {
            continue;
        }
        if c.is_whitespace() || is_unsafe(c) {
            pending_separator = true;
            continue;
        }
        if pending_separator {
            if let Some(s) = separator {
                out.push(s);
            }
            pending_separator = false;
        }
        out.push(c);
        // Enough to fill the stem even after trimming; stops early on huge titles.
        if out.len() > MAX_STEM_BYTES * 2 {
            break;
        }
    }
    let trimmed = trim_edges(&out);
    let mut end = trimmed.len().min(MAX_STEM_BYTES);
    while !trimmed.is_char_boundary(end) {
        end -= 1;
    }
    let cut = trim_edges(&trimmed[..end]);
    if cut.is_empty() {
        FALLBACK_STEM.to_owned()
    } else {
        cut.to_owned()
    }
}

fn trim_edges(s: &str) -> &str {
    s.trim_matches(|c: char| c == '-' || c == '.' || c.is_whitespace())
}

/// Path separators, characters Windows forbids in names, and control characters.
fn is_unsafe(c: char) -> bool {
    matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') || c.is_control()
}

/// Bidirectional controls, zero-width characters and the byte-order mark.
fn is_invisible_format(c: char) -> bool {
    matches!(c,
        '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}' | '\u{FEFF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(title: &str, hyphenated: &str, joined: &str) {
        assert_eq!(hyphenated_stem(title), hyphenated, "hyphenated {title:?}");
        assert_eq!(joined_stem(title), joined, "joined {title:?}");
    }

    #[test]
    fn spec_names() {
        check("Contact Form", "contact-form", "ContactForm");
        let names = Format::ALL.map(|f| file_name("Contact Form", f));
        assert_eq!(
            names,
            [
                "contact-form-form.json",
                "contact-form-form.html",
                "ContactForm-form-component.jsx",
                "contact-form-structure.csv",
                "contact-form-schema.json",
                "contact-form-form.tsx",
            ]
        );
    }

    #[test]
    fn unsafe_characters_and_edges() {
        check("a  b\tc", "a-b-c", "abc");
        check("A - B", "a---b", "A-B");
        check("../etc/passwd", "etc-passwd", "etcpasswd");
        check("C:\\Users\\x", "c-users-x", "CUsersx");
        check("what? <yes> | \"no\" *", "what-yes-no", "whatyesno");
        check("line\nbreak\u{0}nul", "line-break-nul", "linebreaknul");
        check(".hidden", "hidden", "hidden");
        check("report.", "report", "report");
        check("evil\u{202E}txt.exe", "eviltxt.exe", "eviltxt.exe");
        check("Ünïcödé Straße", "ünïcödé-straße", "ÜnïcödéStraße");
        check("שלום עולם", "שלום-עולם", "שלוםעולם");
        // The whole title is lowercased, so a final capital sigma is `ς`, as
        // JavaScript's `toLowerCase` writes it (the wasm modules use that).
        check("ΟΔΟΣ ΟΔΟΣ", "οδος-οδος", "ΟΔΟΣΟΔΟΣ");
    }

    #[test]
    fn the_lowercasing_is_the_callers() {
        let shout = |t: &str| t.to_uppercase();
        assert_eq!(
            file_name_with("Contact Form", Format::Json, &shout),
            "CONTACT-FORM-form.json"
        );
        assert_eq!(
            file_name_with("Contact Form", Format::React, &shout),
            "ContactForm-form-component.jsx"
        );
    }

    #[test]
    fn empty_and_unusable_titles_fall_back() {
        for title in ["", "   ", "///", "...", "\u{200F}", "-"] {
            check(title, FALLBACK_STEM, FALLBACK_STEM);
        }
    }

    #[test]
    fn long_titles_are_cut_at_a_character_boundary() {
        let stem = hyphenated_stem(&"é".repeat(10_000));
        assert_eq!(stem, "é".repeat(MAX_STEM_BYTES / 2));
        let stem = hyphenated_stem(&"😀".repeat(1000));
        assert!(stem.len() <= MAX_STEM_BYTES && stem.chars().all(|c| c == '😀'));
        let stem = hyphenated_stem(&format!("{} b", "a".repeat(MAX_STEM_BYTES - 1)));
        assert_eq!(
            stem,
            "a".repeat(MAX_STEM_BYTES - 1),
            "no trailing hyphen after the cut"
        );
    }
}
