//! Conditions: how an answer is read for a comparison, when a clause, a
//! group (`all` / `any`) and a `requiredWhen` hold, and which fields are
//! shown.
//!
//! A clause whose `fieldId` is empty (the designer has not picked a field
//! yet) is left out of its condition; a condition with no clause left holds
//! (so a field whose one clause names no field is shown, and an empty group
//! holds). A clause holds when the field it watches is shown and the
//! comparison holds: a clause on a hidden field, or on a field not in the
//! form, is false. A field is shown when its `showWhen` holds (`all`: every
//! clause; `any`: one clause), except that a field whose condition watches
//! itself through others (a cycle of conditions, following every clause), or
//! watches such a field, is hidden: nothing decides the first field of a
//! cycle. For one-clause conditions this is the rule of before issue 26
//! word for word. [`visibility`] walks the conditions depth first, without
//! recursion, each field once.
//!
//! A `requiredWhen` is read after visibility, on the same answers: a shown
//! field is required when it holds. It adds no edge to the graph (it never
//! hides anything), so it cannot make a cycle.

use rustc_hash::FxHashMap;

use super::patterns::EcmaEngine;
use super::plan::{AnswerShape, FieldRules, Syntax};
use super::syntax::{read_number, same_number, trim_ascii_whitespace};
use crate::answers::{Answer, Answers};
use crate::model::{Clause, Condition, ConditionOp};
use crate::values::time_minutes;

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

/// What a condition compares: the watched field's answer as a text, as a
/// number field's text, as the list of ticked options, or as one box
/// (compared as the text `true` or `false`); or nothing, when the watched
/// item is a layout item (issue 26), on which every clause is false.
pub(crate) enum Watched<'a> {
    Text(&'a str),
    Number(&'a str),
    /// A time field's text (issue 27): compared as a time by `greater_than`
    /// and `less_than`, as a text otherwise.
    Time(&'a str),
    List(Vec<&'a str>),
    Flag(bool),
    Nothing,
}

pub(crate) fn watched<'a>(field: &FieldRules, answer: Option<&'a Answer>) -> Watched<'a> {
    match field.answer {
        AnswerShape::Text if field.syntax == Some(Syntax::Number) => {
            Watched::Number(read_text(answer))
        }
        AnswerShape::Text if field.syntax == Some(Syntax::Time) => Watched::Time(read_text(answer)),
        AnswerShape::Text => Watched::Text(read_text(answer)),
        AnswerShape::List => Watched::List(read_list(answer)),
        AnswerShape::Flag => Watched::Flag(read_flag(answer)),
        AnswerShape::None => Watched::Nothing,
    }
}

/// Whether `op value` holds for the watched answer.
///
/// On a text: `equals` is the same text; `contains` finds the value inside
/// the text (every text contains the empty value). On a number field's text:
/// `equals` is the same text or [`same_number`]; a number has no parts, so
/// `contains` is `equals`. On a list: `contains` is one of the ticked options
/// being the value; `equals` is exactly that one ticked (or, for an empty
/// value, nothing ticked). One box compares as the text `true` or `false`.
/// `not_equals` and `not_contains` are always the opposites of `equals` and
/// `contains`. Texts compare exactly, never as numbers: a JSON Schema can
/// say the same.
///
/// `is_empty` is the evaluator's "unanswered" (no answer, an empty text, an
/// empty list, an unticked box), `is_not_empty` its opposite; neither reads
/// the value. `greater_than` and `less_than` hold only on a number field
/// whose answer and value (trimmed) are both numbers, compared as numbers
/// (a rating and a slider are number fields), and on a time field whose
/// answer and value (trimmed) are both `HH:MM`, compared as times (issue
/// 27); on any other field they are false (lint reports them).
///
/// On a layout item (no answer) every clause is false, `not_equals` and
/// `not_contains` too (lint reports it: `clauseOnLayout`).
pub(crate) fn holds(
    op: ConditionOp,
    value: &str,
    answer: &Watched<'_>,
    engine: &dyn EcmaEngine,
) -> bool {
    if let Watched::Nothing = answer {
        return false;
    }
    let equals = || match answer {
        Watched::Text(text) | Watched::Time(text) => *text == value,
        Watched::Number(text) => *text == value || same_number(text, value, engine),
        Watched::List(items) if value.is_empty() => items.is_empty(),
        Watched::List(items) => !items.is_empty() && items.iter().all(|i| *i == value),
        Watched::Flag(ticked) => flag_text(*ticked) == value,
        Watched::Nothing => false,
    };
    let contains = || match answer {
        Watched::Text(text) | Watched::Time(text) => text.contains(value),
        Watched::Number(_) => equals(),
        Watched::List(items) => items.contains(&value),
        Watched::Flag(ticked) => flag_text(*ticked).contains(value),
        Watched::Nothing => false,
    };
    let empty = || match answer {
        Watched::Text(text) | Watched::Number(text) | Watched::Time(text) => text.is_empty(),
        Watched::List(items) => items.is_empty(),
        Watched::Flag(ticked) => !ticked,
        Watched::Nothing => false,
    };
    let compare = || match answer {
        Watched::Number(text) => {
            read_number(text, engine).zip(read_number(trim_ascii_whitespace(value), engine))
        }
        Watched::Time(text) => time_minutes(text)
            .zip(time_minutes(trim_ascii_whitespace(value)))
            .map(|(x, y)| (x as f64, y as f64)),
        _ => None,
    };
    match op {
        ConditionOp::Equals => equals(),
        ConditionOp::NotEquals => !equals(),
        ConditionOp::Contains => contains(),
        ConditionOp::NotContains => !contains(),
        ConditionOp::IsEmpty => empty(),
        ConditionOp::IsNotEmpty => !empty(),
        ConditionOp::GreaterThan => compare().is_some_and(|(x, y)| x > y),
        ConditionOp::LessThan => compare().is_some_and(|(x, y)| x < y),
    }
}

fn flag_text(ticked: bool) -> &'static str {
    if ticked { "true" } else { "false" }
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
pub(crate) fn first_index(fields: &[FieldRules]) -> FxHashMap<&str, usize> {
    let mut first = FxHashMap::with_capacity_and_hasher(fields.len(), Default::default());
    for (i, f) in fields.iter().enumerate() {
        first.entry(f.id.as_str()).or_insert(i);
    }
    first
}

pub(crate) fn target(clause: Option<&Clause>, first: &FxHashMap<&str, usize>) -> Target {
    match clause {
        None => Target::None,
        Some(c) if c.field_id.as_str().is_empty() => Target::None,
        Some(c) => first
            .get(c.field_id.as_str())
            .map_or(Target::Missing, |&i| Target::Field(i)),
    }
}

/// What a clause is judged against: the fields, their first indexes, which
/// are shown, the answers.
struct Judge<'a> {
    fields: &'a [FieldRules],
    first: &'a FxHashMap<&'a str, usize>,
    shown: &'a [bool],
    answers: &'a Answers,
    engine: &'a dyn EcmaEngine,
}

/// Whether `condition` holds: a clause left out (no field picked yet) does
/// not count, and a condition with no clause left holds. Not generic over a
/// clause test: the builder's module holds it once (issue 26's size).
fn condition_holds(condition: &Condition, judge: &Judge<'_>) -> bool {
    let any = matches!(condition, Condition::Any { .. });
    let mut any_left = false;
    for clause in condition.clauses() {
        match (clause_holds(clause, judge), any) {
            (Some(true), true) => return true,
            (Some(false), true) => any_left = true,
            (Some(false), false) => return false,
            (Some(true), false) | (None, _) => {}
        }
    }
    !any_left
}

/// Whether `clause` holds, given which fields are shown (`None`: left out).
fn clause_holds(clause: &Clause, judge: &Judge<'_>) -> Option<bool> {
    match target(Some(clause), judge.first) {
        Target::None => None,
        Target::Missing => Some(false),
        Target::Field(t) => {
            let watched_field = &judge.fields[t];
            Some(
                judge.shown[t]
                    && holds(
                        clause.condition,
                        &clause.value,
                        &watched(watched_field, judge.answers.get(&watched_field.id)),
                        judge.engine,
                    ),
            )
        }
    }
}

/// Which fields are shown for `answers`, one flag per field in order.
pub(crate) fn visibility(
    fields: &[FieldRules],
    answers: &Answers,
    engine: &dyn EcmaEngine,
) -> Vec<bool> {
    let first = first_index(fields);
    // The fields each field's showWhen watches (a clause on a missing field
    // or with none picked adds no edge).
    let mut watches: Vec<Vec<usize>> = Vec::with_capacity(fields.len());
    for f in fields {
        let mut to = Vec::new();
        for clause in f.show_when.as_ref().map_or(&[][..], Condition::clauses) {
            if let Target::Field(t) = target(Some(clause), &first) {
                to.push(t);
            }
        }
        watches.push(to);
    }
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        New,
        Open,
        Done,
    }
    let mut mark = vec![Mark::New; fields.len()];
    // Per field: it watches itself through others, or watches such a field.
    let mut cyclic = vec![false; fields.len()];
    let mut shown = vec![false; fields.len()];
    for start in 0..fields.len() {
        if mark[start] != Mark::New {
            continue;
        }
        // Depth first: each entry a field and the next of its edges to follow.
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
                    Mark::Open => cyclic[i] = true, // back to a field on the stack
                    Mark::Done => cyclic[i] |= cyclic[t],
                }
                continue;
            }
            // Every watched field is decided.
            stack.pop();
            mark[i] = Mark::Done;
            cyclic[i] |= watches[i].iter().any(|&t| cyclic[t]);
            let judge = Judge {
                fields,
                first: &first,
                shown: &shown,
                answers,
                engine,
            };
            let holds = !cyclic[i]
                && fields[i]
                    .show_when
                    .as_ref()
                    .is_none_or(|c| condition_holds(c, &judge));
            shown[i] = holds;
        }
    }
    shown
}

/// Whether each shown field's `requiredWhen` holds (false for a field
/// without one, and for a hidden field), given `shown` from [`visibility`].
pub(crate) fn required_now(
    fields: &[FieldRules],
    shown: &[bool],
    answers: &Answers,
    engine: &dyn EcmaEngine,
) -> Vec<bool> {
    let first = first_index(fields);
    let judge = Judge {
        fields,
        first: &first,
        shown,
        answers,
        engine,
    };
    let mut required = Vec::with_capacity(fields.len());
    for (f, &visible) in fields.iter().zip(shown) {
        required.push(
            visible
                && f.required_when
                    .as_ref()
                    .is_some_and(|c| condition_holds(c, &judge)),
        );
    }
    required
}
