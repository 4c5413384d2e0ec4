//! A form's rules as data: [`plan`] reads a form once and writes, per field,
//! what an evaluator checks. The JSON of a [`RuleSet`] is what an exported
//! page or component embeds for `evaluator.js`; the per-form part of an
//! export is this data, never generated code.
//!
//! Which rule applies to which field is decided here and only here:
//! - the answer's shape: a list of ticked options (a checkbox group with
//!   options), one box (a checkbox field without options, decision 16) or a
//!   text (every other field);
//! - the syntax check of the kind: number, email, phone, date;
//! - `options`: a select's, radio group's or checkbox group's choices;
//! - `minLength` / `maxLength` and `pattern`: text answers of every kind but
//!   number (the JSON Schema export puts them on every string);
//! - `min` / `max`: number fields.
//!
//! A negative or zero minimum length, a negative maximum length, an empty
//! pattern, a pattern that does not compile and one that could hang a
//! backtracking engine are left out (the lint reports the last two). Bounds are clamped to ±(2^53 − 1), so JavaScript reads
//! them exactly.

use serde::{Deserialize, Serialize};

use super::messages::Messages;
use super::patterns::EcmaEngine;
use super::syntax::reads_the_same_in_u_and_v;
use crate::controls::Holds;
use crate::kinds::Kind;
use crate::model::{Clause, Condition, Field, FieldId, Form};
use crate::values::time_minutes;

/// Every rule of one form, as an evaluator reads it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct RuleSet {
    /// One entry per field, in form order (layout items too, answer `none`,
    /// so a condition can show or hide a heading).
    pub fields: Vec<FieldRules>,
    pub messages: Messages,
    /// The form's pages (issue 26): empty when it has no page break.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<Vec<PagePlan>>"))]
    pub pages: Vec<PagePlan>,
}

/// One page of a form with page breaks: the half-open range `from..to` of
/// `fields` indices on it, page breaks excluded. Page 1 holds the items
/// before the first break (title ""); page k + 1 starts after break k and is
/// titled by that break's label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PagePlan {
    pub title: String,
    pub from: usize,
    pub to: usize,
}

/// What kind of answer a field takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum AnswerShape {
    /// One text: inputs, text areas, selects, radio groups.
    Text,
    /// The ticked options of a checkbox group.
    List,
    /// One box, ticked or not (a checkbox field without options).
    Flag,
    /// No answer: a layout item (heading, paragraph, page break). It is
    /// never validated nor submitted, and a clause on it is false.
    None,
}

pub use crate::kinds::Syntax;

/// The rules of one field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(optional_fields))]
#[serde(rename_all = "camelCase")]
pub struct FieldRules {
    pub id: FieldId,
    pub answer: AnswerShape,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional = false))]
    pub required: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub syntax: Option<Syntax>,
    /// The choices an answer must be among; empty: any answer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_length: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_length: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    /// The designer's pattern as written; evaluators anchor it (`^(?:…)$`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// The condition that shows the field; none: always shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub show_when: Option<Condition>,
    /// The condition under which the shown field is required (issue 26);
    /// left out when `required` is set, which always wins.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required_when: Option<Condition>,
    /// A rating's or slider's step (issue 27), counted from `min` (0 when
    /// there is none), as HTML's step base.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<i64>,
    /// A time field's earliest time, in minutes since midnight (issue 27).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_time: Option<i64>,
    /// A time field's latest time, in minutes since midnight (issue 27).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_time: Option<i64>,
    /// A hidden field (issue 27): the person filling cannot answer it, so a
    /// missing required value is `missingParameter`, not `required`.
    #[serde(default, skip_serializing_if = "is_false")]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<bool>"))]
    pub hidden: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl FieldRules {
    /// The one clause of `showWhen`, when it is one clause.
    pub fn show_clause(&self) -> Option<&Clause> {
        self.show_when.as_ref().and_then(Condition::one)
    }
}

impl RuleSet {
    /// Whether a field uses a rule of issue 26 (a group, a new operator,
    /// `requiredWhen`, a layout item): the exports then carry the
    /// evaluator's logic part, and a form using none is exported as before
    /// (decision 21).
    pub fn uses_logic(&self) -> bool {
        self.fields.iter().any(|f| {
            f.answer == AnswerShape::None
                || f.required_when.is_some()
                || f.show_when.as_ref().is_some_and(|c| !c.is_original())
        })
    }

    /// Whether a field is of issue 27's kinds (hidden, rating, slider, time,
    /// URL): the exports then carry the evaluator's kinds part
    /// ([`crate::rules::evaluator_js`]) and the rule set the new message
    /// templates; a form using none is exported as before.
    pub fn uses_kinds(&self) -> bool {
        self.fields.iter().any(FieldRules::uses_kinds)
    }
}

impl FieldRules {
    /// Whether this field is of issue 27's kinds: it has a step or a time
    /// bound, is hidden, or takes a time or a web address.
    pub fn uses_kinds(&self) -> bool {
        self.hidden
            || self.step.is_some()
            || self.min_time.is_some()
            || self.max_time.is_some()
            || matches!(self.syntax, Some(Syntax::Time | Syntax::Url))
    }
}

/// The largest integer JavaScript holds exactly (`Number.MAX_SAFE_INTEGER`).
pub const MAX_SAFE_INTEGER: i64 = (1 << 53) - 1;

/// The rule set of a form; `patterns` decides which patterns compile.
pub fn plan_with(form: &Form, patterns: &dyn EcmaEngine) -> RuleSet {
    let fields: Vec<FieldRules> = form
        .fields
        .iter()
        .map(|f| field_rules(f, patterns))
        .collect();
    let messages = if fields.iter().any(FieldRules::uses_kinds) {
        Messages::english_with_kinds()
    } else {
        Messages::english()
    };
    RuleSet {
        fields,
        messages,
        pages: pages(form),
    }
}

/// The pages of `form`: none without a page break, else one more than it
/// has breaks (a page may be empty: the lint reports it).
fn pages(form: &Form) -> Vec<PagePlan> {
    if !form.fields.iter().any(|f| f.kind.is_page_break()) {
        return Vec::new();
    }
    let mut pages = vec![PagePlan {
        title: String::new(),
        from: 0,
        to: 0,
    }];
    for (i, field) in form.fields.iter().enumerate() {
        if field.kind.is_page_break() {
            pages.push(PagePlan {
                title: field.label.clone(),
                from: i + 1,
                to: i + 1,
            });
        } else if let Some(page) = pages.last_mut() {
            page.to = i + 1;
        }
    }
    pages
}

/// What kind of answer `field` takes.
pub(crate) fn answer_shape(field: &Field) -> AnswerShape {
    let Some(control) = field.kind.control() else {
        return AnswerShape::None;
    };
    let control = control.spec();
    if control.is_one_box(field.options().len()) {
        AnswerShape::Flag
    } else if control.holds == Holds::SomeOptions {
        AnswerShape::List
    } else {
        AnswerShape::Text
    }
}

/// Whether length bounds and the pattern apply to `field`.
pub(crate) fn has_text_rules(field: &Field) -> bool {
    answer_shape(field) == AnswerShape::Text && field.kind.spec().syntax != Some(Syntax::Number)
}

/// Whether value bounds apply to `field` (the kind table's column).
pub(crate) fn has_value_bounds(field: &Field) -> bool {
    field.kind.spec().has_value_bounds
}

/// Whether a pattern is checked: it compiles, it reads the same under the
/// `u` flag (JSON Schema validators) as under `v` (HTML, the core), so every
/// export can carry it, and no backtracking engine can hang on it (issue 23);
/// the lint reports the others.
fn is_checked(pattern: &str, patterns: &dyn EcmaEngine) -> bool {
    !pattern.is_empty()
        && patterns.check(pattern).is_ok()
        && reads_the_same_in_u_and_v(pattern)
        && !patterns.may_hang(pattern)
}

pub(crate) fn field_rules(field: &Field, patterns: &dyn EcmaEngine) -> FieldRules {
    let mut rules = planned(field, patterns);
    let time = |t: &Option<String>| t.as_deref().and_then(time_minutes);
    match field.kind.known() {
        Some(Kind::Rating) => {
            rules.min = Some(1);
            rules.max = Some(field.rating_scale());
            rules.step = Some(1);
        }
        Some(Kind::Range) => {
            let (min, max, step) = field.slider();
            (rules.min, rules.max, rules.step) = (Some(min), Some(max), step);
        }
        Some(Kind::Time) => {
            if let Some(v) = &field.validation {
                rules.min_time = time(&v.min_time);
                rules.max_time = time(&v.max_time);
            }
        }
        Some(Kind::Hidden) => rules.hidden = true,
        _ => {}
    }
    rules
}

fn planned(field: &Field, patterns: &dyn EcmaEngine) -> FieldRules {
    let shape = answer_shape(field);
    let validation = field.validation.clone().unwrap_or_default();
    let clamp = |n: i64| n.clamp(-MAX_SAFE_INTEGER, MAX_SAFE_INTEGER);
    let text_rules = has_text_rules(field);
    let value_bounds = has_value_bounds(field);
    // A layout item is never required; a page break is never hidden (its
    // condition is a lint finding and is not followed).
    let answers = shape != AnswerShape::None;
    let conditional = field
        .conditional
        .as_ref()
        .filter(|_| !field.kind.is_page_break());
    FieldRules {
        id: field.id.clone(),
        answer: shape,
        required: field.required && answers,
        syntax: field.kind.spec().syntax,
        options: if field.kind.has_options() {
            field.options().to_vec()
        } else {
            Vec::new()
        },
        min_length: validation
            .min_length
            .filter(|n| text_rules && *n > 0)
            .map(clamp),
        max_length: validation
            .max_length
            .filter(|n| text_rules && *n >= 0)
            .map(clamp),
        min: validation.min.filter(|_| value_bounds).map(clamp),
        max: validation.max.filter(|_| value_bounds).map(clamp),
        pattern: validation
            .pattern
            .filter(|p| text_rules && is_checked(p, patterns)),
        show_when: conditional.and_then(|c| c.show_when.clone()),
        required_when: conditional
            .and_then(|c| c.required_when.clone())
            .filter(|_| answers && !field.required),
        step: None,
        min_time: None,
        max_time: None,
        hidden: false,
    }
}
