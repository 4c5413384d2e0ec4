//! The JSON Schema export (spec §7, decision 5): a draft 2020-12 schema of
//! one answer set, with properties keyed by field id in form order.
//!
//! Per field, by the kinds table's schema column: `type` number for number
//! fields, an array of option strings for checkbox groups (an answer is the
//! list of ticked options; `uniqueItems`, and `minItems: 1` when required),
//! string otherwise; `title` = label, `description` = placeholder, exactly,
//! and left out when there is none (spec §7; the array type is what says the
//! answer is a list); options become an `enum`; email and date
//! fields declare `format`. Strings carry `minLength`, `maxLength` and
//! `pattern`, numbers `minimum` and `maximum`. JSON Schema counts a string's
//! length in characters (code points), and so does the editor's setting: an
//! emoji is one character here.
//!
//! What keeps the schema valid for any form: a repeated field id keeps its
//! first field (property names and `required` entries are unique); repeated
//! options appear once in `enum`; an empty option list gives no `enum` (an
//! empty `enum` would accept nothing, and validators reject it); a negative
//! length is left out (lengths are non-negative integers).

use std::collections::HashSet;

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use super::encoding_failed;
use crate::error::Error;
use crate::kinds::SchemaType;
use crate::model::{Field, Form};
use crate::rules::RuleSet;

/// The meta-schema the export declares.
pub const SCHEMA_DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

#[derive(Serialize)]
struct Schema<'a> {
    #[serde(rename = "$schema")]
    dialect: &'static str,
    title: &'a str,
    #[serde(skip_serializing_if = "str::is_empty")]
    description: &'a str,
    #[serde(rename = "type")]
    kind: &'static str,
    properties: Properties<'a>,
    required: Vec<&'a str>,
}

/// Properties in form order (a JSON object keeps the order it is written in).
struct Properties<'a>(Vec<(&'a str, Property<'a>)>);

impl Serialize for Properties<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (id, property) in &self.0 {
            map.serialize_entry(id, property)?;
        }
        map.end()
    }
}

#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct Property<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    title: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    description: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    format: Option<&'static str>,
    #[serde(rename = "enum", skip_serializing_if = "Option::is_none")]
    choices: Option<Vec<&'a str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    items: Option<Items<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique_items: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    min_items: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    min_length: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    max_length: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pattern: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    minimum: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    maximum: Option<i64>,
}

#[derive(Serialize)]
struct Items<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    #[serde(rename = "enum", skip_serializing_if = "Option::is_none")]
    choices: Option<Vec<&'a str>>,
}

pub(super) fn render(form: &Form, _rules: &RuleSet) -> Result<String, Error> {
    let mut seen = HashSet::with_capacity(form.fields.len());
    let mut properties = Vec::with_capacity(form.fields.len());
    let mut required = Vec::new();
    for field in &form.fields {
        let id = field.id.as_str();
        if !seen.insert(id) {
            continue;
        }
        properties.push((id, property(field)));
        if field.required {
            required.push(id);
        }
    }
    let schema = Schema {
        dialect: SCHEMA_DIALECT,
        title: &form.title,
        description: &form.description,
        kind: "object",
        properties: Properties(properties),
        required,
    };
    serde_json::to_string_pretty(&schema).map_err(encoding_failed)
}

fn property(field: &Field) -> Property<'_> {
    let title = &field.label;
    let description = field.placeholder.as_deref().filter(|p| !p.is_empty());
    let validation = field.validation.as_ref();
    let choices = distinct_options(field);
    match field.kind.spec().schema {
        SchemaType::OptionList => Property {
            kind: "array",
            title,
            description,
            items: Some(Items {
                kind: "string",
                choices,
            }),
            unique_items: Some(true),
            min_items: field.required.then_some(1),
            ..Property::default()
        },
        SchemaType::Number => Property {
            kind: "number",
            title,
            description,
            choices,
            minimum: validation.and_then(|v| v.min),
            maximum: validation.and_then(|v| v.max),
            ..Property::default()
        },
        SchemaType::String { format } => Property {
            kind: "string",
            title,
            description,
            format,
            choices,
            min_length: validation.and_then(|v| v.min_length).filter(|n| *n >= 0),
            max_length: validation.and_then(|v| v.max_length).filter(|n| *n >= 0),
            pattern: validation.and_then(|v| v.pattern.as_deref()),
            ..Property::default()
        },
    }
}

/// The options as an `enum`: each once, in order; none for a field without options.
fn distinct_options(field: &Field) -> Option<Vec<&str>> {
    if !field.kind.has_options() || field.options().is_empty() {
        return None;
    }
    let mut seen = HashSet::new();
    Some(
        field
            .options()
            .iter()
            .map(String::as_str)
            .filter(|o| seen.insert(*o))
            .collect(),
    )
}
