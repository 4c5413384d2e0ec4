//! Autosave (spec §4): the record kept in local storage, the rule for saving,
//! the rule for offering a restore, and the local-storage keys. The UI owns
//! the timer and the storage calls; the decisions are made here.

use serde::Serialize;
use serde::de::Error as _;
use serde_json::Value;

use crate::error::{Error, ErrorKind};
use crate::model::{Form, ShapeError, object, read_key, required};
use crate::time::Timestamp;

/// Local-storage key of the autosave record.
pub const AUTOSAVE_KEY: &str = "formwright-autosave";
/// Local-storage key of the theme choice.
pub const THEME_KEY: &str = "formwright-theme";
/// The theme before the user picks one (spec §9).
pub const DEFAULT_THEME: &str = "dark";
/// The theme menu's choices (spec §1).
pub const THEMES: [&str; 3] = ["light", "dark", "system"];
/// How often the UI offers the form to [`record_text`] (spec §9).
pub const AUTOSAVE_INTERVAL_MS: i64 = 30_000;
/// A record at least this old is not offered for restore (spec §9: 24 hours).
pub const RESTORE_EXPIRY_MS: i64 = 24 * 60 * 60 * 1000;

/// What local storage holds: `{"form": {...}, "timestamp": "<ISO>"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AutosaveRecord {
    pub form: Form,
    pub timestamp: Timestamp,
}

impl AutosaveRecord {
    /// Reads a record; other keys are ignored.
    pub fn from_json(value: Value) -> Result<AutosaveRecord, ShapeError> {
        if let Value::Array(items) = value {
            return Self::from_list(items);
        }
        let (mut form, mut timestamp) = (None, None);
        for (key, value) in object(value, "AutosaveRecord")? {
            match key.as_str() {
                "form" => form = Some(Form::from_json(value).map_err(|e| e.under("form"))?),
                "timestamp" => timestamp = Some(read_key(&key, value)?),
                _ => {}
            }
        }
        Ok(AutosaveRecord {
            form: required(form, "form")?,
            timestamp: required(timestamp, "timestamp")?,
        })
    }

    /// serde also reads a struct from the list of its values, in order.
    fn from_list(items: Vec<Value>) -> Result<AutosaveRecord, ShapeError> {
        let count = items.len();
        let mut items = items.into_iter();
        let (Some(form), Some(timestamp), None) = (items.next(), items.next(), items.next()) else {
            let message = if count < 2 {
                serde_json::Error::invalid_length(count, &"struct AutosaveRecord with 2 elements")
            } else {
                serde_json::Error::invalid_length(count, &"fewer elements in array")
            };
            return Err(ShapeError {
                path: String::new(),
                message: message.to_string(),
                missing: None,
            });
        };
        Ok(AutosaveRecord {
            form: Form::from_json(form).map_err(|e| e.under("[0]"))?,
            timestamp: read_key("[1]", timestamp)?,
        })
    }
}

/// A record read back, with the decision whether to offer it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Restore {
    pub form: Form,
    pub saved_at: Timestamp,
    pub offer_restore: bool,
}

/// Saving is worth it when the form has fields or a title other than the default.
pub fn should_save(form: &Form) -> bool {
    !form.is_pristine()
}

/// The record's text for local storage, or `None` when [`should_save`] says no.
pub fn record_text(form: &Form, now: Timestamp) -> Option<String> {
    if !should_save(form) {
        return None;
    }
    let record = AutosaveRecord {
        form: form.clone(),
        timestamp: now,
    };
    serde_json::to_string(&record).ok()
}

/// A restore is offered for a record younger than 24 hours with at least one field.
pub fn offers_restore(record: &AutosaveRecord, now: Timestamp) -> bool {
    now.0.saturating_sub(record.timestamp.0) < RESTORE_EXPIRY_MS && !record.form.fields.is_empty()
}

/// Reads a stored record. A corrupt one is an error value with the path of
/// the problem, never a panic.
pub fn read(text: &str, now: Timestamp) -> Result<Restore, Error> {
    let record = serde_json::from_str::<Value>(text)
        .map_err(|e| ShapeError {
            path: String::new(),
            message: e.to_string(),
            missing: None,
        })
        .and_then(AutosaveRecord::from_json)
        .map_err(|e| {
            let message = format!("Cannot read the autosaved form: {}", e.message);
            if e.path.is_empty() {
                Error::new(ErrorKind::CorruptAutosave, message)
            } else {
                Error::at(ErrorKind::CorruptAutosave, e.path, message)
            }
        })?;
    let offer_restore = offers_restore(&record, now);
    Ok(Restore {
        form: record.form,
        saved_at: record.timestamp,
        offer_restore,
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::edits::new_field;
    use crate::kinds::Kind;
    use crate::model::FieldId;

    const HOUR: i64 = 60 * 60 * 1000;

    fn form_with_field() -> Form {
        let mut f = Form::blank("form_a".into(), Timestamp(0));
        f.fields
            .push_back(Arc::new(new_field(Kind::Email, FieldId::from("e"))));
        f
    }

    #[test]
    fn keys_and_constants_of_spec_9() {
        assert_eq!(AUTOSAVE_KEY, "formwright-autosave");
        assert_eq!(THEME_KEY, "formwright-theme");
        assert_eq!(DEFAULT_THEME, "dark");
        assert_eq!(THEMES, ["light", "dark", "system"]);
        assert_eq!(AUTOSAVE_INTERVAL_MS, 30_000);
        assert_eq!(RESTORE_EXPIRY_MS, 24 * HOUR);
    }

    #[test]
    fn saves_only_forms_with_fields_or_a_title() {
        let blank = Form::blank("form_a".into(), Timestamp(0));
        assert_eq!(record_text(&blank, Timestamp(1)), None);
        let mut titled = blank.clone();
        titled.title = "Survey".into();
        assert!(record_text(&titled, Timestamp(1)).is_some());
        assert!(record_text(&form_with_field(), Timestamp(1)).is_some());
    }

    #[test]
    fn the_record_is_form_plus_iso_timestamp_and_reads_back() {
        let text = record_text(&form_with_field(), Timestamp(1_000)).unwrap();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["timestamp"], "1970-01-01T00:00:01.000Z");
        assert_eq!(json["form"]["id"], "form_a");
        let back = read(&text, Timestamp(1_000 + HOUR)).unwrap();
        assert_eq!(back.form, form_with_field());
        assert_eq!(back.saved_at, Timestamp(1_000));
        assert!(back.offer_restore);
    }

    #[test]
    fn restore_is_offered_under_24_hours_and_with_fields() {
        let text = record_text(&form_with_field(), Timestamp(0)).unwrap();
        assert!(read(&text, Timestamp(24 * HOUR - 1)).unwrap().offer_restore);
        assert!(!read(&text, Timestamp(24 * HOUR)).unwrap().offer_restore);
        let mut titled = Form::blank("form_b".into(), Timestamp(0));
        titled.title = "Only a title".into();
        let text = record_text(&titled, Timestamp(0)).unwrap();
        assert!(!read(&text, Timestamp(1)).unwrap().offer_restore);
    }

    #[test]
    fn a_corrupt_record_is_an_error_value() {
        for text in [
            "",
            "{",
            "[]",
            r#"{"form": {}}"#,
            r#"{"form": 1, "timestamp": "x"}"#,
        ] {
            let e = read(text, Timestamp(0)).unwrap_err();
            assert_eq!(e.kind, ErrorKind::CorruptAutosave, "{text}");
            assert!(e.message.starts_with("Cannot read the autosaved form: "));
        }
        for text in ["", "[]", "7"] {
            let e = read(text, Timestamp(0)).unwrap_err();
            assert_eq!(e.path, None, "a problem at the root has no path: {text}");
        }
        let e = read(r#"{"form": {"id": "f", "title": "t", "fields": [], "createdAt": "now", "updatedAt": "now"}, "timestamp": "2026-01-01T00:00:00Z"}"#, Timestamp(0)).unwrap_err();
        assert_eq!(e.path.as_deref(), Some("form.createdAt"));
    }
}
