//! The JSON export (spec §7, decision 6): the form as it serializes, then
//! `exportedAt` and `version: "1.0"`, pretty-printed with 2-space indentation.

use serde::Serialize;

use super::encoding_failed;
use crate::error::Error;
use crate::model::Form;
use crate::time::Timestamp;

/// The export format version the envelope declares (spec §9).
pub const EXPORT_VERSION: &str = "1.0";

/// Envelope keys. A form imported from an earlier export keeps them among its
/// unknown keys; they are dropped here, so the new envelope has each key once.
const ENVELOPE_KEYS: [&str; 2] = ["exportedAt", "version"];

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Envelope<'a> {
    #[serde(flatten)]
    form: &'a Form,
    exported_at: String,
    version: &'static str,
}

pub(super) fn render(form: &Form, now: Timestamp) -> Result<String, Error> {
    let cleaned;
    let form = if ENVELOPE_KEYS.iter().any(|k| form.extra.contains_key(*k)) {
        // Cloning a form shares its field vector; only the key map is copied.
        let mut copy = form.clone();
        for k in ENVELOPE_KEYS {
            copy.extra.remove(k);
        }
        cleaned = copy;
        &cleaned
    } else {
        form
    };
    let envelope = Envelope {
        form,
        exported_at: now.to_iso(),
        version: EXPORT_VERSION,
    };
    serde_json::to_string_pretty(&envelope).map_err(encoding_failed)
}
