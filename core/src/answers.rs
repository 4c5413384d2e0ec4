//! Preview answers: what the designer typed or picked in the preview, kept per
//! field id in the editor (not in the form) and filled by the fake-data tool.

use std::collections::BTreeMap;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::model::FieldId;

/// One field's answer: text for most controls, a list for a checkbox group.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Answer {
    Text(String),
    Choices(Vec<String>),
}

/// Read as `#[serde(untagged)]` reads it (text, else a list of texts),
/// without serde's buffering of the value.
impl<'de> Deserialize<'de> for Answer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let choices = match Value::deserialize(d)? {
            Value::String(text) => return Ok(Answer::Text(text)),
            Value::Array(items) => items
                .into_iter()
                .map(|item| match item {
                    Value::String(choice) => Some(choice),
                    _ => None,
                })
                .collect::<Option<Vec<_>>>(),
            _ => None,
        };
        choices.map(Answer::Choices).ok_or_else(|| {
            D::Error::custom("data did not match any variant of untagged enum Answer")
        })
    }
}

/// Answers by field id; ordered so its JSON is stable.
pub type Answers = BTreeMap<FieldId, Answer>;
