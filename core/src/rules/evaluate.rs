//! Judging one answer set: which fields are shown, and what is wrong with the
//! answers of the shown ones. A hidden field is neither validated nor
//! submitted, so `required` means required when shown; a shown field whose
//! `requiredWhen` holds is required too (issue 26).
//!
//! An unanswered field (no answer, an empty text, an empty list, an unticked
//! box) has only the `required` problem, when required. An answered one is
//! checked, in this order: its syntax (`notANumber`, `badEmail`, `badPhone`,
//! `badDate`), `notAnOption`, `tooShort`, `tooLong`, `belowMin`, `aboveMax`,
//! `patternMismatch`; every problem found is listed.

use serde::{Deserialize, Serialize};

use super::conditions::{read_flag, read_list, read_text, required_now, visibility};
use super::messages::{Code, Messages};
use super::patterns::EcmaEngine;
use super::plan::{AnswerShape, FieldRules, RuleSet, Syntax};
use super::syntax::{is_valid_phone, read_number, text_length};
use crate::answers::{Answer, Answers};
use crate::model::FieldId;
use crate::values::{is_valid_date, is_valid_email};

/// The judgement of one answer set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    /// No shown field has a problem: the answers may be submitted.
    pub valid: bool,
    /// One entry per field, in form order.
    pub fields: Vec<FieldVerdict>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct FieldVerdict {
    pub id: FieldId,
    pub visible: bool,
    /// Empty for a hidden field.
    pub problems: Vec<Problem>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Problem {
    pub code: Code,
    /// What the form's user reads under the field.
    pub message: String,
}

impl Verdict {
    /// The answers a submit sends: those of the shown fields.
    pub fn submitted(&self, answers: &Answers) -> Answers {
        self.fields
            .iter()
            .filter(|f| f.visible)
            .filter_map(|f| answers.get_key_value(&f.id))
            .map(|(id, a)| (id.clone(), a.clone()))
            .collect()
    }
}

/// Judges `answers` against `rules`; `patterns` matches the patterns.
pub fn evaluate_with(rules: &RuleSet, answers: &Answers, patterns: &dyn EcmaEngine) -> Verdict {
    let shown = visibility(&rules.fields, answers, patterns);
    let required_when = required_now(&rules.fields, &shown, answers, patterns);
    let fields: Vec<FieldVerdict> = rules
        .fields
        .iter()
        .zip(shown)
        .zip(required_when)
        .map(|((field, visible), required_when)| FieldVerdict {
            id: field.id.clone(),
            visible,
            problems: if visible {
                let required = field.required || required_when;
                problems(field, required, answers, &rules.messages, patterns)
            } else {
                Vec::new()
            },
        })
        .collect();
    Verdict {
        valid: fields.iter().all(|f| f.problems.is_empty()),
        fields,
    }
}

fn problems(
    field: &FieldRules,
    required: bool,
    answers: &Answers,
    messages: &Messages,
    patterns: &dyn EcmaEngine,
) -> Vec<Problem> {
    found(field, required, answers.get(&field.id), patterns)
        .into_iter()
        .map(|(code, bound)| Problem {
            code,
            message: messages.render(code, bound),
        })
        .collect()
}

/// Whether `answer` gives the shown `field` no problem: the check a verdict
/// makes of each shown field, which fake data is drawn to pass (`fake.rs`).
#[cfg(feature = "fake")]
pub(crate) fn accepts(
    field: &FieldRules,
    answer: Option<&Answer>,
    patterns: &dyn EcmaEngine,
) -> bool {
    found(field, field.required, answer, patterns).is_empty()
}

/// The problems of a shown field's answer, with their bounds; `required`:
/// whether it is required now (`required`, or its `requiredWhen` holds).
fn found(
    field: &FieldRules,
    required: bool,
    answer: Option<&Answer>,
    patterns: &dyn EcmaEngine,
) -> Vec<(Code, Option<i64>)> {
    let mut found: Vec<(Code, Option<i64>)> = Vec::new();
    let answered = match field.answer {
        AnswerShape::Flag => read_flag(answer),
        AnswerShape::List => {
            let items = read_list(answer);
            let unknown = |i: &&str| !field.options.iter().any(|o| o == i);
            if !field.options.is_empty() && items.iter().any(unknown) {
                found.push((Code::NotAnOption, None));
            }
            !items.is_empty()
        }
        AnswerShape::Text => {
            let text = read_text(answer);
            if !text.is_empty() {
                check_text(field, text, patterns, &mut found);
            }
            !text.is_empty()
        }
    };
    if !answered && required {
        found.push((Code::Required, None));
    }
    found
}

fn check_text(
    field: &FieldRules,
    text: &str,
    patterns: &dyn EcmaEngine,
    found: &mut Vec<(Code, Option<i64>)>,
) {
    let mut number = None;
    match field.syntax {
        Some(Syntax::Number) => match read_number(text, patterns) {
            Some(n) => number = Some(n),
            None => found.push((Code::NotANumber, None)),
        },
        Some(Syntax::Email) if !is_valid_email(text) => found.push((Code::BadEmail, None)),
        Some(Syntax::Phone) if !is_valid_phone(text) => found.push((Code::BadPhone, None)),
        Some(Syntax::Date) if !is_valid_date(text) => found.push((Code::BadDate, None)),
        _ => {}
    }
    if !field.options.is_empty() && !field.options.iter().any(|o| o == text) {
        found.push((Code::NotAnOption, None));
    }
    let length = i64::try_from(text_length(text)).unwrap_or(i64::MAX);
    if let Some(min) = field.min_length.filter(|min| length < *min) {
        found.push((Code::TooShort, Some(min)));
    }
    if let Some(max) = field.max_length.filter(|max| length > *max) {
        found.push((Code::TooLong, Some(max)));
    }
    if let Some(n) = number {
        if let Some(min) = field.min.filter(|min| n < *min as f64) {
            found.push((Code::BelowMin, Some(min)));
        }
        if let Some(max) = field.max.filter(|max| n > *max as f64) {
            found.push((Code::AboveMax, Some(max)));
        }
    }
    // The plan keeps only patterns that compile; one that does not here is not checked.
    let matched = field
        .pattern
        .as_deref()
        .and_then(|p| patterns.is_match(p, text));
    let mismatch = matched == Some(false);
    if mismatch {
        found.push((Code::PatternMismatch, None));
    }
}
