//! The form model: what a form and its fields are, with serde names that match
//! the spec's JSON (an exported `*-form.json` is these types serialized).
//!
//! Unknown keys of an imported form or field are kept in `extra` and written back
//! on export, so a file from a newer build does not lose data here.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::kinds::FieldType;
use crate::time::Timestamp;

/// A field's id. Fields are always referred to by id, never by index.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string"))]
#[serde(transparent)]
pub struct FieldId(pub String);

impl FieldId {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<&str> for FieldId {
    fn from(s: &str) -> Self {
        FieldId(s.to_owned())
    }
}

impl std::fmt::Display for FieldId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A field's default value: text or a number, as the spec allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum DefaultValue {
    Number(serde_json::Number),
    Text(String),
}

impl DefaultValue {
    /// The value as the text a control shows.
    pub fn display(&self) -> String {
        match self {
            DefaultValue::Number(n) => n.to_string(),
            DefaultValue::Text(s) => s.clone(),
        }
    }
}

/// Builder settings of a field; set in the editor, carried by the schema export.
/// Numbers are integers: the editor parses its inputs as integers (spec §5).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase")]
pub struct Validation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_length: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_length: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
}

impl Validation {
    pub fn is_empty(&self) -> bool {
        *self == Validation::default()
    }
}

/// How a condition compares the watched field's answer with its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ConditionOp {
    Equals,
    NotEquals,
    Contains,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ShowWhen {
    /// Empty while the designer has not picked a field yet.
    pub field_id: FieldId,
    pub condition: ConditionOp,
    pub value: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Conditional {
    pub show_when: ShowWhen,
}

/// One field of a form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase")]
pub struct Field {
    pub id: FieldId,
    #[serde(rename = "type")]
    pub kind: FieldType,
    pub label: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub placeholder: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_value: Option<DefaultValue>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = false))]
    pub required: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validation: Option<Validation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conditional: Option<Conditional>,
    /// Keys this build does not know, kept verbatim.
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub extra: Map<String, Value>,
}

impl Field {
    /// The options of a choice field, or none.
    pub fn options(&self) -> &[String] {
        self.options.as_deref().unwrap_or(&[])
    }
}

/// The ordered fields of a form. A persistent vector of shared fields: cloning
/// it is O(1), and a history snapshot shares every unchanged field with the
/// present, so an edit costs O(log n) and history memory grows with the edits.
pub type FieldList = imbl::Vector<Arc<Field>>;

/// A form: what is edited, saved, exported and imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase")]
pub struct Form {
    pub id: String,
    pub title: String,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = false))]
    pub description: String,
    #[cfg_attr(feature = "ts", ts(as = "Vec<Field>"))]
    pub fields: FieldList,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub extra: Map<String, Value>,
}

/// The title a new form has (spec §9).
pub const DEFAULT_TITLE: &str = "Untitled Form";

impl Form {
    /// A fresh blank form.
    pub fn blank(id: String, now: Timestamp) -> Form {
        Form {
            id,
            title: DEFAULT_TITLE.to_owned(),
            description: String::new(),
            fields: FieldList::new(),
            created_at: now,
            updated_at: now,
            extra: Map::new(),
        }
    }

    /// No fields and the default title: loading a template needs no confirmation.
    pub fn is_pristine(&self) -> bool {
        self.fields.is_empty() && self.title == DEFAULT_TITLE
    }

    pub fn index_of(&self, id: &FieldId) -> Option<usize> {
        self.fields.iter().position(|f| &f.id == id)
    }

    pub fn field(&self, id: &FieldId) -> Option<&Arc<Field>> {
        self.fields.iter().find(|f| &f.id == id)
    }

    /// Same content, timestamps aside (decision 8).
    pub fn same_content(&self, other: &Form) -> bool {
        self.id == other.id
            && self.title == other.title
            && self.description == other.description
            && self.extra == other.extra
            && fields_equal(&self.fields, &other.fields)
    }
}

/// Field lists equal in content; shared fields compare by pointer first, so
/// comparing two snapshots that share most fields costs little.
pub fn fields_equal(a: &FieldList, b: &FieldList) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b.iter())
            .all(|(x, y)| Arc::ptr_eq(x, y) || x == y)
}
