//! The logic lint: what is wrong with a form's rules, as a list of findings
//! (Field Settings shows each next to the setting at fault; the canvas header
//! counts them; import reports them). A finding never stops anything: the form
//! is kept as it is and the evaluator gives the result docs/rules.md defines.
//!
//! A field's condition gets at most one finding about why it can never hold
//! (on itself, on a missing field, on a cycle, a value no option matches);
//! `neverShown` is for a field hidden by something upstream, or by a
//! condition that cannot hold for any answer of the watched field.
//!
//! Where a finding has an obvious repair, it carries it as a [`Fix`]: the
//! editor action a button dispatches unchanged (issue 29), so the UI decides
//! nothing.

use serde::{Deserialize, Serialize};

use super::conditions::{Target, first_index, target};
use super::patterns::EcmaEngine;
use super::plan::{AnswerShape, FieldRules, RuleSet, Syntax, answer_shape, field_rules, plan_with};
use super::syntax::reads_the_same_in_u_and_v;
use crate::controls::Holds;
use std::collections::HashMap;

use crate::kinds::Kind;
use crate::model::{Clause, Condition, ConditionOp, Field, FieldId, Form};

/// One problem of a form's rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    /// The field whose setting is at fault.
    pub field_id: FieldId,
    pub setting: Setting,
    pub code: FindingCode,
    /// Plain English for the designer.
    pub message: String,
    /// The one-click repair, where there is one: the editor action its
    /// button dispatches as it came (one undo step).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub fix: Option<Fix>,
}

/// A finding's repair, written exactly as `crate::wire::Action` writes the
/// action of the same name, so the UI dispatches it unread (its button's
/// words are the UI's: "Use “Sales”", "Move after “Reason”"). Written by
/// hand, and not as an `Action`: the builder's module never writes one, and
/// a derived serializer costs bytes on its critical path.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(tag = "type", rename_all = "camelCase"))]
pub enum Fix {
    /// The condition's value becomes `value`, an option's exact text.
    UpdateCondition { id: FieldId, value: String },
    /// Field `id` moves to `to_id`'s place: moving down, right after it.
    MoveField {
        id: FieldId,
        #[cfg_attr(feature = "ts", ts(rename = "toId"))]
        to_id: FieldId,
    },
}

impl Serialize for Fix {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let (kind, id, key, text) = match self {
            Fix::UpdateCondition { id, value } => ("updateCondition", id, "value", value),
            Fix::MoveField { id, to_id } => ("moveField", id, "toId", &to_id.0),
        };
        let mut map = s.serialize_map(Some(3))?;
        map.serialize_entry("type", kind)?;
        map.serialize_entry("id", id)?;
        map.serialize_entry(key, text)?;
        map.end()
    }
}

/// The setting a finding is about, as Field Settings groups them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum Setting {
    /// The condition's field (and the condition as a whole).
    Condition,
    /// The condition's value.
    ConditionValue,
    Options,
    /// Minimum and maximum value.
    ValueBounds,
    /// Minimum and maximum length.
    LengthBounds,
    Pattern,
    /// When the field is required (`requiredWhen`, issue 26).
    RequiredWhen,
    /// Where a page break is: the pages it makes (issue 26).
    Page,
}

/// What a finding says; the serde names are stable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub enum FindingCode {
    /// The condition watches the field itself: never shown.
    ConditionOnItself,
    /// The condition watches a field id no field has (deleted): never shown.
    ConditionOnMissingField,
    /// The condition watches a field further down the form: allowed, flagged.
    ConditionOnLaterField,
    /// The field's condition is on a cycle of conditions: never shown.
    ConditionCycle,
    /// The value matches none of the watched field's options.
    ConditionValueMatchesNoOption,
    /// Hidden for every answer set, because of a field it depends on.
    NeverShown,
    /// Minimum value above maximum value: no number is accepted.
    MinAboveMax,
    /// Minimum length above maximum length: no answer is accepted.
    MinLengthAboveMaxLength,
    /// The pattern does not compile; it is not checked.
    PatternInvalid,
    /// The pattern uses what only the `v` flag reads (nested classes, `&&`,
    /// `--`, `\q{…}`, properties of strings), which JSON Schema validators
    /// read otherwise; it is not checked, so every export agrees.
    PatternNotPortable,
    /// A backtracking engine could take very long to match the pattern on
    /// some answers (issue 23); it is not checked.
    PatternMayHang,
    /// A select or radio group with no options.
    NoOptions,
    /// An `all` or `any` group with no condition: it always holds (issue 26).
    EmptyGroup,
    /// `greater_than` or `less_than` on a field whose answer is not a
    /// number: the clause never holds (issue 26).
    ComparisonOnNonNumber,
    /// `requiredWhen` on a field that is always required (issue 26).
    RequiredWhenWithRequired,
    /// A page with no field to answer (only headings and paragraphs, or
    /// nothing after a last page break): it is always skipped (issue 26).
    EmptyPage,
    /// The form's first item is a page break: the first page is empty.
    StartsWithPageBreak,
    /// A page break right after another: the page between them is empty.
    PageBreaksInARow,
    /// A condition on a page break: it has no effect, a page break is
    /// never hidden.
    ConditionOnPageBreak,
    /// A clause on a heading, a paragraph or a page break, which has no
    /// answer: the clause never holds.
    ClauseOnLayout,
}

/// Every finding of `form`, field by field in form order; `patterns`
/// compiles the patterns.
pub fn lint_with(form: &Form, patterns: &dyn EcmaEngine) -> Vec<Finding> {
    let fields: Vec<&Field> = form.fields.iter().map(|f| &**f).collect();
    let rules = plan_with(form, patterns);
    let conditions = Conditions::new(&fields, &rules);
    let first = first_index(&rules.fields);
    let mut findings = Vec::new();
    for (i, field) in fields.iter().enumerate() {
        conditions.findings(i, &mut |setting, code, message, fix| {
            findings.push(Finding {
                field_id: field.id.clone(),
                setting,
                code,
                message,
                fix,
            })
        });
        logic_findings(
            field,
            &fields,
            &rules,
            &first,
            &mut adder(field, &mut findings),
        );
        layout_clause_findings(
            field,
            &fields,
            &rules,
            &first,
            &mut adder(field, &mut findings),
        );
        page_findings(i, &fields, &rules, &mut adder(field, &mut findings));
        own_findings(field, &rules.fields[i], patterns, &mut findings);
    }
    findings
}

/// The findings of issue 26's rules on `field`: an empty group, a number
/// comparison on a field whose answer is not a number, a `requiredWhen`
/// that `required` overrides. (Groups are not yet followed by the cycle,
/// missing-field and never-shown findings, which read one-clause
/// conditions.)
fn logic_findings(
    field: &Field,
    fields: &[&Field],
    rules: &RuleSet,
    first: &HashMap<&str, usize>,
    add: &mut impl FnMut(Setting, FindingCode, String),
) {
    let Some(conditional) = field.conditional.as_deref() else {
        return;
    };
    if field.required && conditional.required_when.is_some() {
        add(
            Setting::RequiredWhen,
            FindingCode::RequiredWhenWithRequired,
            "This field is always required, so “required when” has no effect.".to_owned(),
        );
    }
    for (setting, condition, outcome) in [
        (
            Setting::Condition,
            &conditional.show_when,
            "the field is always shown",
        ),
        (
            Setting::RequiredWhen,
            &conditional.required_when,
            "the field is always required",
        ),
    ] {
        let Some(condition) = condition else {
            continue;
        };
        if matches!(condition, Condition::All { .. } | Condition::Any { .. })
            && condition.clauses().is_empty()
        {
            add(
                setting,
                FindingCode::EmptyGroup,
                format!("The group has no conditions, so it always holds and {outcome}."),
            );
        }
        for clause in condition.clauses() {
            let Target::Field(t) = target(Some(clause), first) else {
                continue;
            };
            let watched = &rules.fields[t];
            let number =
                watched.answer == AnswerShape::Text && watched.syntax == Some(Syntax::Number);
            if clause.condition.compares_numbers() && !number {
                let words = if clause.condition == ConditionOp::GreaterThan {
                    "is greater than"
                } else {
                    "is less than"
                };
                add(
                    setting,
                    FindingCode::ComparisonOnNonNumber,
                    format!(
                        "“{}” does not take a number, so “{words}” never holds.",
                        name(fields[t])
                    ),
                );
            }
        }
    }
}

/// Issue 26's findings about layout items in conditions: a condition on a
/// page break (never hidden), and each clause that watches a heading, a
/// paragraph or a page break (no answer: the clause never holds).
fn layout_clause_findings(
    field: &Field,
    fields: &[&Field],
    rules: &RuleSet,
    first: &HashMap<&str, usize>,
    add: &mut impl FnMut(Setting, FindingCode, String),
) {
    let Some(conditional) = field.conditional.as_deref() else {
        return;
    };
    if field.kind.is_page_break() {
        add(
            Setting::Condition,
            FindingCode::ConditionOnPageBreak,
            "A page break is never hidden, so its condition has no effect.".to_owned(),
        );
        return;
    }
    for (setting, condition) in [
        (Setting::Condition, &conditional.show_when),
        (Setting::RequiredWhen, &conditional.required_when),
    ] {
        for clause in condition.iter().flat_map(Condition::clauses) {
            let Target::Field(t) = target(Some(clause), first) else {
                continue;
            };
            if rules.fields[t].answer != AnswerShape::None {
                continue;
            }
            let what = match fields[t].kind.known() {
                Some(Kind::Heading) => "a heading",
                Some(Kind::Paragraph) => "a paragraph",
                _ => "a page break",
            };
            add(
                setting,
                FindingCode::ClauseOnLayout,
                format!(
                    "“{}” is {what}, which has no answer, so this condition never holds.",
                    name(fields[t])
                ),
            );
        }
    }
}

/// Issue 26's findings about pages, on the page break at fault: the form
/// starts with one, one follows another, or a page has no field to answer
/// (the first page on the break after it, any other on the break before
/// it). A page left empty by the first two is reported only by them.
fn page_findings(
    i: usize,
    fields: &[&Field],
    rules: &RuleSet,
    add: &mut impl FnMut(Setting, FindingCode, String),
) {
    let is_break = |j: usize| fields.get(j).is_some_and(|f| f.kind.is_page_break());
    if !is_break(i) {
        return;
    }
    if i == 0 {
        add(
            Setting::Page,
            FindingCode::StartsWithPageBreak,
            "The form starts with a page break, so its first page is empty.".to_owned(),
        );
    } else if is_break(i - 1) {
        add(
            Setting::Page,
            FindingCode::PageBreaksInARow,
            "This page break follows another, so the page between them is empty.".to_owned(),
        );
    }
    let no_answer = |k: usize| {
        rules.pages.get(k).is_some_and(|p| {
            !rules.fields[p.from.min(p.to)..p.to]
                .iter()
                .any(|f| f.answer != AnswerShape::None)
        })
    };
    // The page this break starts: the first whose range begins after it.
    let k = rules.pages.partition_point(|p| p.from <= i);
    let mut empty = |place: &str| {
        add(
            Setting::Page,
            FindingCode::EmptyPage,
            format!(
                "The page {place} this page break has no field to answer, so it is always skipped."
            ),
        );
    };
    if k == 1 && i > 0 && no_answer(0) {
        empty("before");
    }
    if !is_break(i + 1) && no_answer(k) {
        empty("after");
    }
}

/// Adds a finding about `field`, without a fix, to `findings`.
fn adder<'a>(
    field: &'a Field,
    findings: &'a mut Vec<Finding>,
) -> impl FnMut(Setting, FindingCode, String) + 'a {
    move |setting, code, message| {
        findings.push(Finding {
            field_id: field.id.clone(),
            setting,
            code,
            message,
            fix: None,
        })
    }
}

/// The findings of `field` that depend on nothing but the field (its bounds,
/// pattern and options), in the order [`lint_with`] lists them. A form where
/// no field has a condition has no other findings (see [`has_conditions`]).
pub fn field_findings_with(field: &Field, patterns: &dyn EcmaEngine) -> Vec<Finding> {
    let mut findings = Vec::new();
    own_findings(
        field,
        &field_rules(field, patterns),
        patterns,
        &mut findings,
    );
    findings
}

/// Whether any field of `form` has a condition, or is a page break (its
/// findings depend on the items around it): without one, the lint is the
/// fields' own findings in form order ([`field_findings_with`]).
pub fn has_conditions(form: &Form) -> bool {
    form.fields
        .iter()
        .any(|f| f.conditional.is_some() || f.kind.is_page_break())
}

fn own_findings(
    field: &Field,
    r: &FieldRules,
    patterns: &dyn EcmaEngine,
    findings: &mut Vec<Finding>,
) {
    let mut add = adder(field, findings);
    if let (Some(min), Some(max)) = (r.min, r.max) {
        if min > max {
            add(
                Setting::ValueBounds,
                FindingCode::MinAboveMax,
                format!(
                    "The minimum ({min}) is above the maximum ({max}), so no number is accepted."
                ),
            );
        }
    }
    if let (Some(min), Some(max)) = (r.min_length, r.max_length) {
        if min > max {
            add(
                Setting::LengthBounds,
                FindingCode::MinLengthAboveMaxLength,
                format!(
                    "The minimum length ({min}) is above the maximum length ({max}), so no answer is accepted."
                ),
            );
        }
    }
    let pattern = field.validation.as_ref().and_then(|v| v.pattern.as_deref());
    match pattern.filter(|p| !p.is_empty()).map(|p| (p, patterns.check(p))) {
        Some((_, Err(error))) => add(
            Setting::Pattern,
            FindingCode::PatternInvalid,
            format!(
                "The pattern is not a valid regular expression ({}), so answers are not checked against it.",
                lower_first(&error)
            ),
        ),
        Some((p, Ok(()))) if !reads_the_same_in_u_and_v(p) => add(
            Setting::Pattern,
            FindingCode::PatternNotPortable,
            "The pattern uses set notation (a class inside a class, &&, --, \\q{…}) or an emoji property that JSON Schema validators read differently, so answers are not checked against it.".to_owned(),
        ),
        Some((p, Ok(()))) if patterns.may_hang(p) => add(
            Setting::Pattern,
            FindingCode::PatternMayHang,
            MAY_HANG.to_owned(),
        ),
        _ => {}
    }
    if is_single_choice(field) && field.options().is_empty() {
        add(
            Setting::Options,
            FindingCode::NoOptions,
            "This field has no options, so nothing can be chosen.".to_owned(),
        );
    }
}

/// The finding of a pattern that could hang; the import report says it too.
pub(crate) const MAY_HANG: &str = "This pattern can take very long to check on some answers (two parts of it can match the same text, as in (a+)+), so answers are not checked against it. Write it so that each character can match in only one way, for example [a-z]+ rather than ([a-z]+)*.";

/// The condition graph of a form: each field watches at most one field.
struct Conditions<'a> {
    fields: &'a [&'a Field],
    targets: Vec<Target>,
    /// The cycles of conditions, each in watch order.
    cycles: Vec<Vec<usize>>,
    /// Per field on a cycle: which cycle, and its place in it.
    on_cycle: Vec<Option<(usize, usize)>>,
    /// Per field: hidden for every answer set.
    never: Vec<bool>,
}

impl<'a> Conditions<'a> {
    fn new(fields: &'a [&'a Field], rules: &RuleSet) -> Conditions<'a> {
        let first = first_index(&rules.fields);
        let targets: Vec<Target> = rules
            .fields
            .iter()
            .map(|f| target(f.show_clause(), &first))
            .collect();
        let next = |i: usize| match targets[i] {
            Target::Field(t) => Some(t),
            _ => None,
        };
        // Follow the watched fields from each field not seen yet; a walk that
        // meets its own path has found a cycle. Each field is walked once.
        let mut cycles = Vec::new();
        let mut on_cycle = vec![None; fields.len()];
        let mut seen = vec![false; fields.len()];
        let mut walk_of = vec![usize::MAX; fields.len()];
        for start in 0..fields.len() {
            let mut path = Vec::new();
            let mut i = start;
            while !seen[i] {
                seen[i] = true;
                walk_of[i] = start;
                path.push(i);
                match next(i) {
                    Some(t) => i = t,
                    None => break,
                }
            }
            if seen[i] && walk_of[i] == start && next(*path.last().unwrap_or(&i)) == Some(i) {
                let from = path.iter().position(|&p| p == i).unwrap_or(0);
                let cycle = path[from..].to_vec();
                for (place, &member) in cycle.iter().enumerate() {
                    on_cycle[member] = Some((cycles.len(), place));
                }
                cycles.push(cycle);
            }
        }
        let mut conditions = Conditions {
            fields,
            targets,
            cycles,
            on_cycle,
            never: Vec::new(),
        };
        let mut known: Vec<Option<bool>> = vec![None; fields.len()];
        for start in 0..fields.len() {
            let mut path = Vec::new();
            let mut i = start;
            // Walk to a field whose answer is known; cycles are never shown, so every walk ends.
            let mut tail = loop {
                if let Some(k) = known[i] {
                    break k;
                }
                if conditions.on_cycle[i].is_some() {
                    known[i] = Some(true);
                    break true;
                }
                match conditions.targets[i] {
                    Target::None => {
                        known[i] = Some(false);
                        break false;
                    }
                    Target::Missing => {
                        known[i] = Some(true);
                        break true;
                    }
                    Target::Field(t) => {
                        path.push(i);
                        i = t;
                    }
                }
            };
            while let Some(p) = path.pop() {
                tail = tail || !conditions.can_hold(p);
                known[p] = Some(tail);
            }
        }
        conditions.never = known.into_iter().map(|k| k.unwrap_or(false)).collect();
        conditions
    }

    /// Field `i`'s condition when it is one clause. The findings of groups,
    /// of issue 26's operators and of `requiredWhen` are not written yet:
    /// such a condition gets none of these findings.
    fn show_when(&self, i: usize) -> Option<&Clause> {
        self.fields[i]
            .conditional
            .as_ref()
            .and_then(|c| c.show_clause())
            .filter(|c| c.condition.is_original())
    }

    /// Whether field `i`'s comparison holds for some answer of the watched field.
    fn can_hold(&self, i: usize) -> bool {
        let (Target::Field(t), Some(s)) = (&self.targets[i], self.show_when(i)) else {
            return true;
        };
        let watched = self.fields[*t];
        let value = s.value.as_str();
        let options = watched.options();
        match (answer_shape(watched), s.condition) {
            // A clause on a layout item: `clauseOnLayout` reports it.
            (AnswerShape::None, _) => true,
            (_, ConditionOp::NotEquals) => {
                // Fails only when the one possible answer (an empty select) equals the value.
                !(is_single_choice(watched) && options.is_empty() && value.is_empty())
            }
            (AnswerShape::Flag, ConditionOp::Equals) => value == "true" || value == "false",
            (AnswerShape::Flag, ConditionOp::Contains) => {
                "true".contains(value) || "false".contains(value)
            }
            (AnswerShape::List, ConditionOp::Equals) => {
                value.is_empty() || options.iter().any(|o| o == value)
            }
            (AnswerShape::List, ConditionOp::Contains) => options.iter().any(|o| o == value),
            (AnswerShape::Text, _) if !is_single_choice(watched) => true,
            (AnswerShape::Text, ConditionOp::Equals) => {
                value.is_empty() || options.iter().any(|o| o == value)
            }
            (AnswerShape::Text, ConditionOp::Contains) => {
                value.is_empty() || options.iter().any(|o| o.contains(value))
            }
            // `show_when` gives only the original operators.
            (
                _,
                ConditionOp::NotContains
                | ConditionOp::IsEmpty
                | ConditionOp::IsNotEmpty
                | ConditionOp::GreaterThan
                | ConditionOp::LessThan,
            ) => true,
        }
    }

    /// When field `i`'s value matches none of the watched field's options
    /// (or, for one box, neither `true` nor `false`): `Some`, with the first
    /// option it names in another case, if any (ASCII case only: Unicode
    /// case tables would cost the builder's module ~10 KB).
    fn value_matches_no_option(&self, i: usize) -> Option<Option<&'a str>> {
        let (Target::Field(t), Some(s)) = (&self.targets[i], self.show_when(i)) else {
            return None;
        };
        let watched: &'a Field = self.fields[*t];
        let value = s.value.as_str();
        let substring = s.condition == ConditionOp::Contains;
        let matches = |option: &str| {
            if substring && answer_shape(watched) != AnswerShape::List {
                option.contains(value)
            } else {
                option == value
            }
        };
        let options: Vec<&'a str> = match answer_shape(watched) {
            AnswerShape::Flag => vec!["true", "false"],
            _ if watched.kind.has_options() => {
                watched.options().iter().map(|o| o.as_str()).collect()
            }
            _ => return None,
        };
        if value.is_empty() || options.is_empty() || options.iter().any(|o| matches(o)) {
            return None;
        }
        Some(options.into_iter().find(|o| o.eq_ignore_ascii_case(value)))
    }

    /// The condition findings of field `i`.
    fn findings(&self, i: usize, add: &mut impl FnMut(Setting, FindingCode, String, Option<Fix>)) {
        let Some(s) = self.show_when(i) else {
            return;
        };
        let id = &self.fields[i].id;
        let own = match self.targets[i] {
            Target::None => return,
            Target::Missing => {
                add(
                    Setting::Condition,
                    FindingCode::ConditionOnMissingField,
                    format!(
                        "The condition watches a field that is not in the form (“{}”; it may have been deleted), so this field is never shown.",
                        s.field_id
                    ),
                    None,
                );
                true
            }
            Target::Field(t) if t == i => {
                add(
                    Setting::Condition,
                    FindingCode::ConditionOnItself,
                    "The condition watches this field itself, so the field is never shown."
                        .to_owned(),
                    None,
                );
                true
            }
            Target::Field(t) => {
                let mut own = false;
                if let Some((cycle, place)) = self.on_cycle[i] {
                    let cycle = &self.cycles[cycle];
                    // From this field round to it again (the k-th step is
                    // `at(k)`, 0 ..= len); a long cycle is shortened, and only
                    // the names said are looked up: every field of a cycle of
                    // 2,000 gets this finding.
                    let len = cycle.len();
                    let at = |k: usize| cycle[(place + k) % len];
                    let named = |ks: std::ops::Range<usize>| -> Vec<String> {
                        ks.map(|k| format!("“{}”", name(self.fields[at(k)])))
                            .collect()
                    };
                    let names = if len < 6 {
                        named(0..len + 1).join(" → ")
                    } else {
                        format!(
                            "{} → … → {}",
                            named(0..3).join(" → "),
                            named(len - 1..len + 1).join(" → ")
                        )
                    };
                    add(
                        Setting::Condition,
                        FindingCode::ConditionCycle,
                        format!(
                            "The conditions of {} watch each other in a circle, so none of these fields is ever shown.",
                            names
                        ),
                        None,
                    );
                    own = true;
                } else if t > i {
                    add(
                        Setting::Condition,
                        FindingCode::ConditionOnLaterField,
                        format!(
                            "The condition watches “{}”, which comes later in the form. This works, but people fill a form from top to bottom.",
                            name(self.fields[t])
                        ),
                        Some(Fix::MoveField {
                            id: id.clone(),
                            to_id: self.fields[t].id.clone(),
                        }),
                    );
                }
                if let Some(same_but_case) = self.value_matches_no_option(i) {
                    let outcome = if s.condition == ConditionOp::NotEquals {
                        "the condition always holds"
                    } else {
                        "this field is never shown"
                    };
                    add(
                        Setting::ConditionValue,
                        FindingCode::ConditionValueMatchesNoOption,
                        format!(
                            "No option of “{}” matches “{}”, so {outcome}.",
                            name(self.fields[t]),
                            s.value
                        ),
                        same_but_case.map(|option| Fix::UpdateCondition {
                            id: id.clone(),
                            value: option.to_owned(),
                        }),
                    );
                    own = own || s.condition != ConditionOp::NotEquals;
                }
                own
            }
        };
        if self.never[i] && !own {
            let message = match self.targets[i] {
                Target::Field(t) if self.never[t] => format!(
                    "This field is never shown: the field its condition watches (“{}”) is never shown.",
                    name(self.fields[t])
                ),
                _ => "This field is never shown: no answer of the field its condition watches makes the condition hold.".to_owned(),
            };
            add(Setting::Condition, FindingCode::NeverShown, message, None);
        }
    }
}

fn is_single_choice(field: &Field) -> bool {
    field
        .kind
        .control()
        .is_some_and(|c| c.spec().holds == Holds::OneOption)
}

/// A field as the designer knows it: its label, else its id.
fn name(field: &Field) -> &str {
    if field.label.trim().is_empty() {
        field.id.as_str()
    } else {
        &field.label
    }
}

/// The engine's message as the middle of a sentence. ASCII only: the
/// messages are English, and Unicode lowercasing would bring core's Unicode
/// case tables into the builder's wasm module
/// (docs/bench-log/2026-11-23-issue-10-stop-16.md).
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => std::iter::once(c.to_ascii_lowercase())
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}
