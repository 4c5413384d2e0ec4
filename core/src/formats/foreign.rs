//! Imports of forms made elsewhere (issue 28): a JSON Schema (2020-12 or
//! draft-07, alone or with a JSON Forms UI schema), a SurveyJS survey, a
//! form-js (Camunda) schema. The format is recognised from the content
//! ([`detect`]); the file is mapped to a Formwright form file, which then goes
//! through the one forgiving reader (`import::read_form_value`), so ids,
//! limits and repairs are exactly an import's. Everything not carried is a
//! report line with its JSON Pointer in the source file; a line of the
//! reader's own (about the mapped form) is given the pointer of the source
//! item the field came from.
//!
//! The mapping reads [`J`], a JSON value that keeps the order of an object's
//! keys as the file wrote them ([`read_foreign_text`]): a JSON Schema's
//! `properties` are the form's order. From a parsed `serde_json::Value`
//! ([`read_foreign`]) keys come in serde_json's (sorted) order.

use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value, json};

use crate::error::Error;
use crate::ids::IdGen;
use crate::import::{Identity, LIMITS, parse_json, read_form_value};
use crate::model::Form;
use crate::time::Timestamp;
use crate::wire::{Change, ChangeKind};

use super::{from_formjs, from_json_schema, from_surveyjs};

/// A foreign format the import recognises.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Foreign {
    /// A JSON Schema of one answer set (`$schema`, or `type: "object"` with
    /// `properties`).
    JsonSchema,
    /// A JSON Forms file: `{"schema": …, "uischema": …}`.
    JsonForms,
    /// A SurveyJS survey: `pages` or `elements` whose items have a `type`.
    SurveyJs,
    /// A form-js schema: `components` with `type`s, and `schemaVersion` or
    /// `type: "default"`.
    FormJs,
}

impl Foreign {
    /// The format's name in words (the CLI says what it read).
    pub fn name(self) -> &'static str {
        match self {
            Foreign::JsonSchema => "JSON Schema",
            Foreign::JsonForms => "JSON Forms (schema and UI schema)",
            Foreign::SurveyJs => "SurveyJS",
            Foreign::FormJs => "form-js",
        }
    }
}

/// A JSON value whose objects keep their keys in the file's order (a key
/// written twice is there twice; [`J::get`] takes the last, as serde_json).
#[derive(Debug, Clone, PartialEq)]
pub enum J {
    Null,
    Bool(bool),
    Num(Number),
    Str(String),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

impl J {
    /// The value under `key` of an object (the last one written).
    pub fn get(&self, key: &str) -> Option<&J> {
        match self {
            J::Obj(entries) => entries.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn str(&self) -> Option<&str> {
        match self {
            J::Str(s) => Some(s),
            _ => None,
        }
    }

    pub fn arr(&self) -> Option<&[J]> {
        match self {
            J::Arr(items) => Some(items),
            _ => None,
        }
    }

    pub fn obj(&self) -> Option<&[(String, J)]> {
        match self {
            J::Obj(entries) => Some(entries),
            _ => None,
        }
    }

    pub fn bool(&self) -> Option<bool> {
        match self {
            J::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// A whole number that fits an `i64` (`3` and `3.0` alike).
    pub fn int(&self) -> Option<i64> {
        let J::Num(n) = self else { return None };
        if let Some(i) = n.as_i64() {
            return Some(i);
        }
        let f = n.as_f64()?;
        // Within ±2^53 a double is a whole number exactly.
        (f.fract() == 0.0 && f.abs() <= 9_007_199_254_740_992.0).then_some(f as i64)
    }

    /// The value as serde_json's (the reader's input).
    pub fn to_value(&self) -> Value {
        match self {
            J::Null => Value::Null,
            J::Bool(b) => Value::Bool(*b),
            J::Num(n) => Value::Number(n.clone()),
            J::Str(s) => Value::String(s.clone()),
            J::Arr(items) => Value::Array(items.iter().map(J::to_value).collect()),
            J::Obj(entries) => Value::Object(
                entries
                    .iter()
                    .map(|(k, v)| (k.clone(), v.to_value()))
                    .collect(),
            ),
        }
    }

    /// A scalar as option or condition text (`3`, `true`, `abc`); none for
    /// null, lists and objects.
    pub fn scalar_text(&self) -> Option<String> {
        match self {
            J::Str(s) => Some(s.clone()),
            J::Num(n) => Some(n.to_string()),
            J::Bool(b) => Some(b.to_string()),
            _ => None,
        }
    }
}

impl<'de> Deserialize<'de> for J {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<J, D::Error> {
        d.deserialize_any(JVisitor)
    }
}

struct JVisitor;

impl<'de> Visitor<'de> for JVisitor {
    type Value = J;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E>(self) -> Result<J, E> {
        Ok(J::Null)
    }
    fn visit_none<E>(self) -> Result<J, E> {
        Ok(J::Null)
    }
    fn visit_bool<E>(self, b: bool) -> Result<J, E> {
        Ok(J::Bool(b))
    }
    fn visit_i64<E>(self, n: i64) -> Result<J, E> {
        Ok(J::Num(n.into()))
    }
    fn visit_u64<E>(self, n: u64) -> Result<J, E> {
        Ok(J::Num(n.into()))
    }
    fn visit_f64<E>(self, n: f64) -> Result<J, E> {
        Ok(Number::from_f64(n).map_or(J::Null, J::Num))
    }
    fn visit_str<E>(self, s: &str) -> Result<J, E> {
        Ok(J::Str(s.to_owned()))
    }
    fn visit_string<E>(self, s: String) -> Result<J, E> {
        Ok(J::Str(s))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<J, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(J::Arr(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<J, A::Error> {
        let mut entries = Vec::new();
        while let Some((k, v)) = map.next_entry::<String, J>()? {
            entries.push((k, v));
        }
        Ok(J::Obj(entries))
    }
}

/// Which foreign format `value` is, if any. A Formwright form (an object
/// with a `fields` key) is none: it goes to the existing reader.
pub fn detect(value: &J) -> Option<Foreign> {
    if value.obj().is_none() || value.get("fields").is_some() {
        return None;
    }
    let is_object = |v: Option<&J>| v.is_some_and(|v| v.obj().is_some());
    if is_object(value.get("schema")) && is_object(value.get("uischema")) {
        return Some(Foreign::JsonForms);
    }
    if let Some(components) = value.get("components").and_then(J::arr) {
        let typed = components
            .iter()
            .any(|c| c.get("type").and_then(J::str).is_some());
        let marked = value.get("schemaVersion").is_some()
            || value.get("type").and_then(J::str) == Some("default");
        if typed && marked {
            return Some(Foreign::FormJs);
        }
    }
    if value
        .get("$schema")
        .and_then(J::str)
        .is_some_and(|s| s.contains("json-schema.org"))
        || (value.get("type").and_then(J::str) == Some("object")
            && is_object(value.get("properties")))
    {
        return Some(Foreign::JsonSchema);
    }
    let typed_items = |list: Option<&J>| {
        list.and_then(J::arr).is_some_and(|items| {
            items
                .iter()
                .any(|e| e.get("type").and_then(J::str).is_some())
        })
    };
    let pages_typed = value.get("pages").and_then(J::arr).is_some_and(|pages| {
        pages
            .iter()
            .any(|p| typed_items(p.get("elements")) || typed_items(p.get("questions")))
    });
    if pages_typed || typed_items(value.get("elements")) || typed_items(value.get("questions")) {
        return Some(Foreign::SurveyJs);
    }
    None
}

/// A foreign form read: the form, what was not carried (with its source
/// path), and the format it was read as.
#[derive(Debug, Clone, PartialEq)]
pub struct ForeignReading {
    pub form: Form,
    pub report: Vec<Change>,
    pub format: Foreign,
}

/// The form a foreign `value` maps to and the report, or `None` when it is
/// none of the three foreign formats (a Formwright file goes to the existing
/// reader). Keys are read in serde_json's order: [`read_foreign_text`] keeps
/// the file's.
pub fn read_foreign(
    value: &Value,
    ids: &mut IdGen,
    now: Timestamp,
) -> Option<Result<(Form, Vec<Change>), Error>> {
    // A Value's own Deserializer cannot fail on any JSON.
    let j = J::deserialize(value).ok()?;
    read_foreign_j(&j, ids, now).map(|r| r.map(|r| (r.form, r.report)))
}

/// [`read_foreign`] of JSON text, keys in the file's order, within the
/// import's limits (size, depth: `import::parse_json`'s refusals). `None`
/// when the text is JSON but none of the foreign formats.
pub fn read_foreign_text(
    text: &str,
    ids: &mut IdGen,
    now: Timestamp,
) -> Option<Result<ForeignReading, Error>> {
    // parse_json checks size, file kind and depth and words the refusal.
    if let Err(e) = parse_json(text) {
        return Some(Err(e));
    }
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let j: J = serde_json::from_str(text).ok()?;
    read_foreign_j(&j, ids, now)
}

/// [`read_foreign`] of a [`J`].
pub fn read_foreign_j(
    value: &J,
    ids: &mut IdGen,
    now: Timestamp,
) -> Option<Result<ForeignReading, Error>> {
    let format = detect(value)?;
    let mut out = Out::default();
    match format {
        Foreign::JsonSchema => from_json_schema::map(value, None, "", &mut out),
        Foreign::JsonForms => {
            let schema = value.get("schema").unwrap_or(&J::Null);
            let uischema = value.get("uischema");
            for (key, _) in value.obj().unwrap_or_default() {
                if key != "schema" && key != "uischema" {
                    out.dropped(
                        &pointer("", key),
                        "is not part of a JSON Forms form; not carried",
                    );
                }
            }
            from_json_schema::map(schema, uischema, "/schema", &mut out)
        }
        Foreign::SurveyJs => from_surveyjs::map(value, &mut out),
        Foreign::FormJs => from_formjs::map(value, &mut out),
    }
    Some(out.finish(ids, now).map(|(form, report)| ForeignReading {
        form,
        report,
        format,
    }))
}

/// `base` + `/key` as a JSON Pointer (`~` and `/` escaped, RFC 6901).
pub fn pointer(base: &str, key: &str) -> String {
    let mut out = String::with_capacity(base.len() + key.len() + 1);
    out.push_str(base);
    out.push('/');
    for c in key.chars() {
        match c {
            '~' => out.push_str("~0"),
            '/' => out.push_str("~1"),
            c => out.push(c),
        }
    }
    out
}

/// `base` + `/i`.
pub fn index(base: &str, i: usize) -> String {
    format!("{base}/{i}")
}

/// The Formwright form being built and the report so far.
#[derive(Debug, Default)]
pub struct Out {
    pub title: Option<String>,
    pub description: Option<String>,
    /// Fields as Formwright's file writes them.
    pub fields: Vec<Map<String, Value>>,
    /// Per field, the pointer of the source item it came from.
    pub origins: Vec<String>,
    report: Vec<Change>,
    /// Changes past the report's cap: counted only.
    more: usize,
    /// The source had more items than a form may have: the rest were not read.
    pub over: bool,
}

impl Out {
    fn push(&mut self, path: &str, kind: ChangeKind, message: String) {
        // One line is kept for "and N more changes".
        if self.report.len() + 1 >= LIMITS.max_report_lines {
            self.more += 1;
            return;
        }
        let mut path = path.to_owned();
        if let Some((end, _)) = path.char_indices().nth(LIMITS.max_text_chars) {
            path.truncate(end);
        }
        self.report.push(Change {
            path,
            kind,
            message,
        });
    }

    /// Something in the source that the form does not have.
    pub fn dropped(&mut self, path: &str, message: impl Into<String>) {
        self.push(path, ChangeKind::Dropped, message.into());
    }

    /// Something carried, but changed on the way (a panel flattened…).
    pub fn changed(&mut self, path: &str, message: impl Into<String>) {
        self.push(path, ChangeKind::Repaired, message.into());
    }

    /// Whether another field may be added (else the source is cut, once reported).
    pub fn room(&mut self, path: &str) -> bool {
        if self.fields.len() < LIMITS.max_fields {
            return true;
        }
        if !self.over {
            self.over = true;
            self.dropped(
                path,
                format!(
                    "the form already has {} fields, the most a form may have; this item and the rest were not read",
                    LIMITS.max_fields
                ),
            );
        }
        false
    }

    /// Adds a field made from the source item at `origin`.
    pub fn field(&mut self, origin: &str, field: Map<String, Value>) {
        self.fields.push(field);
        self.origins.push(origin.to_owned());
    }

    /// The form through the forgiving reader; its report lines about field
    /// `i` take that field's source pointer.
    fn finish(mut self, ids: &mut IdGen, now: Timestamp) -> Result<(Form, Vec<Change>), Error> {
        if self.fields.is_empty() {
            let mut message = "The file has no questions or fields Formwright can read, so there is no form to import".to_owned();
            // What was dropped, its first three lines (the report is lost with a refusal).
            let dropped: Vec<String> = self
                .report
                .iter()
                .filter(|c| c.kind == ChangeKind::Dropped)
                .map(ToString::to_string)
                .collect();
            if !dropped.is_empty() {
                message.push_str(" (not carried: ");
                message.push_str(&dropped[..dropped.len().min(3)].join("; "));
                let more = dropped.len().saturating_sub(3) + self.more;
                if more > 0 {
                    message.push_str(&format!("; and {more} more"));
                }
                message.push(')');
            }
            return Err(Error::new(crate::error::ErrorKind::MissingFields, message));
        }
        let mut form = Map::new();
        form.insert("id".into(), json!(""));
        form.insert(
            "title".into(),
            json!(
                self.title
                    .clone()
                    .unwrap_or_else(|| crate::model::DEFAULT_TITLE.to_owned())
            ),
        );
        if let Some(d) = &self.description {
            form.insert("description".into(), json!(d));
        }
        form.insert(
            "fields".into(),
            Value::Array(
                std::mem::take(&mut self.fields)
                    .into_iter()
                    .map(Value::Object)
                    .collect(),
            ),
        );
        let reading = read_form_value(Value::Object(form), ids, now, Identity::New)?;
        for change in reading.report {
            // The form's own id is always new in an import: nothing to say.
            if change.path == "id" {
                continue;
            }
            let path = reader_path(&change.path, &self.origins);
            self.push(&path, change.kind, change.message);
        }
        let mut report = self.report;
        if self.more > 0 {
            let changes = if self.more == 1 { "change" } else { "changes" };
            report.push(Change {
                path: String::new(),
                kind: ChangeKind::Dropped,
                message: format!("and {} more {changes}", self.more),
            });
        }
        Ok((reading.form, report))
    }
}

/// A reader path (`fields[3].validation.min`) as the source item's pointer
/// and what the reader looked at (`/properties/age (validation.min)`).
fn reader_path(path: &str, origins: &[String]) -> String {
    let Some(rest) = path.strip_prefix("fields[") else {
        return path.to_owned();
    };
    let Some((n, tail)) = rest.split_once(']') else {
        return path.to_owned();
    };
    match n.parse::<usize>().ok().and_then(|i| origins.get(i)) {
        Some(origin) => {
            let tail = tail.trim_start_matches('.');
            if tail.is_empty() {
                origin.clone()
            } else {
                format!("{origin} ({tail})")
            }
        }
        None => path.to_owned(),
    }
}

/// A new field's JSON: id, type, label, `required: false`.
pub fn new_field(id: &str, kind: &str, label: &str) -> Map<String, Value> {
    let mut f = Map::new();
    f.insert("id".into(), json!(id));
    f.insert("type".into(), json!(kind));
    f.insert("label".into(), json!(label));
    f.insert("required".into(), json!(false));
    f
}

/// Sets `validation.<key>` of a field's JSON.
pub fn set_validation(field: &mut Map<String, Value>, key: &str, value: Value) {
    let v = field
        .entry("validation")
        .or_insert_with(|| Value::Object(Map::new()));
    if let Value::Object(v) = v {
        v.insert(key.to_owned(), value);
    }
}

/// A default that is text or a number as a field's `defaultValue`; any
/// other is dropped (reported at `at`).
pub fn carry_default(default: &J, at: &str, field: &mut Map<String, Value>, out: &mut Out) {
    match default {
        J::Str(_) | J::Num(_) => {
            field.insert("defaultValue".into(), default.to_value());
        }
        _ => out.dropped(at, "a default that is not text or a number is not carried"),
    }
}

/// A JSON Schema / SurveyJS pattern (found anywhere in the answer) as a
/// Formwright pattern (the whole answer must match, as HTML's `pattern`):
/// `^(?:P)$` as written by Formwright's export reads back as `P`; any other
/// is wrapped so that it still only needs to occur somewhere.
pub fn unanchored_pattern(p: &str) -> String {
    if let Some(inner) = p.strip_prefix("^(?:").and_then(|s| s.strip_suffix(")$")) {
        // Only when the group closes at the end (`^(?:a)|(?:b)$` does not).
        if groups(inner).0 {
            return inner.to_owned();
        }
    }
    // `^…$` without a top-level `|`: its anchors are the whole-answer match.
    if let (true, false) = groups(p) {
        let start = p.starts_with('^');
        let body = p.strip_prefix('^').unwrap_or(p);
        let end = body.ends_with('$') && !escaped_last(body);
        let body = if end { &body[..body.len() - 1] } else { body };
        let mut out = String::with_capacity(body.len() + 16);
        if !start {
            out.push_str("[\\s\\S]*");
        }
        out.push_str(body);
        if !end {
            out.push_str("[\\s\\S]*");
        }
        return out;
    }
    format!("[\\s\\S]*(?:{p})[\\s\\S]*")
}

/// Whether the last character of `p` is escaped (`\$`).
fn escaped_last(p: &str) -> bool {
    let before = &p[..p.len() - 1];
    before.chars().rev().take_while(|c| *c == '\\').count() % 2 == 1
}

/// A pattern's parentheses (outside classes and escapes): whether they
/// balance and never close more than they opened, and whether it has a `|`
/// outside every group and class (read to the end only where they balance).
fn groups(p: &str) -> (bool, bool) {
    let mut depth = 0i64;
    let mut in_class = false;
    let mut bar = false;
    let mut chars = p.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '[' if !in_class => in_class = true,
            ']' if in_class => in_class = false,
            '(' if !in_class => depth += 1,
            ')' if !in_class => {
                depth -= 1;
                if depth < 0 {
                    return (false, bar);
                }
            }
            '|' if !in_class && depth == 0 => bar = true,
            _ => {}
        }
    }
    (depth == 0, bar)
}

/// The text of a SurveyJS-style localisable string: a string, or an object
/// of language → text whose `default` (else `en`, else the only one) is
/// taken; the other languages are reported.
pub fn localised(value: &J, path: &str, out: &mut Out) -> Option<String> {
    match value {
        J::Str(s) => Some(s.clone()),
        J::Obj(entries) => {
            let pick = ["default", "en"]
                .iter()
                .find_map(|k| {
                    entries
                        .iter()
                        .rposition(|(key, v)| key == k && v.str().is_some())
                })
                .or_else(|| (entries.len() == 1 && entries[0].1.str().is_some()).then_some(0));
            let Some(i) = pick else {
                out.dropped(
                    path,
                    "a text in several languages, none of them the default; not carried",
                );
                return None;
            };
            let others: Vec<&str> = entries
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, (k, _))| k.as_str())
                .collect();
            if !others.is_empty() {
                out.dropped(
                    path,
                    format!(
                        "only the '{}' text was kept; the translations ({}) are not carried",
                        entries[i].0,
                        others.join(", ")
                    ),
                );
            }
            entries[i].1.str().map(str::to_owned)
        }
        J::Null => None,
        _ => {
            out.dropped(path, "is not text; not carried");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn j(text: &str) -> J {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn detection_by_content() {
        assert_eq!(detect(&j(r#"{"fields": [], "$schema": "x"}"#)), None);
        assert_eq!(
            detect(&j(
                r#"{"$schema": "http://json-schema.org/draft-07/schema#"}"#
            )),
            Some(Foreign::JsonSchema)
        );
        assert_eq!(
            detect(&j(r#"{"type": "object", "properties": {}}"#)),
            Some(Foreign::JsonSchema)
        );
        assert_eq!(
            detect(&j(r#"{"schema": {}, "uischema": {}}"#)),
            Some(Foreign::JsonForms)
        );
        assert_eq!(
            detect(&j(
                r#"{"pages": [{"elements": [{"type": "text", "name": "a"}]}]}"#
            )),
            Some(Foreign::SurveyJs)
        );
        assert_eq!(
            detect(&j(r#"{"elements": [{"type": "text", "name": "a"}]}"#)),
            Some(Foreign::SurveyJs)
        );
        assert_eq!(
            detect(&j(
                r#"{"type": "default", "components": [{"type": "textfield"}]}"#
            )),
            Some(Foreign::FormJs)
        );
        assert_eq!(
            detect(&j(
                r#"{"schemaVersion": 16, "components": [{"type": "textfield"}]}"#
            )),
            Some(Foreign::FormJs)
        );
        assert_eq!(
            detect(&j(r#"{"components": [{"type": "textfield"}]}"#)),
            None
        );
        assert_eq!(detect(&j("[1]")), None);
        assert_eq!(detect(&j(r#"{"title": "x"}"#)), None);
    }

    #[test]
    fn pointers_escape_tilde_and_slash() {
        assert_eq!(pointer("/properties", "a/b~c"), "/properties/a~1b~0c");
        assert_eq!(index("/pages", 2), "/pages/2");
    }

    #[test]
    fn patterns_keep_their_meaning() {
        assert_eq!(unanchored_pattern("^(?:[a-z]+)$"), "[a-z]+");
        assert_eq!(
            unanchored_pattern("^(?:a)|(?:b)$"),
            "[\\s\\S]*(?:^(?:a)|(?:b)$)[\\s\\S]*"
        );
        assert_eq!(unanchored_pattern("[0-9]"), "[\\s\\S]*[0-9][\\s\\S]*");
        assert_eq!(unanchored_pattern("^C-[0-9]+$"), "C-[0-9]+");
        assert_eq!(unanchored_pattern("^ab"), "ab[\\s\\S]*");
        assert_eq!(unanchored_pattern(r"ab\$"), r"[\s\S]*ab\$[\s\S]*");
        assert_eq!(unanchored_pattern("a|b"), "[\\s\\S]*(?:a|b)[\\s\\S]*");
    }

    #[test]
    fn localised_text_takes_the_default_and_reports_the_rest() {
        let mut out = Out::default();
        assert_eq!(
            localised(
                &j(r#"{"default": "Name", "de": "Name (de)"}"#),
                "/t",
                &mut out
            ),
            Some("Name".to_owned())
        );
        assert_eq!(
            localised(&j(r#"{"fr": "Nom"}"#), "/u", &mut out),
            Some("Nom".to_owned())
        );
        assert_eq!(
            localised(&j(r#"{"fr": "Nom", "de": "N"}"#), "/v", &mut out),
            None
        );
        let lines: Vec<String> = out.report.iter().map(|c| c.to_string()).collect();
        assert_eq!(
            lines,
            [
                "/t: only the 'default' text was kept; the translations (de) are not carried",
                "/v: a text in several languages, none of them the default; not carried"
            ]
        );
    }

    #[test]
    fn key_order_is_the_files() {
        let value = j(r#"{"b": 1, "a": 2, "b": 3}"#);
        let keys: Vec<&str> = value
            .obj()
            .unwrap()
            .iter()
            .map(|(k, _)| k.as_str())
            .collect();
        assert_eq!(keys, ["b", "a", "b"]);
        assert_eq!(value.get("b"), Some(&J::Num(3.into())));
    }

    #[test]
    fn reader_paths_point_into_the_source() {
        let origins = vec!["/properties/a".to_owned()];
        assert_eq!(
            reader_path("fields[0].label", &origins),
            "/properties/a (label)"
        );
        assert_eq!(reader_path("fields[0]", &origins), "/properties/a");
        assert_eq!(reader_path("fields[7].x", &origins), "fields[7].x");
        assert_eq!(reader_path("title", &origins), "title");
    }
}
