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
//!
//! A layout item (heading, paragraph, page break; issue 26) has no answer:
//! it is shown or hidden by its condition, never has a problem and is never
//! submitted. The verdict also judges the form's pages ([`PageVerdict`]):
//! which are shown, which are valid, and where Next and Back go.

use serde::{Deserialize, Serialize};

use super::conditions::{read_flag, read_list, read_text, required_now, visibility};
use super::messages::{Code, Messages};
use super::patterns::EcmaEngine;
use super::plan::{AnswerShape, FieldRules, PagePlan, RuleSet, Syntax};
use super::syntax::{is_valid_phone, read_number, text_length};
use crate::answers::{Answer, Answers};
use crate::model::FieldId;
use crate::values::{is_valid_date, is_valid_email, is_valid_url, time_minutes};

/// The judgement of one answer set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Verdict {
    /// No shown field has a problem: the answers may be submitted.
    pub valid: bool,
    /// One entry per field, in form order.
    pub fields: Vec<FieldVerdict>,
    /// One entry per page, in order: one page covering every field when the
    /// form has no page break (issue 26).
    pub pages: Vec<PageVerdict>,
    /// How many pages are shown (the `Step k of n` line's `n`).
    pub steps: usize,
}

/// The judgement of one page (issue 26). A page is shown when it has a
/// shown field with an answer; one that is not is skipped both ways.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct PageVerdict {
    /// The page's title: its page break's label ("" for the first page).
    pub title: String,
    /// It has a shown field that takes an answer.
    pub shown: bool,
    /// No shown field on it has a problem: Next may leave it.
    pub valid: bool,
    /// The next shown page; none: Submit is on this page.
    pub next: Option<usize>,
    /// The previous shown page; none: no Back.
    pub back: Option<usize>,
    /// Its 1-based place among the shown pages; 0 when it is not shown.
    pub step: usize,
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
    /// The answers a submit sends: those of the shown fields that take an
    /// answer (`rules`: the rule set judged, one entry per field; a layout
    /// item sends nothing).
    pub fn submitted(&self, rules: &RuleSet, answers: &Answers) -> Answers {
        self.fields
            .iter()
            .zip(&rules.fields)
            .filter(|(f, r)| f.visible && r.answer != AnswerShape::None)
            .filter_map(|(f, _)| answers.get_key_value(&f.id))
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
    let pages = pages(rules, &fields);
    Verdict {
        valid: fields.iter().all(|f| f.problems.is_empty()),
        steps: pages.iter().filter(|p| p.shown).count(),
        pages,
        fields,
    }
}

/// Each page's verdict; a form without page breaks is one page, untitled.
fn pages(rules: &RuleSet, fields: &[FieldVerdict]) -> Vec<PageVerdict> {
    let whole = [PagePlan {
        title: String::new(),
        from: 0,
        to: fields.len(),
    }];
    let plans = if rules.pages.is_empty() {
        &whole[..]
    } else {
        &rules.pages[..]
    };
    // Each page's `shown` and `valid` in one pass over its fields (a plan
    // from elsewhere is clamped to the fields), then `back` and `step`
    // forwards and `next` backwards.
    let mut pages: Vec<PageVerdict> = plans
        .iter()
        .map(|p| {
            let to = p.to.min(fields.len());
            let (mut shown, mut valid) = (false, true);
            let from = p.from.min(to);
            for (f, r) in fields[from..to].iter().zip(&rules.fields[from..to]) {
                shown |= f.visible && r.answer != AnswerShape::None;
                valid &= f.problems.is_empty();
            }
            PageVerdict {
                title: p.title.clone(),
                shown,
                valid,
                next: None,
                back: None,
                step: 0,
            }
        })
        .collect();
    let (mut back, mut step) = (None, 0);
    for (k, page) in pages.iter_mut().enumerate() {
        page.back = back;
        if page.shown {
            step += 1;
            page.step = step;
            back = Some(k);
        }
    }
    let mut next = None;
    for (k, page) in pages.iter_mut().enumerate().rev() {
        page.next = next;
        if page.shown {
            next = Some(k);
        }
    }
    pages
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
            message: messages.render_for(code, bound, field.id.as_str()),
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
        // A layout item: nothing to answer, nothing wrong.
        AnswerShape::None => return found,
    };
    if !answered && required {
        // A hidden field has no control: only the page address can fill it.
        let code = if field.hidden {
            Code::MissingParameter
        } else {
            Code::Required
        };
        found.push((code, None));
    }
    found
}

/// Whether `n` is on the step counted from `min` (0 without one), as HTML's
/// step base: only a whole number within ±(2^53 − 1) can be, checked in
/// exact integer arithmetic (`evaluator.js` uses `BigInt`; 64 bits hold the
/// difference of two such numbers, and no 128-bit division is linked). A
/// step below 1 is not checked.
fn on_step(n: f64, min: Option<i64>, step: i64) -> bool {
    const SAFE: f64 = super::plan::MAX_SAFE_INTEGER as f64;
    if step < 1 {
        return true;
    }
    // `as` is exact here: a whole number within the safe range.
    #[allow(clippy::cast_possible_truncation)]
    let whole = (n.fract() == 0.0 && n.abs() <= SAFE).then_some(n as i64);
    whole
        .and_then(|n| n.checked_sub(min.unwrap_or(0)))
        .is_some_and(|d| d % step == 0)
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
        Some(Syntax::Time) => match time_minutes(text) {
            None => found.push((Code::BadTime, None)),
            Some(t) => {
                if let Some(min) = field.min_time.filter(|min| t < *min) {
                    found.push((Code::TooEarly, Some(min)));
                }
                if let Some(max) = field.max_time.filter(|max| t > *max) {
                    found.push((Code::TooLate, Some(max)));
                }
            }
        },
        Some(Syntax::Url) if !is_valid_url(text) => found.push((Code::BadUrl, None)),
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
        if let Some(step) = field.step.filter(|step| !on_step(n, field.min, *step)) {
            found.push((Code::NotOnStep, Some(step)));
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
