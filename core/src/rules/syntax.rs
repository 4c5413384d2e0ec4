//! The value tests the rules need beyond [`crate::values`]: the length of a
//! text, phone syntax, number reading and comparison. `evaluator.js` mirrors
//! each one.

use super::patterns::EcmaEngine;
use crate::values::is_valid_float;

/// A text's length for `minLength` / `maxLength`: its Unicode scalar values
/// (what JSON Schema counts), not UTF-16 units (what HTML's `maxlength`
/// counts). An emoji such as 😀 is 1; `e` plus a combining accent is 2.
pub fn text_length(text: &str) -> usize {
    text.chars().count()
}

/// A phone number: an optional leading `+`, then only digits, spaces and
/// `( ) - .`, with 7 to 15 digits (15 is the longest international number,
/// ITU E.164). `+1 (555) 123-4567` and `030.1234567` are phone numbers;
/// `12345`, `555-CALL-NOW` and `1+2345678` are not.
pub fn is_valid_phone(text: &str) -> bool {
    let rest = text.strip_prefix('+').unwrap_or(text);
    let allowed = rest
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, ' ' | '(' | ')' | '-' | '.'));
    let digits = rest.chars().filter(char::is_ascii_digit).count();
    allowed && (7..=15).contains(&digits)
}

/// The number a text holds, when it is a valid floating-point number in
/// HTML's syntax; `1e999` reads as infinity, as in JavaScript.
pub(crate) fn read_number(text: &str, engine: &dyn EcmaEngine) -> Option<f64> {
    is_valid_float(text).then(|| engine.number(text))
}

/// `text` without leading and trailing ASCII whitespace (HTML's definition:
/// tab, line feed, form feed, carriage return, space).
pub(crate) fn trim_ascii_whitespace(text: &str) -> &str {
    text.trim_matches(|c| matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' '))
}

/// Whether a number field's answer equals a condition's value as numbers:
/// the answer is a number in HTML's syntax (what a number input holds) and
/// the value, trimmed of ASCII whitespace, is one too (`5.0` equals ` 5 `).
pub(crate) fn same_number(answer: &str, value: &str, engine: &dyn EcmaEngine) -> bool {
    matches!(
        (
            read_number(answer, engine),
            read_number(trim_ascii_whitespace(value), engine)
        ),
        (Some(x), Some(y)) if x == y
    )
}

/// Whether a pattern means the same under the `v` flag (HTML, the core) and
/// the `u` flag (JSON Schema validators such as ajv): outside character
/// classes the two read the same; inside, `v` adds nested classes, `&&`,
/// `--` and `\q{…}`, and only `v` has properties of strings.
pub fn reads_the_same_in_u_and_v(pattern: &str) -> bool {
    // With their braces: the lint and the plan ask this of every pattern on
    // each change of the form, so nothing is allocated here.
    const STRING_PROPERTIES: [&str; 7] = [
        "{Basic_Emoji}",
        "{Emoji_Keycap_Sequence}",
        "{RGI_Emoji}",
        "{RGI_Emoji_Flag_Sequence}",
        "{RGI_Emoji_Modifier_Sequence}",
        "{RGI_Emoji_Tag_Sequence}",
        "{RGI_Emoji_ZWJ_Sequence}",
    ];
    if pattern.contains('{') && STRING_PROPERTIES.iter().any(|p| pattern.contains(p)) {
        return false;
    }
    let mut in_class = false;
    let mut chars = pattern.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                if in_class && chars.peek() == Some(&'q') {
                    return false;
                }
                chars.next();
            }
            '[' if in_class => return false,
            '[' => in_class = true,
            ']' => in_class = false,
            '&' | '-' if in_class && chars.peek() == Some(&c) => return false,
            _ => {}
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::reads_the_same_in_u_and_v;

    #[test]
    fn every_property_of_strings_reads_only_under_v() {
        for p in [
            "Basic_Emoji",
            "Emoji_Keycap_Sequence",
            "RGI_Emoji",
            "RGI_Emoji_Flag_Sequence",
            "RGI_Emoji_Modifier_Sequence",
            "RGI_Emoji_Tag_Sequence",
            "RGI_Emoji_ZWJ_Sequence",
        ] {
            assert!(!reads_the_same_in_u_and_v(&format!("a\\p{{{p}}}+")), "{p}");
        }
        // Properties of code points, and braces of quantifiers, read the same.
        for same in [
            "\\p{Emoji}+",
            "\\p{Lu}\\P{RGI}",
            "a{2,3}",
            "[a-z]{RGI_Emoji",
        ] {
            assert!(reads_the_same_in_u_and_v(same), "{same}");
        }
    }
}
