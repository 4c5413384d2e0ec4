//! The JSON Schema export (spec §7, decisions 5, 15 and 16): a draft 2020-12
//! schema of one answer set that accepts exactly the answer sets the core's
//! rules accept (`rules::evaluate`), written from the form's [`RuleSet`].
//!
//! The answer world it describes: an unanswered field is absent; a text is a
//! string, except a number field's answer that is a number with a finite
//! value, which is a JSON number; a checkbox group's answer is an array of
//! its options; one box (a checkbox field without options, decision 16) is a
//! boolean, present ticked or not.
//!
//! Per field (properties keyed by field id, in form order): `title` = label
//! and `description` = placeholder, exactly (left out when there is none).
//! Then the checks, as the core makes them:
//! - a select's or radio group's options are an `enum`; a checkbox group is
//!   an `array` whose items are the `enum` (`minItems: 1` when required);
//! - one box is `type: boolean`, `const: true` when required ("required"
//!   means ticked);
//! - a number field is a `number` with `minimum` / `maximum` (or a string
//!   that is HTML's float syntax too large for a finite value: `1e999` is
//!   infinity, above any minimum, as in the core);
//! - e-mail, phone and date syntax are `pattern`s equal to the core's
//!   (`values.rs`, `rules::is_valid_phone`), not `format`s, whose notions
//!   (ajv-formats) differ from HTML's;
//! - `minLength` / `maxLength` count code points, as the core does;
//! - the designer's pattern is anchored, `^(?:…)$`, as HTML's `pattern`.
//!
//! A field with a condition: its property holds only the title and the
//! description; everything else applies under `if` (it is shown) / `then`,
//! with "shown" a `$defs` entry per conditional field (`shown-<n>`, n its
//! position from 1) that follows the chain through `$ref`s. A condition on a
//! missing field or a cycle is never shown, so it constrains nothing.
//! Deeper than `CHAIN_LEVELS` (32) conditions, a field's `if`/`then` sits
//! in the `then` of the field it watches, with a `$defs` root every
//! `CHAIN_LEVELS` levels (issue 23: linear size and bounded nesting, which
//! validators such as ajv need; docs/exports.md, "Long chains").
//!
//! What keeps the schema valid for any form: a repeated field id has one
//! property (its first field's), the later fields' checks go under `allOf`;
//! repeated options appear once in `enum`; an empty option list gives no
//! `enum`. A pattern whose meaning could differ between HTML's `v` flag and
//! the `u` flag JSON Schema validators use (a class inside a class, `&&`,
//! `--`, `\q{…}`, properties of strings) is left out: see docs/exports.md.

use std::collections::{HashMap, HashSet};

use serde::ser::{Serialize, SerializeMap, SerializeSeq, Serializer};

use super::encoding_failed;
use crate::error::Error;
use crate::model::{ConditionOp, Field, Form};
use crate::rules::{AnswerShape, FieldRules, RuleSet, Syntax};

/// The meta-schema the export declares.
pub const SCHEMA_DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

/// HTML's valid floating-point number (`values::is_valid_float`).
const FLOAT: &str = r"-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?";
/// HTML's valid e-mail address (`values::is_valid_email`).
const EMAIL: &str = r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$";
/// A phone number: an optional `+`, then digits, spaces and `( ) - .`, with
/// 7 to 15 digits (`rules::is_valid_phone`).
const PHONE: &str = r"^\+?(?:[ ().-]*[0-9]){7,15}[ ().-]*$";
/// HTML's valid date string, a real day (`values::is_valid_date`): a year of
/// four or more digits, not zero; February 29 only in leap years (the last
/// two digits a multiple of 4 but not 00, or the last four a multiple of 400).
const DATE: &str = concat!(
    r"^(?!0+-)(?:[0-9]{4,}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])",
    r"|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))",
    r"|(?=[0-9]{4,}-)(?:[0-9]*(?:0[48]|[2468][048]|[13579][26])|[0-9]*(?:[02468][048]|[13579][26])00)-02-29)$"
);

/// A JSON value whose objects keep the order they are written in.
enum J {
    Bool(bool),
    Int(i64),
    Num(f64),
    Str(String),
    Arr(Vec<J>),
    Obj(Vec<(String, J)>),
}

impl Serialize for J {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            J::Bool(b) => s.serialize_bool(*b),
            J::Int(n) => s.serialize_i64(*n),
            J::Num(n) => s.serialize_f64(*n),
            J::Str(text) => s.serialize_str(text),
            J::Arr(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            J::Obj(entries) => {
                let mut map = s.serialize_map(Some(entries.len()))?;
                for (key, value) in entries {
                    map.serialize_entry(key, value)?;
                }
                map.end()
            }
        }
    }
}

fn s(text: &str) -> J {
    J::Str(text.to_owned())
}

fn obj(entries: Vec<(&str, J)>) -> J {
    J::Obj(
        entries
            .into_iter()
            .map(|(k, v)| (k.to_owned(), v))
            .collect(),
    )
}

/// `{"properties": {id: schema}, "required": [id]}`: the answer is there and fits.
fn present(id: &str, schema: J) -> J {
    obj(vec![
        ("properties", J::Obj(vec![(id.to_owned(), schema)])),
        ("required", J::Arr(vec![s(id)])),
    ])
}

/// The answer is not there (unanswered).
fn absent(id: &str) -> J {
    obj(vec![(
        "not",
        obj(vec![
            ("properties", J::Obj(vec![(id.to_owned(), J::Bool(true))])),
            ("required", J::Arr(vec![s(id)])),
        ]),
    )])
}

fn not(schema: J) -> J {
    obj(vec![("not", schema)])
}

pub(super) fn render(form: &Form, rules: &RuleSet) -> Result<String, Error> {
    let fields: Vec<(&Field, &FieldRules)> = form
        .fields
        .iter()
        .map(|f| &**f)
        .zip(&rules.fields)
        .collect();
    let shown = Visibility::new(&fields);
    let mut seen = HashSet::with_capacity(fields.len());
    let mut properties = Vec::with_capacity(fields.len());
    let mut required = Vec::new();
    let mut all_of = Vec::new();
    let mut defs = Vec::new();
    // Each conditional field's `then`, until the fields under it are nested in.
    let mut thens: Vec<Option<J>> = (0..fields.len()).map(|_| None).collect();
    for (i, (field, rule)) in fields.iter().enumerate() {
        let id = rule.id.as_str();
        let first = seen.insert(id);
        let mut annotations = Vec::new();
        annotations.push(("title".to_owned(), s(&field.label)));
        if let Some(p) = field.placeholder.as_deref().filter(|p| !p.is_empty()) {
            annotations.push(("description".to_owned(), s(p)));
        }
        let checks = answer_schema(rule);
        match shown.of(i) {
            Shown::Always if first => {
                let mut entries = annotations;
                entries.extend(checks);
                properties.push((id.to_owned(), J::Obj(entries)));
                if rule.required {
                    required.push(s(id));
                }
            }
            Shown::Always => all_of.push(Entry::Ready(field_schema(id, checks, rule.required))),
            Shown::Never | Shown::When(_) => {
                if first {
                    properties.push((id.to_owned(), J::Obj(annotations)));
                }
                if let Shown::When(_) = shown.of(i) {
                    thens[i] = Some(field_schema(id, checks, rule.required));
                    if shown.depth[i] <= CHAIN_LEVELS {
                        all_of.push(Entry::Shown(i));
                    }
                }
            }
        }
        if let Some(def) = shown.definition(i) {
            defs.push((format!("shown-{}", i + 1), def));
        }
    }
    // Deeper roots after, the shallower first: ajv compiles a `$ref`'s
    // target when it first meets it, so each compiles after the root it
    // refers to and its compiler's recursion stays one level deep.
    let deep = by_depth(&shown.depth)
        .into_iter()
        .skip(CHAIN_LEVELS + 1)
        .flatten();
    all_of.extend(deep.filter(|&i| shown.root[i]).map(Entry::Shown));
    let mut thens = shown.nest(thens);
    let all_of: Vec<J> = all_of
        .into_iter()
        .filter_map(|entry| match entry {
            Entry::Ready(j) => Some(j),
            Entry::Shown(i) => Some(obj(vec![
                ("if", shown.reference(i)),
                ("then", thens[i].take()?),
            ])),
        })
        .collect();
    let mut root = vec![
        ("$schema".to_owned(), s(SCHEMA_DIALECT)),
        ("title".to_owned(), s(&form.title)),
    ];
    if !form.description.is_empty() {
        root.push(("description".to_owned(), s(&form.description)));
    }
    root.push(("type".to_owned(), s("object")));
    root.push(("properties".to_owned(), J::Obj(properties)));
    root.push(("required".to_owned(), J::Arr(required)));
    if !all_of.is_empty() {
        root.push(("allOf".to_owned(), J::Arr(all_of)));
    }
    if !defs.is_empty() {
        root.push(("$defs".to_owned(), J::Obj(defs)));
    }
    serde_json::to_string_pretty(&J::Obj(root)).map_err(encoding_failed)
}

/// One item of the root's `allOf`: ready, or the `if`/`then` of a root of
/// the chains (its `then` is complete once the fields under it are nested).
enum Entry {
    Ready(J),
    Shown(usize),
}

/// The checks of one field where it is not the top-level property.
fn field_schema(id: &str, checks: Vec<(String, J)>, required: bool) -> J {
    let mut entries = vec![(
        "properties".to_owned(),
        J::Obj(vec![(id.to_owned(), J::Obj(checks))]),
    )];
    if required {
        entries.push(("required".to_owned(), J::Arr(vec![s(id)])));
    }
    J::Obj(entries)
}

/// What an answer to the field must be (without title and description).
fn answer_schema(rule: &FieldRules) -> Vec<(String, J)> {
    let mut out: Vec<(String, J)> = Vec::new();
    let mut put = |k: &str, v: J| out.push((k.to_owned(), v));
    match rule.answer {
        AnswerShape::Flag => {
            put("type", s("boolean"));
            if rule.required {
                put("const", J::Bool(true));
            }
        }
        AnswerShape::List => {
            let mut items = vec![("type".to_owned(), s("string"))];
            if let Some(choices) = distinct(&rule.options) {
                items.push(("enum".to_owned(), choices));
            }
            put("type", s("array"));
            put("items", J::Obj(items));
            if rule.required {
                put("minItems", J::Int(1));
            }
        }
        AnswerShape::Text if rule.syntax == Some(Syntax::Number) => {
            let mut number = vec![("type".to_owned(), s("number"))];
            if let Some(n) = rule.min {
                number.push(("minimum".to_owned(), J::Int(n)));
            }
            if let Some(n) = rule.max {
                number.push(("maximum".to_owned(), J::Int(n)));
            }
            // A float too large for a finite value stays a string: infinity,
            // above any minimum (when it is positive) and below any maximum.
            let infinite = match (rule.min, rule.max) {
                (None, None) => Some(format!("^{FLOAT}$")),
                (Some(_), None) => Some(format!("^(?!-){FLOAT}$")),
                (None, Some(_)) => Some(format!("^-{FLOAT}$")),
                (Some(_), Some(_)) => None,
            };
            match infinite {
                Some(pattern) => put(
                    "anyOf",
                    J::Arr(vec![
                        J::Obj(number),
                        obj(vec![("type", s("string")), ("pattern", J::Str(pattern))]),
                    ]),
                ),
                None => out.extend(number),
            }
        }
        AnswerShape::Text => {
            put("type", s("string"));
            if let Some(choices) = distinct(&rule.options) {
                put("enum", choices);
            }
            if let Some(n) = rule.min_length {
                put("minLength", J::Int(n));
            }
            if let Some(n) = rule.max_length {
                put("maxLength", J::Int(n));
            }
            let syntax = match rule.syntax {
                Some(Syntax::Email) => Some(EMAIL),
                Some(Syntax::Phone) => Some(PHONE),
                Some(Syntax::Date) => Some(DATE),
                Some(Syntax::Number) | None => None,
            };
            let designer = rule.pattern.as_deref().map(|p| format!("^(?:{p})$"));
            match (syntax, designer) {
                (Some(a), Some(b)) => put(
                    "allOf",
                    J::Arr(vec![
                        obj(vec![("pattern", s(a))]),
                        obj(vec![("pattern", J::Str(b))]),
                    ]),
                ),
                (Some(a), None) => put("pattern", s(a)),
                (None, Some(b)) => put("pattern", J::Str(b)),
                (None, None) => {}
            }
        }
    }
    out
}

/// The options as an `enum`: each once, in order; none without options.
fn distinct(options: &[String]) -> Option<J> {
    if options.is_empty() {
        return None;
    }
    let mut seen = HashSet::new();
    Some(J::Arr(
        options
            .iter()
            .filter(|o| seen.insert(o.as_str()))
            .map(|o| s(o))
            .collect(),
    ))
}

/// When a field is shown, as the core decides it (docs/rules.md, Visibility).
enum Shown {
    /// No condition (or none set up yet).
    Always,
    /// A missing target or a cycle on the way: never.
    Never,
    /// Under `$defs/shown-<n>`.
    When(usize),
}

struct Visibility<'a> {
    fields: &'a [(&'a Field, &'a FieldRules)],
    state: Vec<Shown>,
    /// Per field: the first field with the id its condition watches.
    targets: Vec<Option<usize>>,
    /// Per conditional field that can be shown: how many conditions decide
    /// it (1 when the field it watches has none); 0 for the others.
    depth: Vec<usize>,
    /// Per field: it is a root of the chains (it has `$defs/shown-<n>` and
    /// its own item in the root's `allOf`).
    root: Vec<bool>,
    /// Per field: the fields nested under its `then` (watching it, not
    /// roots), in form order.
    children: Vec<Vec<usize>>,
}

/// Chains up to this many conditions get a `$defs/shown-<n>` per field (ajv
/// re-evaluates a `$ref` at each use, so that costs the square of the
/// chain's length, and compiles a chain of `$ref`s recursively: one of a
/// few hundred overflows its stack). Deeper, a field sits under the `then`
/// of the field it watches, and only every `CHAIN_LEVELS`-th level is a root
/// again: the schema nests at most `CHAIN_LEVELS` conditions (about 45 JSON
/// levels in a chain, 110 when each level forks) and a validator follows a
/// `$ref` per `CHAIN_LEVELS` conditions.
const CHAIN_LEVELS: usize = 32;

impl<'a> Visibility<'a> {
    fn new(fields: &'a [(&'a Field, &'a FieldRules)]) -> Self {
        let mut first = HashMap::with_capacity(fields.len());
        for (i, (_, r)) in fields.iter().enumerate() {
            first.entry(r.id.as_str()).or_insert(i);
        }
        let condition = |r: &FieldRules| {
            r.show_when
                .as_ref()
                .filter(|w| !w.field_id.as_str().is_empty())
                .map(|w| first.get(w.field_id.as_str()).copied())
        };
        let targets: Vec<Option<Option<usize>>> =
            fields.iter().map(|(_, r)| condition(r)).collect();
        // Walk each path once (each field watches at most one): memoised.
        let mut never = vec![None::<bool>; fields.len()];
        // The walk a field was last met on: met again on the same walk, a cycle.
        let mut met_on = vec![usize::MAX; fields.len()];
        for start in 0..fields.len() {
            let mut path = Vec::new();
            let mut i = start;
            let tail = loop {
                if let Some(known) = never[i] {
                    break known;
                }
                match targets[i] {
                    None => {
                        never[i] = Some(false);
                        break false;
                    }
                    Some(None) => {
                        never[i] = Some(true);
                        break true;
                    }
                    Some(Some(t)) => {
                        if met_on[i] == start {
                            break true;
                        }
                        met_on[i] = start;
                        path.push(i);
                        i = t;
                    }
                }
            };
            for p in path {
                never[p] = Some(tail);
            }
        }
        let state: Vec<Shown> = targets
            .iter()
            .zip(&never)
            .enumerate()
            .map(|(i, (t, never))| match (t, never) {
                (None, _) => Shown::Always,
                (Some(_), Some(true)) => Shown::Never,
                (Some(_), _) => Shown::When(i),
            })
            .collect();
        let targets: Vec<Option<usize>> = targets.into_iter().map(Option::flatten).collect();
        let when = |i: usize| matches!(state[i], Shown::When(_));
        // A shown field watches a field that is shown too (always or when):
        // its path up ends at a field without a condition. Memoised.
        let mut depth = vec![0; fields.len()];
        for start in 0..fields.len() {
            let mut path = Vec::new();
            let mut i = start;
            while when(i) && depth[i] == 0 {
                path.push(i);
                match targets[i] {
                    Some(t) => i = t,
                    None => break,
                }
            }
            let base = if when(i) { depth[i] } else { 0 };
            for (k, &p) in path.iter().rev().enumerate() {
                depth[p] = base + k + 1;
            }
        }
        let root: Vec<bool> = (0..fields.len())
            .map(|i| {
                when(i)
                    && (depth[i] <= CHAIN_LEVELS
                        || (depth[i] - CHAIN_LEVELS - 1) % CHAIN_LEVELS == 0)
            })
            .collect();
        let mut children = vec![Vec::new(); fields.len()];
        for i in 0..fields.len() {
            if let (true, false, Some(t)) = (when(i), root[i], targets[i]) {
                children[t].push(i);
            }
        }
        Visibility {
            fields,
            state,
            targets,
            depth,
            root,
            children,
        }
    }

    fn of(&self, i: usize) -> Shown {
        match self.state[i] {
            Shown::Always => Shown::Always,
            Shown::Never => Shown::Never,
            Shown::When(n) => Shown::When(n),
        }
    }

    fn reference(&self, i: usize) -> J {
        obj(vec![("$ref", J::Str(format!("#/$defs/shown-{}", i + 1)))])
    }

    /// "Field `i`'s own condition holds."
    fn holds(&self, i: usize) -> Option<J> {
        let t = self.targets[i]?;
        let when = self.fields[i].1.show_when.as_ref()?;
        Some(holds(self.fields[t].1, when.condition, &when.value))
    }

    /// `$defs/shown-<n>` of a root: its condition holds, and so does each
    /// condition up to the root above it, which is shown (a `$ref`). Within
    /// the first `CHAIN_LEVELS` levels that is the condition of the field
    /// itself and the field it watches.
    fn definition(&self, i: usize) -> Option<J> {
        if !self.root[i] {
            return None;
        }
        let mut clauses = Vec::new();
        let mut above = None;
        let mut v = i;
        loop {
            clauses.push(self.holds(v)?);
            let t = self.targets[v]?;
            if self.root[t] {
                above = Some(t);
                break;
            }
            if self.depth[t] == 0 {
                // It has no condition: always shown.
                break;
            }
            v = t;
        }
        let mut all = Vec::with_capacity(clauses.len() + 1);
        if let Some(t) = above {
            all.push(self.reference(t));
        }
        all.extend(clauses.into_iter().rev());
        // `type` lets strict validators (ajv's strictTypes) read `required`.
        Some(obj(vec![("type", s("object")), ("allOf", J::Arr(all))]))
    }

    /// Each root's `then` with the fields nested under it: a nested field is
    /// `"if": <its condition holds>, "then": …` in the `then` of the field it
    /// watches (in an item of its `allOf` when more than one field watches
    /// it). Built from the deepest up, without recursion.
    fn nest(&self, mut thens: Vec<Option<J>>) -> Vec<Option<J>> {
        let order = by_depth(&self.depth).into_iter().skip(1).rev().flatten();
        let mut nested: Vec<Option<J>> = (0..thens.len()).map(|_| None).collect();
        for i in order {
            let under: Vec<J> = self.children[i]
                .iter()
                .filter_map(|&c| nested[c].take())
                .collect();
            let Some(J::Obj(mut then)) = thens[i].take() else {
                continue;
            };
            // One field under it (a chain): its `if` and `then` join this
            // `then`, a level of nesting less per condition than `allOf`.
            match <[J; 1]>::try_from(under) {
                Ok([J::Obj(only)]) => then.extend(only),
                Ok([other]) => then.push(("allOf".to_owned(), J::Arr(vec![other]))),
                Err(under) if under.is_empty() => {}
                Err(under) => then.push(("allOf".to_owned(), J::Arr(under))),
            }
            if self.root[i] {
                thens[i] = Some(J::Obj(then));
            } else if let Some(condition) = self.holds(i) {
                nested[i] = Some(obj(vec![("if", condition), ("then", J::Obj(then))]));
            }
        }
        thens
    }
}

/// The fields by depth: item `d` holds the fields with depth `d`, in form
/// order. A counting sort (a depth is at most the number of fields), stable
/// as the schema's order needs, that keeps a comparison sort's code (about
/// 2 KB gzip) out of the extras module.
fn by_depth(depth: &[usize]) -> Vec<Vec<usize>> {
    let deepest = depth.iter().copied().max().unwrap_or(0);
    let mut levels = vec![Vec::new(); deepest + 1];
    for (i, &d) in depth.iter().enumerate() {
        levels[d].push(i);
    }
    levels
}

/// The schema of "the condition `op value` holds on `target`'s answer"
/// (docs/rules.md, Comparisons).
fn holds(target: &FieldRules, op: ConditionOp, value: &str) -> J {
    match op {
        ConditionOp::Equals => equals(target, value),
        ConditionOp::NotEquals => not(equals(target, value)),
        ConditionOp::Contains => contains(target, value),
    }
}

fn equals(target: &FieldRules, value: &str) -> J {
    let id = target.id.as_str();
    match target.answer {
        AnswerShape::Flag => flag_is(id, value),
        AnswerShape::List if value.is_empty() => absent(id),
        AnswerShape::List => present(
            id,
            obj(vec![
                ("minItems", J::Int(1)),
                ("items", obj(vec![("const", s(value))])),
            ]),
        ),
        AnswerShape::Text if value.is_empty() => absent(id),
        AnswerShape::Text if target.syntax == Some(Syntax::Number) => {
            let mut same = vec![obj(vec![("const", s(value))])];
            if let Some(n) = finite_number(value) {
                same.push(obj(vec![("const", n)]));
            }
            present(id, obj(vec![("anyOf", J::Arr(same))]))
        }
        AnswerShape::Text => present(id, obj(vec![("const", s(value))])),
    }
}

fn contains(target: &FieldRules, value: &str) -> J {
    let id = target.id.as_str();
    match target.answer {
        AnswerShape::Flag => {
            let ticked = "true".contains(value);
            let unticked = "false".contains(value);
            match (ticked, unticked) {
                (true, true) => J::Bool(true),
                (true, false) => flag_is(id, "true"),
                (false, true) => flag_is(id, "false"),
                (false, false) => J::Bool(false),
            }
        }
        AnswerShape::List => present(
            id,
            obj(vec![
                ("type", s("array")),
                ("contains", obj(vec![("const", s(value))])),
            ]),
        ),
        // A number has no parts: contains is equals.
        AnswerShape::Text if target.syntax == Some(Syntax::Number) => equals(target, value),
        AnswerShape::Text if value.is_empty() => J::Bool(true),
        AnswerShape::Text => present(
            id,
            obj(vec![
                ("type", s("string")),
                ("pattern", J::Str(escape_regex(value))),
            ]),
        ),
    }
}

/// One box compared as the text `true` or `false`.
fn flag_is(id: &str, value: &str) -> J {
    let ticked = present(id, obj(vec![("const", J::Bool(true))]));
    match value {
        "true" => ticked,
        "false" => not(ticked),
        _ => J::Bool(false),
    }
}

/// The condition's value as a number, when it is one (trimmed of ASCII
/// whitespace, HTML's float syntax, a finite value).
fn finite_number(value: &str) -> Option<J> {
    let trimmed = value.trim_matches(|c: char| matches!(c, '\t' | '\n' | '\u{c}' | '\r' | ' '));
    if !crate::values::is_valid_float(trimmed) {
        return None;
    }
    let n = nearest_double(trimmed)?;
    n.is_finite().then_some(J::Num(n))
}

/// A valid HTML float's nearest double (`None` beyond a double's range), read
/// by serde_json as a JSON number, whose syntax differs from HTML's only in
/// wanting a digit before the point and no leading zero. serde_json is the
/// extras module's one decimal-to-double conversion (`float_roundtrip`, so
/// rounded as `str::parse` rounds: the tests compare them); Rust's own would
/// link its parser and 10 KB power table there a second time.
fn nearest_double(html_float: &str) -> Option<f64> {
    let (sign, unsigned) = match html_float.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", html_float),
    };
    let rest = unsigned.trim_start_matches('0');
    let zero = if rest.starts_with(|c: char| c.is_ascii_digit()) {
        ""
    } else {
        "0"
    };
    match serde_json::from_str(&format!("{sign}{zero}{rest}")) {
        Ok(serde_json::Value::Number(n)) => n.as_f64(),
        _ => None,
    }
}

/// A regular expression matching `text` literally (valid with the `u` flag,
/// which allows escapes of syntax characters only).
fn escape_regex(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if "^$\\.*+?()[]{}|/".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// As `str::parse` reads it, where the double is finite.
    fn parsed(text: &str) -> Option<u64> {
        text.parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .map(f64::to_bits)
    }

    fn read(text: &str) -> Option<u64> {
        nearest_double(text)
            .filter(|n| n.is_finite())
            .map(f64::to_bits)
    }

    #[test]
    fn html_floats_read_as_str_parse_reads_them() {
        for text in [
            "0",
            "-0",
            "00",
            "007",
            "-007.50",
            ".5",
            "-.5",
            "0.5",
            "000.000",
            "0e5",
            "00e-3",
            "1e308",
            "1.7976931348623157e308",
            "1.7976931348623159e308",
            "2e308",
            "1e400",
            "-1e400",
            "4.9e-324",
            "2.4e-324",
            "2.5e-324",
            "1e-400",
            "-1e-400",
            "9007199254740993",
            "18446744073709551615",
            "18446744073709551616",
            "-9223372036854775808",
            "-9223372036854775809",
            "0.1",
            "1E+2",
            "1e-0",
            "123456789012345678901234567890e-30",
        ] {
            assert!(crate::values::is_valid_float(text), "{text}");
            assert_eq!(read(text), parsed(text), "{text}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Any text of HTML's float syntax, long mantissas and far exponents included.
        #[test]
        fn any_html_float_reads_as_str_parse_reads_it(
            text in r"-?(0{0,3}[0-9]{1,40}(\.[0-9]{1,40})?|\.[0-9]{1,400}|[1-9][0-9]{0,400})([eE][+-]?[0-9]{1,4})?"
        ) {
            prop_assume!(crate::values::is_valid_float(&text));
            prop_assert_eq!(read(&text), parsed(&text), "{}", text);
        }

        /// Every double, as Rust writes it both ways, reads back to its bits.
        #[test]
        fn every_double_reads_back(bits in any::<u64>()) {
            let n = f64::from_bits(bits);
            prop_assume!(n.is_finite());
            for text in [format!("{n}"), format!("{n:e}"), format!("{n:.3e}")] {
                prop_assert_eq!(read(&text), parsed(&text), "{}", text);
            }
        }
    }

    proptest! {
        /// The schema's order of fields by depth is what a stable sort by depth gives.
        #[test]
        fn by_depth_is_a_stable_sort_by_depth(depth in prop::collection::vec(0usize..40, 0..200)) {
            let mut sorted: Vec<usize> = (0..depth.len()).collect();
            sorted.sort_by_key(|&i| depth[i]);
            let levels = by_depth(&depth);
            prop_assert_eq!(levels.concat(), sorted);
            for (d, level) in levels.iter().enumerate() {
                prop_assert!(level.iter().all(|&i| depth[i] == d));
            }
        }
    }
}
