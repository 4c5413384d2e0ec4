//! The JSON export (spec §7, decision 6): the form as it serializes, then
//! `exportedAt` and `version: "1.0"`, pretty-printed with 2-space indentation.

use super::encoding_failed;
use crate::error::Error;
use crate::model::Form;
use crate::time::Timestamp;

/// The export format version the envelope declares (spec §9).
pub const EXPORT_VERSION: &str = "1.0";

/// Envelope keys. A form imported from an earlier export keeps them among its
/// unknown keys; they are dropped here, so the new envelope has each key once.
const ENVELOPE_KEYS: [&str; 2] = ["exportedAt", "version"];

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
    // The form as the wire writes it (compact), its closing brace replaced
    // by the envelope's two keys; then laid out as serde_json's pretty writer
    // would. Serializing the form a second time with the pretty writer (and
    // through `#[serde(flatten)]`) linked two more copies of every Serialize
    // impl of the model into the extras module.
    let mut json = serde_json::to_string(form).map_err(encoding_failed)?;
    let exported_at = serde_json::to_string(&now.to_iso()).map_err(encoding_failed)?;
    // A form is an object with keys (`id`, `title`, …), so `}` ends it.
    json.pop();
    json.push_str(",\"exportedAt\":");
    json.push_str(&exported_at);
    json.push_str(",\"version\":\"");
    json.push_str(EXPORT_VERSION);
    json.push_str("\"}");
    Ok(pretty(&json))
}

/// `compact`, serde_json's compact text of a value, laid out as its
/// `to_string_pretty` lays the value out: the two writers differ only in the
/// whitespace between tokens (a two-space indent per level, `": "`, and `{}`
/// or `[]` when empty), so the text is re-spaced outside its strings.
fn pretty(compact: &str) -> String {
    let mut out = String::with_capacity(compact.len() * 2);
    let mut depth = 0_usize;
    let mut in_string = false;
    let mut escaped = false;
    let mut chars = compact.chars().peekable();
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                out.push(c);
            }
            '{' | '[' => {
                out.push(c);
                match chars.next_if(|&next| next == '}' || next == ']') {
                    Some(close) => out.push(close),
                    None => {
                        depth += 1;
                        new_line(&mut out, depth);
                    }
                }
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                new_line(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(c);
                new_line(&mut out, depth);
            }
            ':' => out.push_str(": "),
            c => out.push(c),
        }
    }
    out
}

fn new_line(out: &mut String, depth: usize) {
    out.push('\n');
    for _ in 0..depth {
        out.push_str("  ");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde::Serialize;
    use serde_json::Value;

    /// The envelope as the export wrote it before it was spliced as text:
    /// the oracle of `envelope_is_what_serde_writes`.
    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Envelope<'a> {
        #[serde(flatten)]
        form: &'a Form,
        exported_at: String,
        version: &'static str,
    }

    fn any_json() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::from),
            any::<f64>().prop_map(Value::from),
            r#"[{}\[\]:,"\\ a\n\t\x00\u{1f}é😀]{0,6}"#.prop_map(Value::String),
        ];
        leaf.prop_recursive(4, 40, 5, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
                prop::collection::vec((r#"[{}\[\]:,"\\ a]{0,4}"#, inner), 0..5)
                    .prop_map(|entries| Value::Object(entries.into_iter().collect())),
            ]
        })
    }

    proptest! {
        /// Any value's compact text, re-spaced, is its pretty text.
        #[test]
        fn pretty_is_what_serde_json_pretty_prints(value in any_json()) {
            let compact = serde_json::to_string(&value).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(Some(pretty(&compact)), serde_json::to_string_pretty(&value).ok());
        }
    }

    #[test]
    fn envelope_is_what_serde_writes() {
        let nasty = include_str!("../../tests/fixtures/nasty-form.json");
        let mut forms: Vec<Form> = crate::templates::all()
            .iter()
            .enumerate()
            .map(|(i, t)| t.to_form(format!("t{i}"), Timestamp(1_795_339_841_123)))
            .collect();
        forms.push(serde_json::from_str::<Form>(nasty).expect("the nasty form reads"));
        let mut stale = forms[0].clone();
        stale.extra.insert("version".to_owned(), Value::from("0.9"));
        stale
            .extra
            .insert("zeta".to_owned(), Value::from(vec![1, 2]));
        forms.push(stale);
        for (i, form) in forms.iter().enumerate() {
            let now = Timestamp(1_795_339_841_123 + i as i64);
            let mut clean = form.clone();
            clean
                .extra
                .retain(|k, _| !ENVELOPE_KEYS.contains(&k.as_str()));
            let envelope = Envelope {
                form: &clean,
                exported_at: now.to_iso(),
                version: EXPORT_VERSION,
            };
            assert_eq!(
                render(form, now).ok(),
                serde_json::to_string_pretty(&envelope).ok(),
                "{}",
                form.title
            );
        }
    }
}
