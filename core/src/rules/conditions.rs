//! Conditions: how an answer is read for a comparison, when a `showWhen`
//! holds, and which fields are shown.
//!
//! A field is shown when it has no condition, when its condition names no
//! field yet (an empty `fieldId`: the designer has not picked one), or when
//! the field it watches is shown and the comparison holds. So a field that
//! watches a hidden field is hidden (chains), a field that watches a field
//! not in the form is hidden, and a field on a cycle of conditions, or one
//! that watches such a field, is hidden: nothing can show the first field of
//! a cycle. Each field watches at most one field, so following the watched
//! fields from any field is one path; [`visibility`] walks each path once,
//! without recursion, and never loops.

use std::collections::HashMap;

use super::patterns::EcmaEngine;
use super::plan::{AnswerShape, FieldRules, Syntax};
use super::syntax::same_number;
use crate::answers::{Answer, Answers};
use crate::model::{ConditionOp, ShowWhen};

/// A text answer: a list (the wrong shape) or no answer reads as empty.
pub(crate) fn read_text(answer: Option<&Answer>) -> &str {
    match answer {
        Some(Answer::Text(text)) => text,
        _ => "",
    }
}

/// A list answer: a text reads as the one ticked option it names, an empty
/// text as nothing ticked.
pub(crate) fn read_list(answer: Option<&Answer>) -> Vec<&str> {
    match answer {
        Some(Answer::Choices(items)) => items.iter().map(String::as_str).collect(),
        Some(Answer::Text(text)) if !text.is_empty() => vec![text.as_str()],
        _ => Vec::new(),
    }
}

/// One box: ticked when answered, except by the text `false`.
pub(crate) fn read_flag(answer: Option<&Answer>) -> bool {
    match answer {
        Some(Answer::Flag(ticked)) => *ticked,
        Some(Answer::Text(text)) => !text.is_empty() && text != "false",
        Some(Answer::Choices(items)) => !items.is_empty(),
        None => false,
    }
}

/// What a condition compares: the watched field's answer as a text (one box
/// reads `true` or `false`), as a number field's text, or as the list of
/// ticked options.
pub(crate) enum Watched<'a> {
    Text(&'a str),
    Number(&'a str),
    List(Vec<&'a str>),
}

pub(crate) fn watched<'a>(field: &FieldRules, answer: Option<&'a Answer>) -> Watched<'a> {
    match field.answer {
        AnswerShape::Text if field.syntax == Some(Syntax::Number) => {
            Watched::Number(read_text(answer))
        }
        AnswerShape::Text => Watched::Text(read_text(answer)),
        AnswerShape::List => Watched::List(read_list(answer)),
        AnswerShape::Flag => Watched::Text(if read_flag(answer) { "true" } else { "false" }),
    }
}

/// Whether `op value` holds for the watched answer.
///
/// On a text: `equals` is the same text; `contains` finds the value inside
/// the text (every text contains the empty value). On a number field's text:
/// `equals` is the same text or [`same_number`]; a number has no parts, so
/// `contains` is `equals`. On a list: `contains` is one of the ticked options
/// being the value; `equals` is exactly that one ticked (or, for an empty
/// value, nothing ticked). `not_equals` is always the opposite of `equals`.
/// Texts compare exactly, never as numbers: a JSON Schema can say the same.
pub(crate) fn holds(
    op: ConditionOp,
    value: &str,
    answer: &Watched<'_>,
    engine: &dyn EcmaEngine,
) -> bool {
    let equals = || match answer {
        Watched::Text(text) => *text == value,
        Watched::Number(text) => *text == value || same_number(text, value, engine),
        Watched::List(items) if value.is_empty() => items.is_empty(),
        Watched::List(items) => !items.is_empty() && items.iter().all(|i| *i == value),
    };
    match op {
        ConditionOp::Equals => equals(),
        ConditionOp::NotEquals => !equals(),
        ConditionOp::Contains => match answer {
            Watched::Text(text) => text.contains(value),
            Watched::Number(_) => equals(),
            Watched::List(items) => items.contains(&value),
        },
    }
}

/// What a field's condition points at.
pub(crate) enum Target {
    /// No condition, or one without a field yet: always shown.
    None,
    /// A field id that no field of the form has.
    Missing,
    /// The index of the first field with the watched id.
    Field(usize),
}

/// The first index of each field id (a repeated id names its first field).
pub(crate) fn first_index(fields: &[FieldRules]) -> HashMap<&str, usize> {
    let mut first = HashMap::with_capacity(fields.len());
    for (i, f) in fields.iter().enumerate() {
        first.entry(f.id.as_str()).or_insert(i);
    }
    first
}

pub(crate) fn target(show_when: Option<&ShowWhen>, first: &HashMap<&str, usize>) -> Target {
    match show_when {
        None => Target::None,
        Some(s) if s.field_id.as_str().is_empty() => Target::None,
        Some(s) => first
            .get(s.field_id.as_str())
            .map_or(Target::Missing, |&i| Target::Field(i)),
    }
}

/// Which fields are shown for `answers`, one flag per field in order.
pub(crate) fn visibility(
    fields: &[FieldRules],
    answers: &Answers,
    engine: &dyn EcmaEngine,
) -> Vec<bool> {
    let first = first_index(fields);
    let targets: Vec<Target> = fields
        .iter()
        .map(|f| target(f.show_when.as_ref(), &first))
        .collect();
    let mut shown: Vec<Option<bool>> = vec![None; fields.len()];
    let mut on_path = vec![false; fields.len()];
    let mut path = Vec::new();
    for start in 0..fields.len() {
        // Follow the watched fields until one whose visibility is known.
        let mut i = start;
        let mut tail = loop {
            if let Some(known) = shown[i] {
                break known;
            }
            if on_path[i] {
                break false; // a cycle: nothing shows its first field
            }
            match targets[i] {
                Target::None => {
                    shown[i] = Some(true);
                    break true;
                }
                Target::Missing => {
                    shown[i] = Some(false);
                    break false;
                }
                Target::Field(t) => {
                    on_path[i] = true;
                    path.push(i);
                    i = t;
                }
            }
        };
        // Back along the path: shown when the watched field is and the condition holds.
        while let Some(p) = path.pop() {
            let (Target::Field(t), Some(s)) = (&targets[p], fields[p].show_when.as_ref()) else {
                continue;
            };
            let watched_field = &fields[*t];
            tail = tail
                && holds(
                    s.condition,
                    &s.value,
                    &watched(watched_field, answers.get(&watched_field.id)),
                    engine,
                );
            shown[p] = Some(tail);
            on_path[p] = false;
        }
    }
    shown.into_iter().map(|s| s.unwrap_or(false)).collect()
}
