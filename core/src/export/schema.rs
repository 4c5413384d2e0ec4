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
//! - issue 27: a rating is an `integer` 1..N; a slider a `number` within its
//!   bounds on its step (`multipleOf`, or an `enum` of at most 1,000 values
//!   when its minimum is off the step's multiples, else no step); a time a
//!   pattern of the time syntax narrowed to its bounds ([`time_pattern`]); a
//!   URL the core's URL pattern (`values::URL_PATTERN`); no `format`s
//!   (docs/exports.md says why).
//!
//! Issue 26: a group is a root with `$defs/shown-<n>` = `allOf` / `anyOf`
//! of its clauses, each "the field it names is shown (`$ref`) and the
//! comparison holds"; a field a group or a requiredWhen names is a root too.
//! A requiredWhen is `"if": <it holds>, "then": <answered>` beside the
//! field's checks, so only while the field is shown. docs/exports.md says
//! how each operator is written.
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

use rustc_hash::{FxHashMap, FxHashSet};
use std::fmt::Write as _;

use crate::model::{Clause as ShowWhen, Condition, ConditionOp, Field, Form};
use crate::rules::{AnswerShape, FieldRules, RuleSet, Syntax};

/// The meta-schema the export declares.
pub const SCHEMA_DIALECT: &str = "https://json-schema.org/draft/2020-12/schema";

/// HTML's valid floating-point number (`values::is_valid_float`).
pub(crate) const FLOAT: &str = r"-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?";
/// HTML's valid e-mail address (`values::is_valid_email`).
pub(crate) const EMAIL: &str = r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$";
/// A phone number: an optional `+`, then digits, spaces and `( ) - .`, with
/// 7 to 15 digits (`rules::is_valid_phone`).
pub(crate) const PHONE: &str = r"^\+?(?:[ ().-]*[0-9]){7,15}[ ().-]*$";
/// HTML's valid date string, a real day (`values::is_valid_date`): a year of
/// four or more digits, not zero; February 29 only in leap years (the last
/// two digits a multiple of 4 but not 00, or the last four a multiple of 400).
pub(crate) const DATE: &str = concat!(
    r"^(?!0+-)(?:[0-9]{4,}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])",
    r"|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))",
    r"|(?=[0-9]{4,}-)(?:[0-9]*(?:0[48]|[2468][048]|[13579][26])|[0-9]*(?:[02468][048]|[13579][26])00)-02-29)$"
);

/// The schema's text as serde_json's `to_string_pretty` writes a value
/// (two-space indents, `": "`, `{}` and `[]` when empty), printed while the
/// schema is walked: building a tree of owned keys and values first cost
/// the extras module several KB of code.
#[derive(Default)]
struct Out {
    text: String,
    /// Per open object or array: whether it holds an item yet.
    open: Vec<bool>,
}

impl Out {
    /// Starts an object (`{`) or an array (`[`).
    fn open(&mut self, bracket: char) {
        self.text.push(bracket);
        self.open.push(false);
    }

    /// Ends the innermost object (`}`) or array (`]`).
    fn close(&mut self, bracket: char) {
        if self.open.pop() == Some(true) {
            self.new_line();
        }
        self.text.push(bracket);
    }

    fn new_line(&mut self) {
        self.text.push('\n');
        for _ in 0..self.open.len() {
            self.text.push_str("  ");
        }
    }

    /// Before an item of the innermost array or object.
    fn item(&mut self) {
        if let Some(has_item) = self.open.last_mut() {
            if std::mem::replace(has_item, true) {
                self.text.push(',');
            }
        }
        self.new_line();
    }

    /// An object's key; its value comes next.
    fn key(&mut self, key: &str) {
        self.item();
        self.string(key);
        self.text.push_str(": ");
    }

    /// A key whose value is a string.
    fn entry(&mut self, key: &str, value: &str) {
        self.key(key);
        self.string(value);
    }

    /// A JSON string, escaped as serde_json escapes it (the tests compare).
    fn string(&mut self, text: &str) {
        self.text.push('"');
        for c in text.chars() {
            match c {
                '"' => self.text.push_str("\\\""),
                '\\' => self.text.push_str("\\\\"),
                '\u{8}' => self.text.push_str("\\b"),
                '\t' => self.text.push_str("\\t"),
                '\n' => self.text.push_str("\\n"),
                '\u{c}' => self.text.push_str("\\f"),
                '\r' => self.text.push_str("\\r"),
                '\0'..='\u{1f}' => {
                    let hex = b"0123456789abcdef";
                    self.text.push_str("\\u00");
                    self.text.push(char::from(hex[c as usize >> 4]));
                    self.text.push(char::from(hex[c as usize & 15]));
                }
                c => self.text.push(c),
            }
        }
        self.text.push('"');
    }

    fn int(&mut self, n: i64) {
        let _ = write!(self.text, "{n}");
    }

    fn bool(&mut self, b: bool) {
        self.text.push_str(if b { "true" } else { "false" });
    }

    /// An object whose entries `body` writes.
    fn object(&mut self, body: &dyn Fn(&mut Out)) {
        self.open('{');
        body(self);
        self.close('}');
    }
}

pub(crate) fn render(form: &Form, rules: &RuleSet) -> String {
    let fields: Vec<(&Field, &FieldRules)> = form
        .fields
        .iter()
        .map(|f| &**f)
        .zip(&rules.fields)
        .collect();
    let shown = Visibility::new(&fields);
    let mut out = Out::default();
    out.open('{');
    out.entry("$schema", SCHEMA_DIALECT);
    out.entry("title", &form.title);
    if !form.description.is_empty() {
        out.entry("description", &form.description);
    }
    out.entry("type", "object");
    // Each distinct id once: its first field's title, description and,
    // when it has no condition, checks.
    out.key("properties");
    out.open('{');
    for (i, (field, rule)) in fields.iter().enumerate() {
        if !shown.first[i] {
            continue;
        }
        out.key(rule.id.as_str());
        out.open('{');
        out.entry("title", &field.label);
        if let Some(p) = field.placeholder.as_deref().filter(|p| !p.is_empty()) {
            out.entry("description", p);
        }
        match shown.state[i] {
            Shown::Always => answer_schema(&mut out, rule),
            // Issue 28: the answer's type even while the checks wait under
            // `if`, so a renderer (rjsf) knows the control before the
            // condition holds; only what every answer the contract allows
            // has, which a hidden field's answer may be.
            _ => answer_type(&mut out, rule),
        }
        out.close('}');
    }
    out.close('}');
    out.key("required");
    out.open('[');
    for (i, (_, rule)) in fields.iter().enumerate() {
        if shown.first[i] && rule.required && matches!(shown.state[i], Shown::Always) {
            out.item();
            out.string(rule.id.as_str());
        }
    }
    out.close(']');
    // The later fields of a repeated id and the roots of the chains, in form
    // order; then the deeper roots, the shallower first: ajv compiles a
    // `$ref`'s target when it first meets it, so each compiles after the
    // root it refers to and its compiler's recursion stays one level deep.
    let mut all_of: Vec<usize> = (0..fields.len())
        .filter(|&i| match shown.state[i] {
            Shown::Always => !shown.first[i] || fields[i].1.required_when.is_some(),
            Shown::Never => false,
            Shown::When => shown.depth[i] <= CHAIN_LEVELS,
        })
        .collect();
    for level in by_depth(&shown.depth).iter().skip(CHAIN_LEVELS + 1) {
        all_of.extend(level.iter().filter(|&&i| shown.root[i]));
    }
    if !all_of.is_empty() {
        out.key("allOf");
        out.open('[');
        for i in all_of {
            out.item();
            let rule = fields[i].1;
            match shown.state[i] {
                Shown::When => out.object(&|out| {
                    out.key("if");
                    shown.reference(out, i);
                    out.key("then");
                    shown.then(out, i);
                }),
                _ => out.object(&|out| {
                    if !shown.first[i] {
                        field_schema(out, rule);
                    }
                    shown.required_when(out, rule);
                }),
            }
        }
        out.close(']');
    }
    let mut defs = Vec::new();
    for i in 0..fields.len() {
        if shown.group[i] && shown.root[i] {
            defs.push((i, Definition::Group));
        } else if let Some(def) = shown.definition(i) {
            defs.push((i, def));
        }
    }
    if !defs.is_empty() {
        out.key("$defs");
        out.open('{');
        for (i, def) in defs {
            out.key(&format!("shown-{}", i + 1));
            // `type` lets strict validators (ajv's strictTypes) read `required`.
            out.object(&|out| {
                out.entry("type", "object");
                let (above, clauses) = match &def {
                    Definition::Chain { above, clauses } => (above, clauses),
                    Definition::Group => {
                        let group = fields[i].1.show_when.as_ref();
                        if let Some(c) = group {
                            shown.group_entries(out, c);
                        }
                        return;
                    }
                };
                out.key("allOf");
                out.open('[');
                if let Some(t) = above {
                    out.item();
                    shown.reference(out, *t);
                }
                for &(target, when) in clauses.iter().rev() {
                    out.item();
                    holds(out, target, when);
                }
                out.close(']');
            });
        }
        out.close('}');
    }
    out.close('}');
    out.text
}

/// Issue 28 (JSON Forms' `SHOW` rules): per field of `form` (the form
/// [`render`] is given), "it is shown" as a schema of the answer set whose
/// `$ref`s name [`render`]'s `$defs`: none when it always is, `false` when
/// it never is; a root's `$defs` entry, or, deeper in a long chain, the
/// conditions from the field up to the root above it.
#[cfg(feature = "formats")]
pub(crate) fn shown_conditions(form: &Form, rules: &RuleSet) -> Vec<Option<String>> {
    let fields: Vec<(&Field, &FieldRules)> = form
        .fields
        .iter()
        .map(|f| &**f)
        .zip(&rules.fields)
        .collect();
    let shown = Visibility::new(&fields);
    let mut conditions = Vec::with_capacity(fields.len());
    for i in 0..fields.len() {
        conditions.push(match shown.state[i] {
            Shown::Always => None,
            Shown::Never => Some("false".to_owned()),
            Shown::When => {
                let mut out = Out::default();
                if shown.root[i] {
                    shown.reference(&mut out, i);
                } else {
                    out.object(&|out| {
                        out.key("allOf");
                        out.open('[');
                        let mut v = i;
                        while let (Some((target, when)), Some(t)) =
                            (shown.condition(v), shown.targets[v])
                        {
                            out.item();
                            holds(out, target, when);
                            if shown.root[t] {
                                out.item();
                                shown.reference(out, t);
                                break;
                            }
                            v = t;
                        }
                        out.close(']');
                    });
                }
                Some(out.text)
            }
        });
    }
    conditions
}

/// The checks of one field where it is not the top-level property, as
/// entries of the open object: `"properties": {id: checks}`, and
/// `"required": [id]` when it is required.
fn field_schema(out: &mut Out, rule: &FieldRules) {
    property(out, rule.id.as_str(), rule.required, &|out| {
        out.object(&|out| answer_schema(out, rule));
    });
}

/// `"properties": {id: value}`, and `"required": [id]` when `required`, as
/// entries of the open object.
fn property(out: &mut Out, id: &str, required: bool, value: &dyn Fn(&mut Out)) {
    out.key("properties");
    out.open('{');
    out.key(id);
    value(out);
    out.close('}');
    if required {
        out.key("required");
        out.open('[');
        out.item();
        out.string(id);
        out.close(']');
    }
}

/// `{"properties": {id: {checks}}, "required": [id]}`: the answer is there and fits.
fn present(out: &mut Out, id: &str, checks: &dyn Fn(&mut Out)) {
    out.object(&|out| property(out, id, true, &|out| out.object(checks)));
}

/// The answer is not there (unanswered).
fn absent(out: &mut Out, id: &str) {
    out.object(&|out| {
        out.key("not");
        out.object(&|out| property(out, id, true, &|out| out.bool(true)));
    });
}

/// What an answer to the field must be (without title and description), as
/// entries of the open object.
fn answer_schema(out: &mut Out, rule: &FieldRules) {
    match rule.answer {
        // A layout item has no answer (`export_with` leaves them out).
        AnswerShape::None => {}
        AnswerShape::Flag => {
            out.entry("type", "boolean");
            if rule.required {
                out.key("const");
                out.bool(true);
            }
        }
        AnswerShape::List => {
            list_type(out, rule);
            if rule.required {
                out.key("minItems");
                out.int(1);
            }
        }
        AnswerShape::Text if rule.syntax == Some(Syntax::Number) => {
            let number = |out: &mut Out| {
                // A step of 1 from a whole minimum (a rating, a slider) is an integer.
                let integer = rule.step == Some(1) && rule.min.is_some() && rule.max.is_some();
                out.entry("type", if integer { "integer" } else { "number" });
                if rule.step.is_some() && !integer {
                    step(out, rule);
                }
                if let Some(n) = rule.min {
                    out.key("minimum");
                    out.int(n);
                }
                if let Some(n) = rule.max {
                    out.key("maximum");
                    out.int(n);
                }
            };
            // A float too large for a finite value stays a string: infinity,
            // above any minimum (when it is positive) and below any maximum.
            let infinite = match (rule.min, rule.max) {
                (None, None) => Some("^"),
                (Some(_), None) => Some("^(?!-)"),
                (None, Some(_)) => Some("^-"),
                (Some(_), Some(_)) => None,
            };
            match infinite {
                Some(start) => {
                    // Issue 28: a `type` still, which renderers (rjsf, JSON
                    // Forms) read as a number field's.
                    number_or_string(out);
                    out.key("anyOf");
                    out.open('[');
                    out.item();
                    out.object(&number);
                    out.item();
                    out.object(&|out| {
                        out.entry("type", "string");
                        out.entry("pattern", &format!("{start}{FLOAT}$"));
                    });
                    out.close(']');
                }
                None => number(out),
            }
        }
        AnswerShape::Text => {
            out.entry("type", "string");
            distinct(out, &rule.options);
            if let Some(n) = rule.min_length {
                out.key("minLength");
                out.int(n);
            }
            if let Some(n) = rule.max_length {
                out.key("maxLength");
                out.int(n);
            }
            let time;
            let syntax = match rule.syntax {
                Some(Syntax::Email) => Some(EMAIL),
                Some(Syntax::Phone) => Some(PHONE),
                Some(Syntax::Date) => Some(DATE),
                // Issue 27: `format: time` needs seconds and an offset, and
                // `format: uri` takes any scheme (docs/exports.md).
                Some(Syntax::Time) if rule.min_time.is_none() && rule.max_time.is_none() => {
                    Some(crate::values::TIME_PATTERN)
                }
                Some(Syntax::Time) => {
                    time = time_pattern(rule.min_time.unwrap_or(0), rule.max_time.unwrap_or(1439));
                    Some(time.as_str())
                }
                Some(Syntax::Url) => Some(crate::values::URL_PATTERN),
                Some(Syntax::Number) | None => None,
            };
            let designer = rule.pattern.as_deref().map(|p| format!("^(?:{p})$"));
            match (syntax, designer) {
                (Some(a), Some(b)) => {
                    out.key("allOf");
                    out.open('[');
                    for pattern in [a, &b] {
                        out.item();
                        out.object(&|out| out.entry("pattern", pattern));
                    }
                    out.close(']');
                }
                (Some(a), None) => out.entry("pattern", a),
                (None, Some(b)) => out.entry("pattern", &b),
                (None, None) => {}
            }
        }
    }
}

/// A checkbox group's answer: an array of its options, `uniqueItems` (issue
/// 28: rjsf draws such an array as checkboxes) unless an option repeats,
/// when both of its boxes may be ticked.
fn list_type(out: &mut Out, rule: &FieldRules) {
    out.entry("type", "array");
    out.key("items");
    out.open('{');
    out.entry("type", "string");
    let unique = distinct(out, &rule.options);
    out.close('}');
    if unique {
        out.key("uniqueItems");
        out.bool(true);
    }
}

/// The type of a conditional field's answer, for its top-level property
/// (issue 28): what any answer the contract allows has, shown or not — a
/// boolean, an array of the options, a string (one of the options, for a
/// select or radio group), a number or a string (the text of a number too
/// large for a double; a rating's and a slider's whole values are checked
/// under `then`).
fn answer_type(out: &mut Out, rule: &FieldRules) {
    match rule.answer {
        AnswerShape::None => {}
        AnswerShape::Flag => out.entry("type", "boolean"),
        AnswerShape::List => list_type(out, rule),
        AnswerShape::Text if rule.syntax == Some(Syntax::Number) => number_or_string(out),
        AnswerShape::Text => {
            out.entry("type", "string");
            distinct(out, &rule.options);
        }
    }
}

/// `"type": ["number", "string"]`: a number field's answer that may be the
/// text of a number too large for a double. Renderers take the first.
fn number_or_string(out: &mut Out) {
    out.key("type");
    out.open('[');
    for t in ["number", "string"] {
        out.item();
        out.string(t);
    }
    out.close(']');
}

/// A slider's or rating's step (issue 27) as entries of its number: a whole
/// minimum's multiples are `multipleOf` (a step of 1 is `type: integer`),
/// else the values on the step as an `enum` when there are at most
/// [`STEP_ENUM_LIMIT`], else nothing (docs/exports.md).
fn step(out: &mut Out, rule: &FieldRules) -> bool {
    let (Some(step), Some(min), Some(max)) = (rule.step.filter(|s| *s >= 1), rule.min, rule.max)
    else {
        return false;
    };
    if min.rem_euclid(step) == 0 {
        if step > 1 {
            out.key("multipleOf");
            out.int(step);
        }
        return step == 1;
    }
    let count = if max < min { 0 } else { (max - min) / step + 1 };
    if count <= STEP_ENUM_LIMIT {
        out.key("enum");
        out.open('[');
        for k in 0..count {
            out.item();
            out.int(min + k * step);
        }
        out.close(']');
    }
    false
}

/// The most values a step off the minimum's multiples lists as an `enum`.
const STEP_ENUM_LIMIT: i64 = 1000;

/// The time syntax (`values::TIME_PATTERN`) narrowed to `from..=to`, minutes
/// since midnight (issue 27): whole hours of any minute together, the
/// first and last hour's minutes apart; nothing when `from > to`.
fn time_pattern(from: i64, to: i64) -> String {
    let (from, to) = (from.max(0), to.min(24 * 60 - 1));
    if from > to {
        return "^(?!)$".to_owned();
    }
    let mut out = String::from("^");
    let (first, last) = (from / 60, to / 60);
    if first == last {
        hour(&mut out, first);
        two_digits(&mut out, from % 60, to % 60);
        out.push('$');
        return out;
    }
    out.push_str("(?:");
    let head = from % 60 != 0;
    let tail = to % 60 != 59;
    let whole = (first + i64::from(head), last - i64::from(tail));
    if head {
        hour(&mut out, first);
        two_digits(&mut out, from % 60, 59);
    }
    if whole.0 <= whole.1 {
        if head {
            out.push('|');
        }
        two_digits(&mut out, whole.0, whole.1);
        out.push_str(":[0-5][0-9]");
    }
    if tail {
        out.push('|');
        hour(&mut out, last);
        two_digits(&mut out, 0, to % 60);
    }
    out.push_str(")$");
    out
}

/// An hour (0..=23) as `HH:`.
fn hour(out: &mut String, hour: i64) {
    digit(out, hour / 10);
    digit(out, hour % 10);
    out.push(':');
}

/// One decimal digit (0..=9).
fn digit(out: &mut String, digit: i64) {
    out.push(char::from(b'0' + digit.clamp(0, 9) as u8));
}

/// The digits `a..=b` (0..=9): the digit itself when they are one.
fn digits(out: &mut String, a: i64, b: i64) {
    if a == b {
        digit(out, a);
    } else {
        out.push('[');
        digit(out, a);
        out.push('-');
        digit(out, b);
        out.push(']');
    }
}

/// A pattern of the two-digit numbers `from..=to` (0..=99): the first and
/// last tens' units apart, the whole tens between together.
fn two_digits(out: &mut String, from: i64, to: i64) {
    let (ft, fu, tt, tu) = (from / 10, from % 10, to / 10, to % 10);
    if ft == tt {
        digit(out, ft);
        digits(out, fu, tu);
        return;
    }
    let head = fu != 0;
    let tail = tu != 9;
    let whole = (ft + i64::from(head), tt - i64::from(tail));
    let middle = whole.0 <= whole.1;
    let alternatives = u8::from(head) + u8::from(middle) + u8::from(tail) > 1;
    if alternatives {
        out.push_str("(?:");
    }
    if head {
        digit(out, ft);
        digits(out, fu, 9);
    }
    if middle {
        if head {
            out.push('|');
        }
        digits(out, whole.0, whole.1);
        out.push_str("[0-9]");
    }
    if tail {
        if head || middle {
            out.push('|');
        }
        digit(out, tt);
        digits(out, 0, tu);
    }
    if alternatives {
        out.push(')');
    }
}

/// The options as an `enum` entry: each once, in order; none without
/// options. Whether no option repeats.
fn distinct(out: &mut Out, options: &[String]) -> bool {
    if options.is_empty() {
        return true;
    }
    let mut seen = FxHashSet::default();
    out.key("enum");
    out.open('[');
    for option in options.iter().filter(|o| seen.insert(o.as_str())) {
        out.item();
        out.string(option);
    }
    out.close(']');
    seen.len() == options.len()
}

/// When a field is shown, as the core decides it (docs/rules.md, Visibility).
enum Shown {
    /// No condition (or none set up yet).
    Always,
    /// A missing target or a cycle on the way: never.
    Never,
    /// Under `$defs/shown-<n>`.
    When,
}

struct Visibility<'a> {
    fields: &'a [(&'a Field, &'a FieldRules)],
    state: Vec<Shown>,
    /// Per field: it is the first with its id (a repeated id has one property).
    first: Vec<bool>,
    /// The first field with each id.
    first_of: FxHashMap<&'a str, usize>,
    /// Per field: its showWhen is a group with a clause naming a field (a root).
    group: Vec<bool>,
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
        let mut first = FxHashMap::with_capacity_and_hasher(fields.len(), Default::default());
        let mut first_of_id = Vec::with_capacity(fields.len());
        for (i, (_, r)) in fields.iter().enumerate() {
            first_of_id.push(*first.entry(r.id.as_str()).or_insert(i) == i);
        }
        // A clause's field: None when none is picked, Some(None) when missing.
        let target = |w: &ShowWhen| {
            (!w.field_id.as_str().is_empty()).then(|| first.get(w.field_id.as_str()).copied())
        };
        let targets: Vec<Option<Option<usize>>> = fields
            .iter()
            .map(|(_, r)| r.show_clause().and_then(target))
            .collect();
        // A group (issue 26) with a clause naming a field: shown by its `$defs` entry.
        let group: Vec<bool> = fields
            .iter()
            .map(|(_, r)| {
                r.show_when.as_ref().is_some_and(|c| {
                    c.one().is_none() && c.clauses().iter().any(|w| target(w).is_some())
                })
            })
            .collect();
        // Every field a showWhen watches, through every clause (the core's graph).
        let watches: Vec<Vec<usize>> = fields
            .iter()
            .map(|(_, r)| {
                let clauses = r.show_when.iter().flat_map(|c| c.clauses());
                clauses.filter_map(|w| target(w).flatten()).collect()
            })
            .collect();
        // In the order of a depth-first walk (each field after those it
        // watches): a field on or behind a cycle, or whose one clause watches
        // a missing or never-shown field, is never shown; the others' depths follow.
        let (order, cyclic) = walk(&watches);
        let mut never = vec![false; fields.len()];
        let mut state: Vec<Shown> = Vec::with_capacity(fields.len());
        state.resize_with(fields.len(), || Shown::Always);
        let mut depth = vec![0; fields.len()];
        for i in order {
            never[i] = cyclic[i]
                || match targets[i] {
                    Some(None) => true,
                    Some(Some(t)) => never[t],
                    None => false,
                };
            let conditional = group[i] || targets[i].is_some();
            state[i] = match (conditional, never[i]) {
                (false, _) => Shown::Always,
                (true, true) => Shown::Never,
                (true, false) => Shown::When,
            };
            // How many conditions decide it: one more than the deepest
            // shown-when field it watches.
            if let Shown::When = state[i] {
                let below = watches[i]
                    .iter()
                    .filter(|&&t| matches!(state[t], Shown::When))
                    .map(|&t| depth[t])
                    .max()
                    .unwrap_or(0);
                depth[i] = below + 1;
            }
        }
        let targets: Vec<Option<usize>> = targets.into_iter().map(Option::flatten).collect();
        let when = |i: usize| matches!(state[i], Shown::When);
        // A field a group or a requiredWhen watches is a root: its `$defs`
        // entry is what the clause refers to.
        let mut watched = vec![false; fields.len()];
        for (i, (_, r)) in fields.iter().enumerate() {
            let grouped = if group[i] { r.show_when.as_ref() } else { None };
            for w in grouped
                .into_iter()
                .chain(&r.required_when)
                .flat_map(|c| c.clauses())
            {
                if let Some(Some(t)) = target(w) {
                    watched[t] = true;
                }
            }
        }
        let root: Vec<bool> = (0..fields.len())
            .map(|i| {
                when(i)
                    && (depth[i] <= CHAIN_LEVELS
                        || (depth[i] - CHAIN_LEVELS - 1) % CHAIN_LEVELS == 0
                        || group[i]
                        || watched[i])
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
            first: first_of_id,
            first_of: first,
            group,
            targets,
            depth,
            root,
            children,
        }
    }

    /// A `{"$ref": …}` to a root's `$defs/shown-<n>`.
    fn reference(&self, out: &mut Out, i: usize) {
        out.object(&|out| out.entry("$ref", &format!("#/$defs/shown-{}", i + 1)));
    }

    /// Field `i`'s condition: the field it watches and what it asks of it.
    fn condition(&self, i: usize) -> Option<(&'a FieldRules, &'a ShowWhen)> {
        let t = self.targets[i]?;
        let when = self.fields[i].1.show_clause()?;
        Some((self.fields[t].1, when))
    }

    /// `$defs/shown-<n>` of a root: its condition holds, and so does each
    /// condition up to the root above it, which is shown (a `$ref`). Within
    /// the first `CHAIN_LEVELS` levels that is the condition of the field
    /// itself and the field it watches.
    fn definition(&self, i: usize) -> Option<Definition<'a>> {
        if !self.root[i] {
            return None;
        }
        let mut clauses = Vec::new();
        let mut above = None;
        let mut v = i;
        loop {
            clauses.push(self.condition(v)?);
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
        Some(Definition::Chain { above, clauses })
    }

    /// A shown field's `then`: its checks, and the fields nested under it,
    /// each `"if": <its condition holds>, "then": …` (in an item of an
    /// `allOf` when more than one field watches it). The recursion is as
    /// deep as the levels between two roots, at most `CHAIN_LEVELS`.
    fn then(&self, out: &mut Out, i: usize) {
        let rule = self.fields[i].1;
        let mut under = Vec::new();
        for &c in &self.children[i] {
            if let Some(condition) = self.condition(c) {
                under.push(Some((c, condition)));
            }
        }
        // Its requiredWhen (issue 26), after the fields nested under it.
        if rule.required_when.is_some() {
            under.push(None);
        }
        out.object(&|out| {
            field_schema(out, rule);
            let if_then = |out: &mut Out, child: Option<(usize, (&FieldRules, &ShowWhen))>| {
                let Some((c, (target, when))) = child else {
                    self.required_when(out, rule);
                    return;
                };
                out.key("if");
                holds(out, target, when);
                out.key("then");
                self.then(out, c);
            };
            // One field under it (a chain): its `if` and `then` join this
            // `then`, a level of nesting less per condition than `allOf`.
            match under.as_slice() {
                [] => {}
                [only] => if_then(out, *only),
                many => {
                    out.key("allOf");
                    out.open('[');
                    for &child in many {
                        out.item();
                        out.object(&|out| if_then(out, child));
                    }
                    out.close(']');
                }
            }
        });
    }
}

impl Visibility<'_> {
    /// "`clause` holds", issue 26's reading: the field it names is shown
    /// (its `$defs` entry, when it has a condition) and the comparison
    /// holds; a missing or never-shown field: false.
    fn clause(&self, out: &mut Out, clause: &ShowWhen) {
        let Some(&t) = self.first_of.get(clause.field_id.as_str()) else {
            out.bool(false);
            return;
        };
        let target = self.fields[t].1;
        match self.state[t] {
            Shown::Never => out.bool(false),
            Shown::Always => holds(out, target, clause),
            Shown::When => out.object(&|out| {
                out.key("allOf");
                out.open('[');
                out.item();
                self.reference(out, t);
                out.item();
                holds(out, target, clause);
                out.close(']');
            }),
        }
    }

    /// A group's clauses as entries of the open object, `allOf` or
    /// `anyOf`; a clause naming no field is left out (the caller knows one
    /// is left).
    fn group_entries(&self, out: &mut Out, condition: &Condition) {
        out.key(match condition {
            Condition::Any { .. } => "anyOf",
            _ => "allOf",
        });
        out.open('[');
        for clause in condition.clauses() {
            if !clause.field_id.as_str().is_empty() {
                out.item();
                self.clause(out, clause);
            }
        }
        out.close(']');
    }

    /// "`condition` holds": `true` when no clause names a field.
    fn condition_holds(&self, out: &mut Out, condition: &Condition) {
        let named = condition
            .clauses()
            .iter()
            .filter(|c| !c.field_id.as_str().is_empty());
        match (condition.one(), named.count()) {
            (_, 0) => out.bool(true),
            (Some(clause), _) => self.clause(out, clause),
            _ => out.object(&|out| self.group_entries(out, condition)),
        }
    }

    /// A shown field's requiredWhen (issue 26), as entries of the open
    /// object: `"if"` it holds, `"then"` the answer is there (a list: with an
    /// item; one box: ticked), which is the core's `required` problem.
    fn required_when(&self, out: &mut Out, rule: &FieldRules) {
        let Some(condition) = &rule.required_when else {
            return;
        };
        out.key("if");
        self.condition_holds(out, condition);
        out.key("then");
        let id = rule.id.as_str();
        out.object(&|out| match rule.answer {
            // `properties` too: strict validators (ajv's strictRequired)
            // want each required key defined.
            AnswerShape::Text => property(out, id, true, &|out| out.bool(true)),
            AnswerShape::List => property(out, id, true, &|out| {
                out.object(&|out| {
                    out.entry("type", "array");
                    out.key("minItems");
                    out.int(1);
                });
            }),
            AnswerShape::Flag => property(out, id, true, &|out| {
                out.object(&|out| {
                    out.key("const");
                    out.bool(true);
                });
            }),
            // Layout items reach no schema (`export_with` leaves them out).
            AnswerShape::None => {}
        });
    }
}

/// The fields in the order of a depth-first walk of the conditions, without
/// recursion, each after the fields it watches (`watches[i]`), and per field
/// whether it is on or behind a cycle: the core's walk (rules/conditions.rs),
/// shared by this module, `rhf.rs` and formats/surveyjs.rs.
pub(crate) fn walk(watches: &[Vec<usize>]) -> (Vec<usize>, Vec<bool>) {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    let mut mark = vec![Mark::New; watches.len()];
    let mut cyclic = vec![false; watches.len()];
    let mut order = Vec::with_capacity(watches.len());
    for start in 0..watches.len() {
        if mark[start] != Mark::New {
            continue;
        }
        let mut stack = vec![(start, 0usize)];
        mark[start] = Mark::Open;
        while let Some(&mut (i, ref mut next)) = stack.last_mut() {
            if let Some(&t) = watches[i].get(*next) {
                *next += 1;
                match mark[t] {
                    Mark::New => {
                        mark[t] = Mark::Open;
                        stack.push((t, 0));
                    }
                    Mark::Open => cyclic[i] = true,
                    Mark::Done => cyclic[i] |= cyclic[t],
                }
                continue;
            }
            stack.pop();
            mark[i] = Mark::Done;
            cyclic[i] |= watches[i].iter().any(|&t| cyclic[t]);
            order.push(i);
        }
    }
    (order, cyclic)
}

/// A root's `$defs` entry.
enum Definition<'a> {
    /// A one-clause condition: the root above it, if any, and the
    /// conditions from the field itself up to it.
    Chain {
        above: Option<usize>,
        clauses: Vec<(&'a FieldRules, &'a ShowWhen)>,
    },
    /// A group's clauses (issue 26).
    Group,
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

/// The schema of "the condition holds on `target`'s answer" (docs/rules.md,
/// Comparisons).
fn holds(out: &mut Out, target: &FieldRules, when: &ShowWhen) {
    // A clause on a layout item is false, whatever its operator.
    if target.answer == AnswerShape::None {
        return out.bool(false);
    }
    let value = when.value.as_str();
    match when.condition {
        ConditionOp::Equals => equals(out, target, value),
        ConditionOp::NotEquals => out.object(&|out| {
            out.key("not");
            equals(out, target, value);
        }),
        ConditionOp::Contains => contains(out, target, value),
        ConditionOp::NotContains => out.object(&|out| {
            out.key("not");
            contains(out, target, value);
        }),
        ConditionOp::IsEmpty => unanswered(out, target),
        // One box: ticked (rather than "not unticked").
        ConditionOp::IsNotEmpty if target.answer == AnswerShape::Flag => {
            flag_is(out, target.id.as_str(), "true");
        }
        ConditionOp::IsNotEmpty => out.object(&|out| {
            out.key("not");
            unanswered(out, target);
        }),
        ConditionOp::GreaterThan => compare(out, target, value, true),
        ConditionOp::LessThan => compare(out, target, value, false),
    }
}

/// `greater_than` (`greater`) or `less_than`: a number field's answer
/// against a value that is a number (trimmed), as the core reads both, or a
/// time field's against a time (issue 27); an
/// answer too large for a finite value is a string (infinity, signed).
fn compare(out: &mut Out, target: &FieldRules, value: &str, greater: bool) {
    let trimmed = trim_ascii_whitespace(value);
    // Issue 27: a time field's answer against a time, as minutes: the times
    // after (before) it.
    if target.answer == AnswerShape::Text && target.syntax == Some(Syntax::Time) {
        let Some(u) = crate::values::time_minutes(trimmed) else {
            out.bool(false);
            return;
        };
        let (from, to) = if greater { (u + 1, 1439) } else { (0, u - 1) };
        let pattern = time_pattern(from, to);
        present(out, target.id.as_str(), &|out| {
            out.entry("pattern", &pattern)
        });
        return;
    }
    if target.answer != AnswerShape::Text
        || target.syntax != Some(Syntax::Number)
        || !crate::values::is_valid_float(trimmed)
    {
        out.bool(false);
        return;
    }
    let negative = trimmed.starts_with('-');
    // The value's double; none when it is infinite (beyond a double's range).
    let bound = nearest_double(trimmed).and_then(serde_json::Number::from_f64);
    if bound.is_none() && negative != greater {
        // Above +infinity or below -infinity: nothing.
        out.bool(false);
        return;
    }
    let id = target.id.as_str();
    present(out, id, &|out| {
        out.key("anyOf");
        out.open('[');
        out.item();
        out.object(&|out| {
            out.entry("type", "number");
            if let Some(n) = &bound {
                out.key(if greater {
                    "exclusiveMinimum"
                } else {
                    "exclusiveMaximum"
                });
                let _ = write!(out.text, "{n}");
            }
        });
        out.item();
        out.object(&|out| {
            out.entry("type", "string");
            let sign = if greater { "^(?!-)" } else { "^-" };
            out.entry("pattern", &format!("{sign}{FLOAT}$"));
        });
        out.close(']');
    });
}

/// `text` without leading and trailing ASCII whitespace, as the core trims
/// a condition's value.
fn trim_ascii_whitespace(text: &str) -> &str {
    text.trim_matches(|c: char| matches!(c, '\t' | '\n' | '\u{c}' | '\r' | ' '))
}

/// The evaluator's "unanswered": no answer, an empty text or list, an
/// unticked box.
fn unanswered(out: &mut Out, target: &FieldRules) {
    match target.answer {
        AnswerShape::Flag => flag_is(out, target.id.as_str(), "false"),
        AnswerShape::List | AnswerShape::Text => equals(out, target, ""),
        AnswerShape::None => out.bool(false),
    }
}

fn equals(out: &mut Out, target: &FieldRules, value: &str) {
    let id = target.id.as_str();
    match target.answer {
        AnswerShape::None => out.bool(false),
        AnswerShape::Flag => flag_is(out, id, value),
        AnswerShape::List if value.is_empty() => absent(out, id),
        AnswerShape::List => present(out, id, &|out| {
            out.key("minItems");
            out.int(1);
            out.key("items");
            out.object(&|out| out.entry("const", value));
        }),
        AnswerShape::Text if value.is_empty() => absent(out, id),
        AnswerShape::Text if target.syntax == Some(Syntax::Number) => present(out, id, &|out| {
            out.key("anyOf");
            out.open('[');
            out.item();
            out.object(&|out| out.entry("const", value));
            if let Some(n) = finite_number(value) {
                out.item();
                out.object(&|out| {
                    out.key("const");
                    let _ = write!(out.text, "{n}");
                });
            }
            out.close(']');
        }),
        AnswerShape::Text => present(out, id, &|out| out.entry("const", value)),
    }
}

fn contains(out: &mut Out, target: &FieldRules, value: &str) {
    let id = target.id.as_str();
    match target.answer {
        AnswerShape::None => out.bool(false),
        AnswerShape::Flag => {
            let ticked = "true".contains(value);
            let unticked = "false".contains(value);
            match (ticked, unticked) {
                (true, true) => out.bool(true),
                (true, false) => flag_is(out, id, "true"),
                (false, true) => flag_is(out, id, "false"),
                (false, false) => out.bool(false),
            }
        }
        AnswerShape::List => present(out, id, &|out| {
            out.entry("type", "array");
            out.key("contains");
            out.object(&|out| out.entry("const", value));
        }),
        // A number has no parts: contains is equals.
        AnswerShape::Text if target.syntax == Some(Syntax::Number) => equals(out, target, value),
        AnswerShape::Text if value.is_empty() => out.bool(true),
        AnswerShape::Text => present(out, id, &|out| {
            out.entry("type", "string");
            out.entry("pattern", &escape_regex(value));
        }),
    }
}

/// One box compared as the text `true` or `false`.
fn flag_is(out: &mut Out, id: &str, value: &str) {
    let ticked = |out: &mut Out| {
        present(out, id, &|out| {
            out.key("const");
            out.bool(true);
        });
    };
    match value {
        "true" => ticked(out),
        "false" => out.object(&|out| {
            out.key("not");
            ticked(out);
        }),
        _ => out.bool(false),
    }
}

/// The condition's value as a number, when it is one (trimmed of ASCII
/// whitespace, HTML's float syntax, a finite value), written as serde_json
/// writes a double.
fn finite_number(value: &str) -> Option<serde_json::Number> {
    let trimmed = trim_ascii_whitespace(value);
    if !crate::values::is_valid_float(trimmed) {
        return None;
    }
    let n = nearest_double(trimmed)?;
    serde_json::Number::from_f64(n)
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

    /// `Out` lays out as `serde_json::to_string_pretty` does (empty object
    /// and array included); keys in sorted order, as a `Value` keeps them.
    #[test]
    fn out_writes_what_serde_json_pretty_prints() {
        let mut out = Out::default();
        out.object(&|out| {
            out.key("a");
            out.open('[');
            out.close(']');
            out.key("b");
            out.object(&|_| {});
            out.key("c");
            out.open('[');
            for n in [-1, 0, i64::MAX] {
                out.item();
                out.int(n);
            }
            out.item();
            out.object(&|out| {
                out.key("d");
                out.bool(false);
                out.entry("e", "f");
            });
            out.close(']');
            out.key("g");
            out.bool(true);
        });
        let value = serde_json::json!({"a": [], "b": {}, "c": [-1, 0, i64::MAX, {"d": false, "e": "f"}], "g": true});
        assert_eq!(Some(out.text), serde_json::to_string_pretty(&value).ok());
    }

    #[test]
    fn control_characters_are_escaped_as_serde_json_escapes_them() {
        let text: String = ('\0'..='\u{7f}')
            .chain(['"', '\\', '\u{2028}', '😀'])
            .collect();
        let mut out = Out::default();
        out.string(&text);
        assert_eq!(Some(out.text), serde_json::to_string(&text).ok());
    }

    proptest! {
        /// Any text is escaped as serde_json escapes it.
        #[test]
        fn strings_are_escaped_as_serde_json_escapes_them(text in any::<String>()) {
            let mut out = Out::default();
            out.string(&text);
            prop_assert_eq!(Some(out.text), serde_json::to_string(&text).ok());
        }
    }

    #[cfg(feature = "regress")]
    /// Issue 27: the time pattern narrowed to the bounds takes exactly the
    /// times `values` reads within them, for bounds on and off the hour.
    #[test]
    fn the_time_pattern_takes_exactly_the_times_within_the_bounds() {
        use crate::values::time_minutes;
        let times: Vec<String> = (0..24 * 60)
            .map(|m| format!("{:02}:{:02}", m / 60, m % 60))
            .chain(["24:00", "7:30", "07:3", "07:300", "x"].map(String::from))
            .collect();
        let bounds = [
            0, 1, 59, 60, 61, 510, 539, 540, 599, 600, 1065, 1380, 1438, 1439,
        ];
        for from in bounds {
            for to in bounds {
                let pattern = time_pattern(from, to);
                let regex = regress::Regex::new(&pattern).expect("it compiles");
                for time in &times {
                    let within = time_minutes(time).is_some_and(|m| (from..=to).contains(&m));
                    assert_eq!(regex.find(time).is_some(), within, "{pattern} {time}");
                }
            }
        }
        assert_eq!(
            time_pattern(510, 1065),
            "^(?:08:[3-5][0-9]|(?:09|1[0-6]):[0-5][0-9]|17:(?:[0-3][0-9]|4[0-5]))$"
        );
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
