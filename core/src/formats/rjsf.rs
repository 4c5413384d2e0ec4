//! The rjsf UI schema (issue 28): what `@rjsf/core` needs beside the JSON
//! Schema export to draw the form as Formwright does. The schema itself is
//! the JSON Schema export (it keeps a `type` on every property and
//! `uniqueItems` on checkbox groups for rjsf); this file adds, keyed by
//! field id:
//!
//! - `ui:order`: the field ids in form order (each once), then `"*"`;
//! - `ui:widget`: `radio`, `checkboxes` (options each once), `textarea`,
//!   `password`, and the
//!   widgets rjsf has for the other kinds whose answers match the core's
//!   (`email`, `date`, `uri`, `range`, `hidden`);
//! - `ui:placeholder`: the placeholder (a select's prompt, as in the core).
//!
//! An id rjsf reads as its own key (`ui:…`, `*`) gets no entry and is left
//! to the `"*"` of `ui:order`; docs/formats.md lists what else is lost.

use serde_json::{Map, Value, json};

use crate::error::{Error, ErrorKind};
use crate::export::ExportFile;
use crate::kinds::Kind;
use crate::model::Form;

/// The file name: the JSON export's stem, then `-rjsf-uischema.json`.
pub fn rjsf_ui_file_name(title: &str) -> String {
    format!("{}-rjsf-uischema.json", super::jsonforms::stem(title))
}

/// The rjsf UI schema of `form`. A form without answerable fields is
/// refused (`noFields`), as the JSON Schema export refuses it.
pub fn export_rjsf_ui(form: &Form) -> Result<ExportFile, Error> {
    if form.fields.iter().all(|f| f.is_layout()) {
        return Err(Error::new(
            ErrorKind::NoFields,
            "The form has no fields to export",
        ));
    }
    let mut ui = Map::new();
    let mut order = Vec::new();
    let mut seen = rustc_hash::FxHashSet::default();
    for field in form.fields.iter().filter(|f| !f.is_layout()) {
        let id = field.id.as_str();
        // A repeated id is one property: its first field's.
        if !seen.insert(id) || reserved(id) {
            continue;
        }
        order.push(json!(id));
        let mut entry = Map::new();
        let kind = field.kind.known();
        let widget = match kind {
            Some(Kind::Radio) => Some("radio"),
            // rjsf draws checkboxes for an array with `uniqueItems`, which
            // a group whose options repeat has not (docs/formats.md).
            Some(Kind::Checkbox) if distinct(field.options()) => Some("checkboxes"),
            Some(Kind::Textarea) => Some("textarea"),
            Some(Kind::Password) => Some("password"),
            Some(Kind::Email) => Some("email"),
            Some(Kind::Date) => Some("date"),
            Some(Kind::Url) => Some("uri"),
            Some(Kind::Range) => Some("range"),
            Some(Kind::Hidden) => Some("hidden"),
            _ => None,
        };
        if let Some(widget) = widget {
            entry.insert("ui:widget".to_owned(), json!(widget));
        }
        if let Some(p) = field.placeholder.as_deref().filter(|p| !p.is_empty()) {
            entry.insert("ui:placeholder".to_owned(), json!(p));
        }
        if !entry.is_empty() {
            ui.insert(id.to_owned(), Value::Object(entry));
        }
    }
    order.push(json!("*"));
    ui.insert("ui:order".to_owned(), Value::Array(order));
    let content = serde_json::to_string_pretty(&Value::Object(ui)).map_err(|e| {
        Error::new(
            ErrorKind::EncodingFailed,
            format!("The export could not be written: {e}"),
        )
    })?;
    Ok(ExportFile {
        file_name: rjsf_ui_file_name(&form.title),
        mime: "application/json".to_owned(),
        content,
    })
}

/// Whether a checkbox group has options, each once.
fn distinct(options: &[String]) -> bool {
    let mut seen = rustc_hash::FxHashSet::default();
    !options.is_empty() && options.iter().all(|o| seen.insert(o.as_str()))
}

/// An id rjsf would read as one of its own keys: `ui:…` options, or the
/// `"*"` of `ui:order` (listed twice, rjsf refuses the order).
fn reserved(id: &str) -> bool {
    id.starts_with("ui:") || id == "*"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_name_shares_the_json_exports_stem() {
        assert_eq!(
            rjsf_ui_file_name("Contact Us"),
            "contact-us-rjsf-uischema.json"
        );
    }

    #[test]
    fn rjsf_keys_are_not_field_entries() {
        assert!(reserved("ui:order"));
        assert!(reserved("*"));
        assert!(!reserved("ui"));
        assert!(!reserved("a*"));
    }
}
