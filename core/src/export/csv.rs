//! The CSV export (spec §7, decision 4): one header line of the field labels,
//! no data rows; a layout item (heading, paragraph, page break; issue 26)
//! has no answer, so no column. A label is quoted only when RFC 4180 needs it (a comma, a
//! double quote or a line break; quotes are doubled), so tidy labels give
//! exactly the spec's `a,b,c`. Like the spec's output, the line has no
//! terminator.
//!
//! Written here, not by the `csv` crate: its writer links Rust's float parser
//! for a quoting style this export does not use (`NonNumeric`), with the `csv`
//! crate about 18 KB gzip of the extras module
//! (docs/bench-log/2026-11-25-bytes-won-back.md). The crate stays the oracle:
//! the tests compare this line with what its `QuoteStyle::Necessary` writes.

use crate::model::Form;

pub(super) fn render(form: &Form) -> String {
    let mut line = String::new();
    let answerable = form.fields.iter().filter(|f| !f.is_layout());
    for (i, field) in answerable.enumerate() {
        if i > 0 {
            line.push(',');
        }
        push_field(&mut line, &field.label);
    }
    // One empty label alone would be an empty line, which reads as no record:
    // it is written as a quoted empty field.
    if line.is_empty() {
        line.push_str("\"\"");
    }
    line
}

/// `text` as one field: in double quotes, its own doubled, when it holds a
/// comma, a double quote or a line break (CR or LF); as it is otherwise.
fn push_field(line: &mut String, text: &str) {
    if text.contains([',', '"', '\r', '\n']) {
        line.push('"');
        line.push_str(&text.replace('"', "\"\""));
        line.push('"');
    } else {
        line.push_str(text);
    }
}
