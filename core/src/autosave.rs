//! Autosave (spec §4): the record kept in local storage, the rule for saving,
//! the rule for offering a restore, and the local-storage keys. The UI owns
//! the timer and the storage calls; the decisions are made here.

use serde::Serialize;
#[cfg(feature = "reader")]
use serde_json::Value;

#[cfg(feature = "reader")]
use crate::error::{Error, ErrorKind};
#[cfg(feature = "reader")]
use crate::ids::IdGen;
#[cfg(feature = "reader")]
use crate::import::{self, Identity};
use crate::model::Form;
use crate::time::Timestamp;
use crate::wire::Report;
#[cfg(feature = "reader")]
use crate::wire::{Change, ChangeKind};

/// Local-storage key of the autosave record.
pub const AUTOSAVE_KEY: &str = "formwright-autosave";
/// How many records the UI keeps aside at most ([`AUTOSAVE_KEPT_KEYS`]).
pub const AUTOSAVE_KEPT_MAX: usize = 5;
/// Where the UI keeps records it cannot read, or ones from a newer version,
/// before its own first save replaces them (nothing is destroyed), newest
/// first: a record to keep goes under the first key and the ones kept
/// before move one key down, the oldest beyond the last key dropped (also
/// when storage is full: the oldest go first); a record already kept under
/// one of them is not kept again (docs/decisions-local.md). The first key
/// is the one earlier builds kept their single record under.
pub const AUTOSAVE_KEPT_KEYS: [&str; AUTOSAVE_KEPT_MAX] = [
    "formwright-autosave-kept",
    "formwright-autosave-kept-2",
    "formwright-autosave-kept-3",
    "formwright-autosave-kept-4",
    "formwright-autosave-kept-5",
];
/// The record format this build writes (`version` in the record; a record
/// without one is version 1).
pub const AUTOSAVE_VERSION: u64 = 1;
/// Local-storage key of the theme choice.
pub const THEME_KEY: &str = "formwright-theme";
/// The theme before the user picks one (spec §9).
pub const DEFAULT_THEME: &str = "dark";
/// The theme menu's choices (spec §1).
pub const THEMES: [&str; 3] = ["light", "dark", "system"];
/// How often the UI offers the form to [`record_text`] (spec §9).
pub const AUTOSAVE_INTERVAL_MS: i64 = 30_000;
/// Besides the interval, the UI saves this long after the last change to the
/// form (decision 22: no edit lost), and at once when the page is hidden or
/// closed. Long enough that typing is one save, short enough that a reload
/// soon after an edit finds it (docs/decisions-local.md).
pub const AUTOSAVE_DELAY_MS: i64 = 1_000;
/// A record at least this old is not offered for restore (spec §9: 24 hours).
pub const RESTORE_EXPIRY_MS: i64 = 24 * 60 * 60 * 1000;

/// What local storage holds: `{"form": {...}, "timestamp": "<ISO>", "version": 1}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AutosaveRecord {
    pub form: Form,
    pub timestamp: Timestamp,
    pub version: u64,
}

/// A record read back, with the decision whether to offer it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Restore {
    pub form: Form,
    pub saved_at: Timestamp,
    pub offer_restore: bool,
    /// What the reader repaired or dropped to read the record (usually nothing).
    pub report: Report,
    /// Written by a newer Formwright (its `version` is above ours): the UI
    /// keeps the record's text aside before saving over it.
    pub newer_version: bool,
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
        version: AUTOSAVE_VERSION,
    };
    serde_json::to_string(&record).ok()
}

/// A restore is offered for a record younger than 24 hours with at least one field.
pub fn offers_restore(record: &AutosaveRecord, now: Timestamp) -> bool {
    now.0.saturating_sub(record.timestamp.0) < RESTORE_EXPIRY_MS && !record.form.fields.is_empty()
}

/// Reads a stored record with the forgiving form reader ([`import`], keeping
/// the form's id and times). A record that holds no form is an error value
/// with the reader's reason and its path under `form`, never a panic; a
/// missing or odd `timestamp` is repaired: the form's last change time.
/// (Feature `reader`: in the browser, the extras module's `readAutosave`.)
#[cfg(feature = "reader")]
pub fn read(text: &str, now: Timestamp) -> Result<Restore, Error> {
    let corrupt = |e: Error| {
        let message = format!("Cannot read the autosaved form: {}", e.message);
        match e.path {
            Some(path) => Error::at(ErrorKind::CorruptAutosave, path, message),
            None => Error::new(ErrorKind::CorruptAutosave, message),
        }
    };
    let value = import::parse_json(text).map_err(corrupt)?;
    let Value::Object(mut record) = value else {
        return Err(corrupt(Error::new(
            ErrorKind::CorruptAutosave,
            "the record is not an object",
        )));
    };
    let Some(form) = record.remove("form") else {
        return Err(corrupt(Error::at(
            ErrorKind::CorruptAutosave,
            "form",
            "missing",
        )));
    };
    let stamped = match record.remove("timestamp") {
        Some(Value::String(s)) => Timestamp::parse_iso(&s).ok_or("not a time"),
        None | Some(Value::Null) => Err("missing"),
        Some(_) => Err("not a time"),
    };
    // The record's own repair ends the report (bounded with it).
    let last = stamped.err().map(|what| Change {
        path: "timestamp".to_owned(),
        kind: ChangeKind::Repaired,
        message: format!("{what}; the form's last change time was used"),
    });
    // Ids are drawn only for a form or field whose id is missing; seeded by
    // the time, as the core has no randomness of its own.
    let mut ids = IdGen::new(now.0.unsigned_abs());
    let reading = import::read_form_under(text, "form", form, &mut ids, now, Identity::Kept, last)
        .map_err(|e| {
            let path = e
                .path
                .as_deref()
                .map_or("form".to_owned(), |p| format!("form.{p}"));
            corrupt(Error::at(e.kind, path, e.message))
        })?;
    let report: Report = reading.report;
    let timestamp = stamped.unwrap_or(reading.form.updated_at);
    // Any other `version` (missing, odd) is read as ours.
    let version = record
        .get("version")
        .and_then(Value::as_u64)
        .unwrap_or(AUTOSAVE_VERSION);
    let record = AutosaveRecord {
        form: reading.form,
        timestamp,
        version,
    };
    let offer_restore = offers_restore(&record, now);
    Ok(Restore {
        form: record.form,
        saved_at: record.timestamp,
        offer_restore,
        report,
        newer_version: version > AUTOSAVE_VERSION,
    })
}

#[cfg(all(test, feature = "reader"))]
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
    fn records_kept_aside_are_a_bounded_list_of_distinct_keys_newest_first() {
        // Issue 23: a second unreadable record overwrote the one kept aside.
        assert_eq!(AUTOSAVE_KEPT_KEYS.len(), AUTOSAVE_KEPT_MAX);
        assert_eq!(AUTOSAVE_KEPT_MAX, 5);
        // Earlier builds' single kept record stays the newest one.
        assert_eq!(AUTOSAVE_KEPT_KEYS[0], "formwright-autosave-kept");
        let distinct: rustc_hash::FxHashSet<_> = AUTOSAVE_KEPT_KEYS.iter().collect();
        assert_eq!(distinct.len(), AUTOSAVE_KEPT_MAX);
        for key in AUTOSAVE_KEPT_KEYS {
            assert!(key.starts_with("formwright-autosave-kept"), "{key}");
            assert_ne!(key, AUTOSAVE_KEY);
            assert_ne!(key, THEME_KEY);
        }
        let constants = crate::constants::constants();
        assert_eq!(constants.autosave_kept_keys, AUTOSAVE_KEPT_KEYS);
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
        assert!(back.report.is_empty());
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
            r#"{"timestamp": "2026-01-01T00:00:00Z"}"#,
        ] {
            let e = read(text, Timestamp(0)).unwrap_err();
            assert_eq!(e.kind, ErrorKind::CorruptAutosave, "{text}");
            assert!(e.message.starts_with("Cannot read the autosaved form: "));
        }
        for text in ["", "[]", "7"] {
            let e = read(text, Timestamp(0)).unwrap_err();
            assert_eq!(e.path, None, "a problem at the root has no path: {text}");
        }
        let e = read(
            r#"{"form": {"id": "f", "title": "t", "fields": 3}}"#,
            Timestamp(0),
        )
        .unwrap_err();
        assert_eq!(e.path.as_deref(), Some("form.fields"));
        assert_eq!(
            e.message,
            "Cannot read the autosaved form: a number is not a list of fields"
        );
    }

    #[test]
    fn a_record_from_a_newer_version_is_read_and_flagged() {
        let text = record_text(&form_with_field(), Timestamp(0)).unwrap();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["version"], 1);
        assert!(!read(&text, Timestamp(1)).unwrap().newer_version);
        let newer = text.replace("\"version\":1", "\"version\":7");
        let r = read(&newer, Timestamp(1)).unwrap();
        assert!(r.newer_version && r.offer_restore);
        assert_eq!(r.form, form_with_field());
        let older = r#"{"form": {"id": "f", "title": "t", "fields": []}, "timestamp": "2026-01-01T00:00:00Z"}"#;
        assert!(!read(older, Timestamp(1)).unwrap().newer_version);
    }

    #[test]
    fn an_odd_record_is_repaired_and_says_so() {
        let text = r#"{"form": {"id": "f", "title": "t", "createdAt": "now", "updatedAt": "2026-01-01T00:00:00Z",
            "fields": [{"id": "a", "type": "checkbox", "label": "OK", "defaultValue": true}]}}"#;
        let r = read(text, Timestamp(0)).unwrap();
        assert_eq!(r.form.id, "f");
        assert_eq!(
            r.saved_at,
            Timestamp::parse_iso("2026-01-01T00:00:00Z").unwrap()
        );
        assert!(
            r.offer_restore,
            "a record stamped in the future counts as young"
        );
        let lines: Vec<String> = r.report.iter().map(ToString::to_string).collect();
        assert_eq!(
            lines,
            [
                "form.createdAt: the text \"now\" is not a time; the time of reading was used",
                "form.fields[0].defaultValue: a true/false value was turned into text",
                "timestamp: missing; the form's last change time was used",
            ]
        );
    }
}
