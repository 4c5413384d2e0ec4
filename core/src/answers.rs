//! Preview answers: what the designer typed or picked in the preview, kept per
//! field id in the editor (not in the form) and filled by the fake-data tool.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::model::FieldId;

/// One field's answer: text for most controls, a list for a checkbox group.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Answer {
    Text(String),
    Choices(Vec<String>),
}

/// Answers by field id; ordered so its JSON is stable.
pub type Answers = BTreeMap<FieldId, Answer>;
