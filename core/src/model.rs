//! The form model: what a form and its fields are, with serde names that match
//! the spec's JSON (an exported `*-form.json` is these types serialized).
//!
//! Unknown keys of an imported form or field are kept in `extra` and written back
//! on export, so a file from a newer build does not lose data here.

use std::sync::Arc;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};

use crate::json_read::{Elements, ReadJson, invalid_type, missing_field, unit_variant};
use crate::kinds::FieldType;
use crate::submit::{Submit, read_submit};
use crate::time::Timestamp;

mod field_list;
pub use field_list::FieldList;

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

impl ReadJson for FieldId {
    fn read_json(value: Value) -> Result<Self, String> {
        String::read_json(value).map(FieldId)
    }
}

/// A field's default value: text or a number, as the spec allows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum DefaultValue {
    Number(serde_json::Number),
    Text(String),
}

/// Read as `#[serde(untagged)]` reads it (a number, else text), without
/// serde's buffering of the value.
impl ReadJson for DefaultValue {
    fn read_json(value: Value) -> Result<Self, String> {
        match value {
            Value::Number(n) => Ok(DefaultValue::Number(n)),
            Value::String(s) => Ok(DefaultValue::Text(s)),
            _ => Err("data did not match any variant of untagged enum DefaultValue".to_owned()),
        }
    }
}

impl<'de> Deserialize<'de> for DefaultValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        DefaultValue::read_json(Value::deserialize(d)?).map_err(D::Error::custom)
    }
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
    /// A slider's step (issue 27), a whole number from 1; counted from `min`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<i64>,
    /// A time field's earliest time, `HH:MM` (issue 27).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_time: Option<String>,
    /// A time field's latest time, `HH:MM` (issue 27).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_time: Option<String>,
}

impl Validation {
    pub fn is_empty(&self) -> bool {
        *self == Validation::default()
    }
}

/// How a clause compares the watched field's answer with its value
/// (issue 26, decision 21: the last five are new; docs/rules.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ConditionOp {
    Equals,
    NotEquals,
    Contains,
    NotContains,
    IsEmpty,
    IsNotEmpty,
    GreaterThan,
    LessThan,
}

impl ConditionOp {
    /// The names serde reads and writes, in declaration order.
    pub const NAMES: [&'static str; 8] = [
        "equals",
        "not_equals",
        "contains",
        "not_contains",
        "is_empty",
        "is_not_empty",
        "greater_than",
        "less_than",
    ];
    const ALL: [ConditionOp; 8] = [
        ConditionOp::Equals,
        ConditionOp::NotEquals,
        ConditionOp::Contains,
        ConditionOp::NotContains,
        ConditionOp::IsEmpty,
        ConditionOp::IsNotEmpty,
        ConditionOp::GreaterThan,
        ConditionOp::LessThan,
    ];

    /// Its name in the file.
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// The operator named `name` in the file, if any.
    pub fn from_name(name: &str) -> Option<ConditionOp> {
        Self::NAMES
            .iter()
            .position(|n| *n == name)
            .map(|i| Self::ALL[i])
    }

    /// Whether the clause compares with a `value` (the empty tests do not).
    pub fn takes_value(self) -> bool {
        !matches!(self, ConditionOp::IsEmpty | ConditionOp::IsNotEmpty)
    }

    /// Whether it compares numbers: it holds only on a number field's answer.
    pub fn compares_numbers(self) -> bool {
        matches!(self, ConditionOp::GreaterThan | ConditionOp::LessThan)
    }

    /// One of the three operators every build before issue 26 knew: a form
    /// using only these is exported as before (decision 21).
    pub fn is_original(self) -> bool {
        matches!(
            self,
            ConditionOp::Equals | ConditionOp::NotEquals | ConditionOp::Contains
        )
    }
}

impl ReadJson for ConditionOp {
    fn read_json(value: Value) -> Result<Self, String> {
        unit_variant(value, &ConditionOp::NAMES).map(|i| ConditionOp::ALL[i])
    }
}

/// One comparison: the watched field, the operator and the value compared
/// with. Written without `value` when the operator takes none and the value
/// is empty, so a clause of the three original operators is written as
/// before (decision 21).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename_all = "camelCase"))]
pub struct Clause {
    /// Empty while the designer has not picked a field yet.
    pub field_id: FieldId,
    pub condition: ConditionOp,
    /// Absent for `is_empty` and `is_not_empty`.
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<String>"))]
    pub value: String,
}

impl Clause {
    /// Whether the file writes its `value`.
    fn writes_value(&self) -> bool {
        self.condition.takes_value() || !self.value.is_empty()
    }
}

impl Serialize for Clause {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let with_value = self.writes_value();
        let mut out = s.serialize_struct("Clause", 2 + usize::from(with_value))?;
        out.serialize_field("fieldId", &self.field_id)?;
        out.serialize_field("condition", &self.condition)?;
        if with_value {
            out.serialize_field("value", &self.value)?;
        }
        out.end()
    }
}

/// The most clauses a condition group may have (issue 26): the editor
/// refuses one more, and an import refuses a form with more
/// (`import::LIMITS.max_clauses`).
pub const MAX_CLAUSES: usize = 50;

/// When a `showWhen` or `requiredWhen` holds: one clause (the only shape
/// before issue 26) or a group of clauses, `{"all": [...]}` or
/// `{"any": [...]}`, one level deep. An empty group holds (lint reports it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum Condition {
    One(Clause),
    All { all: Vec<Clause> },
    Any { any: Vec<Clause> },
}

impl Condition {
    /// Its clauses, in order.
    pub fn clauses(&self) -> &[Clause] {
        match self {
            Condition::One(clause) => std::slice::from_ref(clause),
            Condition::All { all: clauses } | Condition::Any { any: clauses } => clauses,
        }
    }

    pub fn clauses_mut(&mut self) -> &mut [Clause] {
        match self {
            Condition::One(clause) => std::slice::from_mut(clause),
            Condition::All { all: clauses } | Condition::Any { any: clauses } => clauses,
        }
    }

    /// The one clause, when it is not a group.
    pub fn one(&self) -> Option<&Clause> {
        match self {
            Condition::One(clause) => Some(clause),
            _ => None,
        }
    }

    /// One clause of an original operator: what every build before issue 26
    /// could write (decision 21).
    pub fn is_original(&self) -> bool {
        self.one().is_some_and(|c| c.condition.is_original())
    }
}

/// A field's conditions: `showWhen` (when it is shown) and `requiredWhen`
/// (when a shown field is required; `required: true` wins). At least one is
/// set: a conditional with neither is refused as before.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase")]
pub struct Conditional {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub show_when: Option<Condition>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_when: Option<Condition>,
}

impl Conditional {
    /// A `showWhen` of one clause and no `requiredWhen`.
    pub fn show_when(clause: Clause) -> Conditional {
        Conditional {
            show_when: Some(Condition::One(clause)),
            required_when: None,
        }
    }

    /// Every clause, of `showWhen` then of `requiredWhen`.
    pub fn clauses(&self) -> impl Iterator<Item = &Clause> {
        Clauses {
            first: self.show_when.as_ref().map_or(&[], Condition::clauses),
            second: self.required_when.as_ref().map_or(&[], Condition::clauses),
        }
    }

    pub fn clauses_mut(&mut self) -> impl Iterator<Item = &mut Clause> {
        ClausesMut {
            first: self
                .show_when
                .as_mut()
                .map_or(&mut [], Condition::clauses_mut),
            second: self
                .required_when
                .as_mut()
                .map_or(&mut [], Condition::clauses_mut),
        }
    }

    /// The one clause of `showWhen`, when it is one clause.
    pub fn show_clause(&self) -> Option<&Clause> {
        self.show_when.as_ref().and_then(Condition::one)
    }

    /// Nothing beyond what every build before issue 26 could write.
    pub fn is_original(&self) -> bool {
        self.required_when.is_none() && self.show_when.as_ref().is_some_and(Condition::is_original)
    }
}

/// The clauses of two lists, one after the other: [`Conditional::clauses`].
/// A plain `next` rather than `chain` and `flat_map`, whose folds the
/// builder's module would hold once per use (issue 26's size).
struct Clauses<'a> {
    first: &'a [Clause],
    second: &'a [Clause],
}

impl<'a> Iterator for Clauses<'a> {
    type Item = &'a Clause;

    fn next(&mut self) -> Option<&'a Clause> {
        if self.first.is_empty() {
            self.first = std::mem::take(&mut self.second);
        }
        let (head, rest) = self.first.split_first()?;
        self.first = rest;
        Some(head)
    }
}

/// [`Clauses`], mutable: [`Conditional::clauses_mut`].
struct ClausesMut<'a> {
    first: &'a mut [Clause],
    second: &'a mut [Clause],
}

impl<'a> Iterator for ClausesMut<'a> {
    type Item = &'a mut Clause;

    fn next(&mut self) -> Option<&'a mut Clause> {
        if self.first.is_empty() {
            self.first = std::mem::take(&mut self.second);
        }
        let (head, rest) = std::mem::take(&mut self.first).split_first_mut()?;
        self.first = rest;
        Some(head)
    }
}

/// One field of a form. Read by [`Field::from_json`] (see [`ShapeError`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
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
    /// A hidden field's "Fill from the page address" (issue 27): absent
    /// means on; the builder writes `false` when the designer turns it off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fill_from_address: Option<bool>,
    // Boxed: most fields have none, and an action holding a field stays small.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Conditional>"))]
    pub conditional: Option<Box<Conditional>>,
    /// Keys this build does not know, kept verbatim.
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub extra: Map<String, Value>,
}

impl Field {
    /// Whether the field is a layout item (heading, paragraph, page
    /// break), which has no answer (`FieldType::is_layout`).
    pub fn is_layout(&self) -> bool {
        self.kind.is_layout()
    }

    /// Whether a hidden field takes the page address's parameter named
    /// after its id (issue 27: on unless `fillFromAddress` is `false`).
    pub fn fills_from_address(&self) -> bool {
        self.fill_from_address != Some(false)
    }

    /// A rating's scale size N (issue 27): `validation.max` within 3..=10,
    /// [`DEFAULT_RATING_SCALE`] when there is none.
    pub fn rating_scale(&self) -> i64 {
        self.validation
            .as_ref()
            .and_then(|v| v.max)
            .map_or(DEFAULT_RATING_SCALE, |n| n.clamp(3, 10))
    }

    /// A slider's minimum, maximum and step (issue 27), clamped to
    /// ±(2^53 − 1): [`DEFAULT_SLIDER`] where the form names none; the step is
    /// none when below 1 (not checked; the lint says so).
    pub fn slider(&self) -> (i64, i64, Option<i64>) {
        const SAFE: i64 = (1 << 53) - 1;
        let clamp = |n: i64| n.clamp(-SAFE, SAFE);
        let v = self.validation.as_ref();
        let (min, max, step) = DEFAULT_SLIDER;
        (
            clamp(v.and_then(|v| v.min).unwrap_or(min)),
            clamp(v.and_then(|v| v.max).unwrap_or(max)),
            v.and_then(|v| v.step)
                .map_or(Some(step), |s| (s >= 1).then(|| clamp(s))),
        )
    }

    /// The options of a choice field, or none.
    pub fn options(&self) -> &[String] {
        self.options.as_deref().unwrap_or(&[])
    }
}

/// A rating's scale size when the form names none (issue 27).
pub const DEFAULT_RATING_SCALE: i64 = 5;
/// A slider's minimum, maximum and step when the form names none (issue 27).
pub const DEFAULT_SLIDER: (i64, i64, i64) = (0, 100, 1);

/// A form: what is edited, saved, exported and imported. Read by [`Form::from_json`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
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
    /// Where the exported page posts its answers ("Send answers to",
    /// decision 18); absent when none, so a form without one is written as
    /// before. Its rule is `crate::submit::check_url`, which the editor and
    /// the forgiving reader hold and the HTML export checks again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub submit: Option<Submit>,
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
            submit: None,
            extra: Map::new(),
        }
    }

    /// The "Send answers to" address, or none.
    pub fn submit_url(&self) -> Option<&str> {
        self.submit.as_ref().map(|s| s.url.as_str())
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
            && self.submit == other.submit
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

/// A value of the wrong shape while reading a form or field from JSON: the
/// path of the problem under the value read (empty at its root, written as
/// serde_path_to_error wrote them: `fields[2].validation.minLength`) and
/// serde's message for it.
///
/// Forms and fields are read by hand from a `serde_json::Value`, the same code
/// whatever the text came from (one deserialisation path keeps the wasm module
/// small): known keys are taken out and checked against their types, the
/// other keys are kept in `extra` (serialized after the known ones, as
/// `#[serde(flatten)]` writes them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShapeError {
    pub path: String,
    pub message: String,
    /// The key, when a required key is missing (`path` is then its object's).
    pub missing: Option<&'static str>,
}

impl ShapeError {
    fn new(path: String, message: String) -> ShapeError {
        ShapeError {
            path,
            message,
            missing: None,
        }
    }

    /// The same problem seen from the value that holds this one at `prefix`.
    pub fn under(mut self, prefix: &str) -> ShapeError {
        self.path = join_path(prefix, &self.path);
        self
    }
}

/// `prefix` followed by `inner`: `a` + `b` is `a.b`, `a` + `[1]` is `a[1]`.
pub fn join_path(prefix: &str, inner: &str) -> String {
    if inner.is_empty() || inner == "." {
        prefix.to_owned()
    } else if prefix.is_empty() {
        inner.to_owned()
    } else if inner.starts_with('[') {
        format!("{prefix}{inner}")
    } else {
        format!("{prefix}.{inner}")
    }
}

/// The object in `value`, or serde's message for a value that is not one.
pub(crate) fn object(value: Value, expected: &str) -> Result<Map<String, Value>, ShapeError> {
    match value {
        Value::Object(map) => Ok(map),
        other => Err(ShapeError::new(
            String::new(),
            invalid_type(&other, &format!("struct {expected}")),
        )),
    }
}

/// One key's value read as `T`; a problem is reported at `key`.
pub(crate) fn read_key<T: ReadJson>(key: &str, value: Value) -> Result<T, ShapeError> {
    T::read_json(value).map_err(|message| ShapeError::new(key.to_owned(), message))
}

/// A choice field's options: `options[1]` names a bad one.
fn read_options(value: Value) -> Result<Option<Vec<String>>, ShapeError> {
    let items = match value {
        Value::Null => return Ok(None),
        Value::Array(items) => items,
        other => {
            return Err(ShapeError::new(
                "options".to_owned(),
                invalid_type(&other, "a sequence"),
            ));
        }
    };
    let options = items
        .into_iter()
        .enumerate()
        .map(|(i, item)| match item {
            Value::String(option) => Ok(option),
            other => Err(ShapeError::new(
                format!("options[{i}]"),
                invalid_type(&other, "a string"),
            )),
        })
        .collect::<Result<_, _>>()?;
    Ok(Some(options))
}

/// A validation object (a problem at its key), or the list of its values in
/// order, as serde also reads a struct.
fn read_validation(value: Value) -> Result<Validation, ShapeError> {
    if let Value::Array(items) = value {
        let mut list = Elements::new(items, "Validation", 8);
        // Every key has a default: a short list leaves the rest unset. One
        // reader per type, called by each key (not inlined eight times: the
        // builder's module is on the critical path).
        #[inline(never)]
        fn int(list: &mut Elements) -> Result<Option<i64>, ShapeError> {
            Ok(list.next::<Option<i64>>().map_err(at_root)?.flatten())
        }
        #[inline(never)]
        fn text(list: &mut Elements) -> Result<Option<String>, ShapeError> {
            Ok(list.next::<Option<String>>().map_err(at_root)?.flatten())
        }
        let validation = Validation {
            min_length: int(&mut list)?,
            max_length: int(&mut list)?,
            min: int(&mut list)?,
            max: int(&mut list)?,
            pattern: text(&mut list)?,
            step: int(&mut list)?,
            min_time: text(&mut list)?,
            max_time: text(&mut list)?,
        };
        return list.end(validation).map_err(at_root);
    }
    let mut validation = Validation::default();
    for (key, value) in object(value, "Validation")? {
        match key.as_str() {
            "minLength" => validation.min_length = read_key(&key, value)?,
            "maxLength" => validation.max_length = read_key(&key, value)?,
            "min" => validation.min = read_key(&key, value)?,
            "max" => validation.max = read_key(&key, value)?,
            "pattern" => validation.pattern = read_key(&key, value)?,
            "step" => validation.step = read_key(&key, value)?,
            "minTime" => validation.min_time = read_key(&key, value)?,
            "maxTime" => validation.max_time = read_key(&key, value)?,
            _ => {}
        }
    }
    Ok(validation)
}

/// A conditional object, or the list of its values (see [`read_validation`]):
/// `showWhen`, `requiredWhen`, at least one of them.
fn read_conditional(value: Value) -> Result<Conditional, ShapeError> {
    if let Value::Array(items) = value {
        let mut list = Elements::new(items, "Conditional", 1);
        let show_when = list.required().map_err(at_root)?;
        return list.end(Conditional::show_when(show_when)).map_err(at_root);
    }
    let (mut show_when, mut required_when) = (None, None);
    for (key, value) in object(value, "Conditional")? {
        match key.as_str() {
            "showWhen" => {
                show_when = Some(read_condition(value).map_err(|e| e.under(&key))?);
            }
            "requiredWhen" => {
                required_when = Some(read_condition(value).map_err(|e| e.under(&key))?);
            }
            _ => {}
        }
    }
    if show_when.is_none() && required_when.is_none() {
        // As before issue 26: a conditional says when something holds.
        required::<Condition>(None, "showWhen")?;
    }
    Ok(Conditional {
        show_when,
        required_when,
    })
}

/// One clause, or a group: an object with `all` or `any` (not both) holding
/// a list of clauses.
fn read_condition(value: Value) -> Result<Condition, ShapeError> {
    let group = match &value {
        Value::Object(map) => match (map.contains_key("all"), map.contains_key("any")) {
            (true, true) => {
                return Err(ShapeError::new(
                    String::new(),
                    "a condition has both `all` and `any`".to_owned(),
                ));
            }
            (true, false) => Some("all"),
            (false, true) => Some("any"),
            (false, false) => None,
        },
        _ => None,
    };
    let Some(key) = group else {
        return read_clause(value).map(Condition::One);
    };
    let Value::Object(mut map) = value else {
        unreachable!("a group is an object")
    };
    let clauses = match map.remove(key).unwrap_or(Value::Null) {
        // A loop, not `collect::<Result<…>>`: fewer bytes in the builder's module.
        Value::Array(items) => {
            let mut clauses = Vec::with_capacity(items.len());
            for (i, item) in items.into_iter().enumerate() {
                clauses.push(read_clause(item).map_err(|e| e.under(&format!("{key}[{i}]")))?);
            }
            clauses
        }
        other => {
            return Err(ShapeError::new(
                key.to_owned(),
                invalid_type(&other, "a sequence"),
            ));
        }
    };
    Ok(if key == "all" {
        Condition::All { all: clauses }
    } else {
        Condition::Any { any: clauses }
    })
}

/// One clause, or the list of its three values (see [`read_validation`]).
/// `value` may be left out for an operator that takes none.
fn read_clause(value: Value) -> Result<Clause, ShapeError> {
    if let Value::Array(items) = value {
        // serde's names of before issue 26, so a refused file reads as before.
        let mut list = Elements::new(items, "ShowWhen", 3);
        let clause = Clause {
            field_id: list.required().map_err(at_root)?,
            condition: list.required().map_err(at_root)?,
            value: list.required().map_err(at_root)?,
        };
        return list.end(clause).map_err(at_root);
    }
    let (mut field_id, mut condition, mut text) = (None, None, None);
    for (key, value) in object(value, "ShowWhen")? {
        match key.as_str() {
            "fieldId" => field_id = Some(read_key(&key, value)?),
            "condition" => condition = Some(read_key(&key, value)?),
            "value" => text = Some(read_key(&key, value)?),
            _ => {}
        }
    }
    let field_id = required(field_id, "fieldId")?;
    let condition: ConditionOp = required(condition, "condition")?;
    let value = match text {
        None if !condition.takes_value() => String::new(),
        text => required(text, "value")?,
    };
    Ok(Clause {
        field_id,
        condition,
        value,
    })
}

/// A problem of the value itself (no path under it).
fn at_root(message: String) -> ShapeError {
    ShapeError::new(String::new(), message)
}

/// A required key's value, or the "missing field" problem.
pub(crate) fn required<T>(value: Option<T>, key: &'static str) -> Result<T, ShapeError> {
    value.ok_or_else(|| ShapeError {
        path: String::new(),
        message: missing_field(key),
        missing: Some(key),
    })
}

/// Read as serde's derive would read them, with its messages and no path
/// (`Field::from_json` reads them with one).
macro_rules! read_without_path {
    ($($ty:ty => $read:expr),* $(,)?) => {$(
        impl ReadJson for $ty {
            fn read_json(value: Value) -> Result<Self, String> {
                $read(value).map_err(|e: ShapeError| e.message)
            }
        }
    )*};
}

read_without_path!(
    Validation => read_validation,
    Conditional => read_conditional,
    Condition => read_condition,
    Clause => read_clause,
    Field => Field::from_json,
    Form => Form::from_json,
);

impl Field {
    /// Reads a field from JSON; unknown keys go to `extra`.
    pub fn from_json(value: Value) -> Result<Field, ShapeError> {
        let map = object(value, "Field")?;
        let (mut id, mut kind, mut label) = (None, None, None);
        let mut field = Field {
            id: FieldId(String::new()),
            kind: FieldType::Other(String::new()),
            label: String::new(),
            placeholder: None,
            default_value: None,
            required: false,
            options: None,
            validation: None,
            fill_from_address: None,
            conditional: None,
            extra: Map::new(),
        };
        for (key, value) in map {
            match key.as_str() {
                "id" => id = Some(read_key(&key, value)?),
                "type" => kind = Some(read_key(&key, value)?),
                "label" => label = Some(read_key(&key, value)?),
                "placeholder" => field.placeholder = read_key(&key, value)?,
                "defaultValue" => field.default_value = read_key(&key, value)?,
                "required" => field.required = read_key(&key, value)?,
                "options" => field.options = read_options(value)?,
                "fillFromAddress" => field.fill_from_address = read_key(&key, value)?,
                "validation" if !value.is_null() => {
                    field.validation = Some(read_validation(value).map_err(|e| e.under(&key))?);
                }
                "conditional" if !value.is_null() => {
                    field.conditional = Some(Box::new(
                        read_conditional(value).map_err(|e| e.under(&key))?,
                    ));
                }
                "validation" | "conditional" => {}
                _ => {
                    field.extra.insert(key, value);
                }
            }
        }
        field.id = required(id, "id")?;
        field.kind = required(kind, "type")?;
        field.label = required(label, "label")?;
        Ok(field)
    }
}

/// Conditions deserialize through the hand reader: a clause or a group is
/// told apart by its keys, which serde's `untagged` would buffer for.
macro_rules! deserialize_by_hand {
    ($($ty:ty),*) => {$(
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                <$ty>::read_json(Value::deserialize(d)?).map_err(D::Error::custom)
            }
        }
    )*};
}

deserialize_by_hand!(Clause, Condition, Conditional);

impl<'de> Deserialize<'de> for Field {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Field::from_json(Value::deserialize(d)?).map_err(|e| D::Error::custom(e.message))
    }
}

impl Form {
    /// Reads a form from JSON; unknown keys go to `extra`.
    pub fn from_json(value: Value) -> Result<Form, ShapeError> {
        let map = object(value, "Form")?;
        let (mut id, mut title, mut fields, mut created_at, mut updated_at) =
            (None, None, None, None, None);
        let mut description = String::new();
        let mut submit = None;
        let mut extra = Map::new();
        for (key, value) in map {
            match key.as_str() {
                "id" => id = Some(read_key(&key, value)?),
                "title" => title = Some(read_key(&key, value)?),
                "description" => description = read_key(&key, value)?,
                "fields" => fields = Some(read_fields(value)?),
                "createdAt" => created_at = Some(read_key(&key, value)?),
                "updatedAt" => updated_at = Some(read_key(&key, value)?),
                "submit" => submit = read_submit(value),
                _ => {
                    extra.insert(key, value);
                }
            }
        }
        Ok(Form {
            id: required(id, "id")?,
            title: required(title, "title")?,
            description,
            fields: required(fields, "fields")?,
            created_at: required(created_at, "createdAt")?,
            updated_at: required(updated_at, "updatedAt")?,
            submit,
            extra,
        })
    }
}

fn read_fields(value: Value) -> Result<FieldList, ShapeError> {
    let Value::Array(items) = value else {
        return Err(ShapeError::new(
            "fields".to_owned(),
            invalid_type(&value, "a sequence"),
        ));
    };
    items
        .into_iter()
        .enumerate()
        .map(|(i, item)| {
            Field::from_json(item)
                .map(Arc::new)
                .map_err(|e| e.under(&format!("fields[{i}]")))
        })
        .collect()
}

impl<'de> Deserialize<'de> for Form {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Form::from_json(Value::deserialize(d)?).map_err(|e| D::Error::custom(e.message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn field(conditional: Value) -> Value {
        json!({"id": "f", "type": "text", "label": "F", "required": false, "conditional": conditional})
    }

    /// Read as a field, then written again: the same JSON.
    #[track_caller]
    fn round_trip(conditional: Value) {
        let f = Field::from_json(field(conditional.clone())).expect("reads");
        assert_eq!(serde_json::to_value(&f).unwrap(), field(conditional));
    }

    #[track_caller]
    fn refused(conditional: Value) -> (String, String) {
        let e = Form::from_json(
            json!({"id": "x", "title": "T", "fields": [field(conditional)],
            "createdAt": "2026-01-01T00:00:00.000Z", "updatedAt": "2026-01-01T00:00:00.000Z"}),
        )
        .expect_err("refused");
        (e.path, e.message)
    }

    #[test]
    fn issue_26_s_conditions_read_and_write_back_the_same() {
        round_trip(json!({"showWhen": {"fieldId": "a", "condition": "equals", "value": ""}}));
        round_trip(json!({"showWhen": {"fieldId": "a", "condition": "is_empty"}}));
        // A value the file gives an empty test is kept.
        round_trip(
            json!({"showWhen": {"fieldId": "a", "condition": "is_not_empty", "value": "x"}}),
        );
        round_trip(json!({"showWhen": {"all": [
            {"fieldId": "a", "condition": "greater_than", "value": "3"},
            {"fieldId": "b", "condition": "not_contains", "value": "x"}]}}));
        round_trip(json!({"showWhen": {"any": []}}));
        round_trip(
            json!({"requiredWhen": {"fieldId": "a", "condition": "less_than", "value": "1"}}),
        );
        round_trip(json!({
            "showWhen": {"fieldId": "a", "condition": "contains", "value": "x"},
            "requiredWhen": {"any": [{"fieldId": "a", "condition": "is_empty"}]}}));
    }

    #[test]
    fn a_value_is_needed_except_by_the_empty_tests() {
        assert_eq!(
            refused(json!({"showWhen": {"fieldId": "a", "condition": "equals"}})),
            (
                "fields[0].conditional.showWhen".to_owned(),
                "missing field `value`".to_owned()
            )
        );
    }

    #[test]
    fn bad_groups_are_refused_where_they_are() {
        assert_eq!(
            refused(json!({})),
            (
                "fields[0].conditional".to_owned(),
                "missing field `showWhen`".to_owned()
            )
        );
        assert_eq!(
            refused(json!({"showWhen": {"all": [], "any": []}})),
            (
                "fields[0].conditional.showWhen".to_owned(),
                "a condition has both `all` and `any`".to_owned()
            )
        );
        assert_eq!(
            refused(json!({"requiredWhen": {"any": {"fieldId": "a"}}})),
            (
                "fields[0].conditional.requiredWhen.any".to_owned(),
                "invalid type: map, expected a sequence".to_owned()
            )
        );
        assert_eq!(
            refused(json!({"showWhen": {"all": [
                {"fieldId": "a", "condition": "equals", "value": ""},
                {"fieldId": "b", "condition": "between", "value": ""}]}})),
            (
                "fields[0].conditional.showWhen.all[1].condition".to_owned(),
                "unknown variant `between`, expected one of `equals`, `not_equals`, `contains`, `not_contains`, `is_empty`, `is_not_empty`, `greater_than`, `less_than`".to_owned()
            )
        );
    }

    #[test]
    fn operators_know_their_names_and_whether_they_take_a_value() {
        for (i, name) in ConditionOp::NAMES.iter().enumerate() {
            let op = ConditionOp::from_name(name).expect("a name");
            assert_eq!(op.name(), *name);
            assert_eq!(op.is_original(), i < 3);
            assert_eq!(serde_json::to_value(op).unwrap(), json!(name));
        }
        assert!(!ConditionOp::IsEmpty.takes_value());
        assert!(ConditionOp::GreaterThan.compares_numbers());
        assert_eq!(ConditionOp::from_name("Equals"), None);
    }
}
