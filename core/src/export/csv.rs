//! The CSV export (spec §7, decision 4): one header line of the field labels,
//! no data rows. Written by the `csv` crate, which quotes a label only when
//! RFC 4180 needs it (a comma, a double quote or a line break; quotes are
//! doubled), so tidy labels give exactly the spec's `a,b,c`. Like the spec's
//! output, the line has no terminator.

use csv::{QuoteStyle, Terminator, WriterBuilder};

use super::encoding_failed;
use crate::error::Error;
use crate::model::Form;

pub(super) fn render(form: &Form) -> Result<String, Error> {
    let encoding = |e: &dyn std::fmt::Display| encoding_failed(e);
    let mut writer = WriterBuilder::new()
        .quote_style(QuoteStyle::Necessary)
        .terminator(Terminator::CRLF)
        .from_writer(Vec::new());
    writer
        .write_record(form.fields.iter().map(|f| f.label.as_bytes()))
        .map_err(|e| encoding(&e))?;
    let mut bytes = writer.into_inner().map_err(|e| encoding(&e))?;
    // The writer ends every record with CRLF; the header line stands alone.
    if bytes.ends_with(b"\r\n") {
        bytes.truncate(bytes.len() - 2);
    }
    String::from_utf8(bytes).map_err(|e| encoding(&e))
}
