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
use rustc_hash::FxHashMap;

use super::messages::hh_mm;
use crate::edits::{ConditionKey, Rule};
use crate::kinds::Kind;
use crate::model::{Clause, Condition, ConditionOp, Field, FieldId, Form};
use crate::values::is_valid_time;

/// One problem of a form's rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    /// The field whose setting is at fault.
    pub field_id: FieldId,
    pub setting: Setting,
    /// The clause at fault, by its index in its group (`setting` says which
    /// condition: `condition` / `conditionValue` for `showWhen`,
    /// `requiredWhen`); absent for a condition of one clause (written as
    /// before groups) and for a finding about a whole group.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional, type = "number"))]
    pub clause: Option<usize>,
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
    /// The clause's value becomes `value`, an option's exact text: the
    /// clause `index` (absent: 0) of condition `which` (absent: `showWhen`),
    /// as `updateCondition` reads them.
    UpdateCondition {
        id: FieldId,
        #[cfg_attr(feature = "ts", ts(optional))]
        which: Option<ConditionKey>,
        #[cfg_attr(feature = "ts", ts(optional, type = "number"))]
        index: Option<usize>,
        value: String,
    },
    /// Field `id` moves to `to_id`'s place: moving down, right after it.
    MoveField {
        id: FieldId,
        #[cfg_attr(feature = "ts", ts(rename = "toId"))]
        to_id: FieldId,
    },
    /// The validation `rule` of field `id` becomes `text`, as
    /// `setValidation` reads it (issue 27: a rating's scale).
    SetValidation {
        id: FieldId,
        rule: Rule,
        text: String,
    },
}

impl Serialize for Fix {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        if let Fix::SetValidation { id, rule, text } = self {
            let mut map = s.serialize_map(None)?;
            map.serialize_entry("type", "setValidation")?;
            map.serialize_entry("id", id)?;
            map.serialize_entry("rule", rule)?;
            map.serialize_entry("text", text)?;
            return map.end();
        }
        let (kind, id, key, text, clause) = match self {
            Fix::UpdateCondition {
                id,
                which,
                index,
                value,
            } => ("updateCondition", id, "value", value, (*which, *index)),
            Fix::MoveField { id, to_id } => ("moveField", id, "toId", &to_id.0, (None, None)),
            Fix::SetValidation { .. } => return Err(serde::ser::Error::custom("written above")),
        };
        let mut map = s.serialize_map(None)?;
        map.serialize_entry("type", kind)?;
        map.serialize_entry("id", id)?;
        // Only for a clause of a group or of `requiredWhen`: a one-clause
        // `showWhen`'s fix is written as before groups.
        if let Some(which) = clause.0 {
            map.serialize_entry("which", which.name())?;
        }
        if let Some(index) = clause.1 {
            map.serialize_entry("index", &index)?;
        }
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
    /// A slider's step (issue 27).
    Step,
    /// A time field's earliest and latest times (issue 27).
    TimeBounds,
    /// A rating's scale size (issue 27; `validation.max`).
    Scale,
    /// The default value: a hidden field's value (issue 27).
    DefaultValue,
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
    /// Minimum value above maximum value: no number is accepted; for a time
    /// field (issue 27), the earliest time after the latest.
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
    /// A slider's step that does not divide its range (maximum − minimum),
    /// so the slider cannot reach its maximum, or a step below 1, which is
    /// not checked (issue 27).
    StepDoesNotDivide,
    /// A rating's scale outside 3 to 10: it is drawn with the nearest; the
    /// fix sets that (issue 27).
    ScaleOutOfRange,
    /// An earliest or latest time that is not `HH:MM`: it is not checked
    /// (issue 27).
    BadTimeBound,
    /// A required hidden field with no value that does not fill from the
    /// page address: the form can never be submitted (issue 27).
    RequiredHiddenEmpty,
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
        conditions.findings(i, &mut |finding| findings.push(finding));
        logic_findings(field, &fields, &rules, &first, &mut findings);
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
/// comparison on a field whose answer is not a number (at its clause), a
/// `requiredWhen` that `required` overrides.
fn logic_findings(
    field: &Field,
    fields: &[&Field],
    rules: &RuleSet,
    first: &FxHashMap<&str, usize>,
    findings: &mut Vec<Finding>,
) {
    let Some(conditional) = field.conditional.as_deref() else {
        return;
    };
    let mut add = |setting, clause, code, message| {
        findings.push(Finding {
            field_id: field.id.clone(),
            setting,
            clause,
            code,
            message,
            fix: None,
        })
    };
    if field.required && conditional.required_when.is_some() {
        add(
            Setting::RequiredWhen,
            None,
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
        let group = !matches!(condition, Condition::One(_));
        if group && condition.clauses().is_empty() {
            add(
                setting,
                None,
                FindingCode::EmptyGroup,
                format!("The group has no conditions, so it always holds and {outcome}."),
            );
        }
        for (k, clause) in condition.clauses().iter().enumerate() {
            let Target::Field(t) = target(Some(clause), first) else {
                continue;
            };
            if clause.condition.compares_numbers() && !is_number(&rules.fields[t]) {
                let words = if clause.condition == ConditionOp::GreaterThan {
                    "is greater than"
                } else {
                    "is less than"
                };
                add(
                    setting,
                    group.then_some(k),
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
    first: &FxHashMap<&str, usize>,
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
        let Some(condition) = condition else {
            continue;
        };
        for clause in condition.clauses() {
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
            clause: None,
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
    drop(add);
    kinds_findings(field, r, findings);
}

/// Issue 27's findings of a field's own settings: a slider's step, a
/// rating's scale, a time's bounds, a hidden field that can have no value.
fn kinds_findings(field: &Field, r: &FieldRules, findings: &mut Vec<Finding>) {
    let v = field.validation.clone().unwrap_or_default();
    let mut add = |setting, code, message, fix| {
        findings.push(Finding {
            field_id: field.id.clone(),
            setting,
            clause: None,
            code,
            message,
            fix,
        })
    };
    match field.kind.known() {
        Some(Kind::Range) => match (v.step, r.min, r.max) {
            (Some(step), _, _) if step < 1 => add(
                Setting::Step,
                FindingCode::StepDoesNotDivide,
                format!("The step ({step}) is below 1, so answers are not checked against it."),
                None,
            ),
            (_, Some(min), Some(max)) => {
                let step = r.step.unwrap_or(1);
                // Both within ±(2^53 − 1) (planned): the difference fits.
                if min <= max && max.checked_sub(min).is_some_and(|d| d % step != 0) {
                    add(
                        Setting::Step,
                        FindingCode::StepDoesNotDivide,
                        format!(
                            "The step ({step}) does not divide the range from {min} to {max}, so the slider cannot reach {max}."
                        ),
                        None,
                    );
                }
            }
            _ => {}
        },
        Some(Kind::Rating) => {
            if let Some(scale) = v.max.filter(|n| !(3..=10).contains(n)) {
                let nearest = scale.clamp(3, 10);
                add(
                    Setting::Scale,
                    FindingCode::ScaleOutOfRange,
                    format!(
                        "A rating has 3 to 10 stars, so a scale of {scale} is shown as {nearest}."
                    ),
                    Some(Fix::SetValidation {
                        id: field.id.clone(),
                        rule: Rule::Max,
                        text: nearest.to_string(),
                    }),
                );
            }
        }
        Some(Kind::Time) => {
            for (bound, word) in [(&v.min_time, "earliest"), (&v.max_time, "latest")] {
                if let Some(t) = bound
                    .as_deref()
                    .filter(|t| !t.is_empty() && !is_valid_time(t))
                {
                    add(
                        Setting::TimeBounds,
                        FindingCode::BadTimeBound,
                        format!(
                            "The {word} time \u{201c}{t}\u{201d} is not a time written as HH:MM (such as 09:30), so answers are not checked against it."
                        ),
                        None,
                    );
                }
            }
            if let (Some(min), Some(max)) = (r.min_time, r.max_time) {
                if min > max {
                    add(
                        Setting::TimeBounds,
                        FindingCode::MinAboveMax,
                        format!(
                            "The earliest time ({}) is after the latest time ({}), so no time is accepted.",
                            hh_mm(min),
                            hh_mm(max)
                        ),
                        None,
                    );
                }
            }
        }
        Some(Kind::Hidden) => {
            let empty = field
                .default_value
                .as_ref()
                .is_none_or(|d| d.display().is_empty());
            if field.required && empty && !field.fills_from_address() {
                add(
                    Setting::DefaultValue,
                    FindingCode::RequiredHiddenEmpty,
                    "This hidden field is required but has no value and does not fill from the page address, so the form can never be submitted.".to_owned(),
                    None,
                );
            }
        }
        _ => {}
    }
}

/// The finding of a pattern that could hang; the import report says it too.
pub(crate) const MAY_HANG: &str = "This pattern can take very long to check on some answers (two parts of it can match the same text, as in (a+)+), so answers are not checked against it. Write it so that each character can match in only one way, for example [a-z]+ rather than ([a-z]+)*.";

/// The condition graph of a form: each field's `showWhen` watches the fields
/// its clauses name (every clause of a group).
struct Conditions<'a> {
    fields: &'a [&'a Field],
    rules: &'a RuleSet,
    first: FxHashMap<&'a str, usize>,
    /// Per field: the fields its `showWhen` watches ([`edges`]).
    edges: Vec<Vec<usize>>,
    /// The cycles of conditions: [`Rings`].
    rings: Rings,
    /// Per field: its strongly connected part (fields of one part watch
    /// each other through cycles).
    part: Vec<usize>,
    /// Per field: hidden for every answer set.
    never: Vec<bool>,
}

/// Which condition of a field a clause is in, and how its findings are
/// worded and placed.
#[derive(Clone, Copy)]
struct Place<'c> {
    condition: &'c Condition,
    /// `showWhen` (else `requiredWhen`).
    show: bool,
}

impl Place<'_> {
    /// The setting of a finding about a clause (`value`: about its value).
    fn setting(self, value: bool) -> Setting {
        match (self.show, value) {
            (true, false) => Setting::Condition,
            (true, true) => Setting::ConditionValue,
            (false, _) => Setting::RequiredWhen,
        }
    }

    /// A clause's index, for a clause of a group; one clause has none (its
    /// findings are written as before groups).
    fn clause(self, k: usize) -> Option<usize> {
        (!matches!(self.condition, Condition::One(_))).then_some(k)
    }

    /// What follows when a clause can never hold.
    fn never_holds(self) -> &'static str {
        match (self.condition, self.show) {
            (Condition::Any { .. }, _) => "this condition never holds",
            (_, true) => "this field is never shown",
            (_, false) => "“required when” never holds",
        }
    }
}

/// The fields each field's `showWhen` watches (a clause on a missing field
/// or with none picked adds no edge), in clause order.
fn edges(fields: &[&Field], first: &FxHashMap<&str, usize>) -> Vec<Vec<usize>> {
    let mut all = Vec::with_capacity(fields.len());
    for field in fields {
        let mut to = Vec::new();
        for clause in show_clauses(field) {
            if let Target::Field(t) = target(Some(clause), first) {
                to.push(t);
            }
        }
        all.push(to);
    }
    all
}

/// The clauses of a field's `showWhen` (none without one).
fn show_clauses(field: &Field) -> &[Clause] {
    let show_when = field
        .conditional
        .as_ref()
        .and_then(|c| c.show_when.as_ref());
    show_when.map_or(&[], Condition::clauses)
}

/// The strongly connected parts of the graph (Tarjan's, without recursion),
/// each part after every part it reaches.
fn components(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    const NEW: usize = usize::MAX;
    let n = edges.len();
    let (mut index, mut low) = (vec![NEW; n], vec![0; n]);
    let mut on_stack = vec![false; n];
    let (mut stack, mut parts, mut next) = (Vec::new(), Vec::new(), 0);
    for root in 0..n {
        if index[root] != NEW {
            continue;
        }
        let mut calls = vec![(root, 0usize)];
        (index[root], low[root]) = (next, next);
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut k)) = calls.last_mut() {
            if let Some(&w) = edges[v].get(*k) {
                *k += 1;
                if index[w] == NEW {
                    (index[w], low[w]) = (next, next);
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut part = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    part.push(w);
                    if w == v {
                        break;
                    }
                }
                parts.push(part);
            }
        }
    }
    parts
}

/// The cycles of conditions, read from the strongly connected parts of the
/// graph: each field of a part of two fields or more is on a cycle. From the
/// part's first field (its root), breadth first, each field has a shortest
/// path to the root (`back`) and one from it (`forth`); a field's cycle is
/// its way to the root, then the root's way back to it (the root's own: its
/// nearest watched field, then that one's way back). Linear in the graph,
/// and a ring of fields each watching one is named from each field round
/// to it again, as one cycle.
struct Rings {
    root: Vec<usize>,
    /// The next field on the way to the root, and how many steps are left.
    back: Vec<(usize, usize)>,
    /// The field before on the way from the root, and how many steps it took.
    forth: Vec<(usize, usize)>,
}

const NONE: usize = usize::MAX;

impl Rings {
    fn new(edges: &[Vec<usize>], parts: &[Vec<usize>], part: &[usize]) -> Rings {
        let n = edges.len();
        let mut into = vec![Vec::new(); n];
        for (v, to) in edges.iter().enumerate() {
            for &w in to {
                into[w].push(v);
            }
        }
        let mut rings = Rings {
            root: vec![NONE; n],
            back: vec![(NONE, 0); n],
            forth: vec![(NONE, 0); n],
        };
        for members in parts.iter().filter(|p| p.len() > 1) {
            let root = members.iter().copied().min().unwrap_or(0);
            for &v in members {
                rings.root[v] = root;
            }
            for (ways, steps) in [(&into[..], &mut rings.back), (edges, &mut rings.forth)] {
                steps[root] = (root, 0);
                // A list read from its head, not a `VecDeque`: fewer bytes.
                let mut queue = vec![root];
                let mut head = 0;
                while let Some(&v) = queue.get(head) {
                    head += 1;
                    for &w in &ways[v] {
                        if part[w] == part[root] && steps[w].0 == NONE {
                            steps[w] = (v, steps[v].1 + 1);
                            queue.push(w);
                        }
                    }
                }
            }
        }
        rings
    }

    fn on_cycle(&self, i: usize) -> bool {
        self.root[i] != NONE
    }

    /// The root's nearest watched field of its part.
    fn root_next(&self, edges: &[Vec<usize>], root: usize) -> usize {
        let mut near = root;
        for &w in &edges[root] {
            if w != root
                && self.root[w] == root
                && (near == root || self.back[w].1 < self.back[near].1)
            {
                near = w;
            }
        }
        near
    }

    /// How many steps field `i`'s cycle takes back to it.
    fn len(&self, edges: &[Vec<usize>], i: usize) -> usize {
        let root = self.root[i];
        if i == root {
            1 + self.back[self.root_next(edges, root)].1
        } else {
            self.back[i].1 + self.forth[i].1
        }
    }

    /// The field `k` steps along field `i`'s cycle (`k` ≤ its length).
    fn at(&self, edges: &[Vec<usize>], i: usize, k: usize) -> usize {
        let root = self.root[i];
        let (mut v, k) = if i == root {
            if k == 0 {
                return root;
            }
            (self.root_next(edges, root), k - 1)
        } else {
            (i, k)
        };
        let to_root = self.back[v].1;
        if k <= to_root {
            for _ in 0..k {
                v = self.back[v].0;
            }
            return v;
        }
        // Past the root: back from `i` along the way from the root.
        let mut v = i;
        for _ in 0..(self.forth[i].1 + to_root - k) {
            v = self.forth[v].0;
        }
        v
    }
}

impl<'a> Conditions<'a> {
    fn new(fields: &'a [&'a Field], rules: &'a RuleSet) -> Conditions<'a> {
        let first = first_index(&rules.fields);
        let edges = edges(fields, &first);
        let parts = components(&edges);
        let mut conditions = Conditions {
            fields,
            rules,
            first,
            edges: Vec::new(),
            rings: Rings {
                root: Vec::new(),
                back: Vec::new(),
                forth: Vec::new(),
            },
            part: vec![0; fields.len()],
            never: vec![false; fields.len()],
        };
        for (p, part) in parts.iter().enumerate() {
            for &i in part {
                conditions.part[i] = p;
            }
        }
        conditions.rings = Rings::new(&edges, &parts, &conditions.part);
        conditions.edges = edges;
        let mut cyclic = vec![false; fields.len()];
        for part in &parts {
            // A part comes after every part it reaches: its watched fields
            // are decided.
            for &i in part {
                cyclic[i] = conditions.rings.on_cycle(i)
                    || conditions.edges[i].iter().any(|&t| t == i || cyclic[t]);
                conditions.never[i] = cyclic[i] || !conditions.may_show(i);
            }
        }
        conditions
    }

    /// Whether field `i`'s `showWhen` can hold for some answers, given which
    /// fields it watches are never shown.
    fn may_show(&self, i: usize) -> bool {
        let Some(condition) = self.fields[i]
            .conditional
            .as_ref()
            .and_then(|c| c.show_when.as_ref())
        else {
            return true;
        };
        let any = matches!(condition, Condition::Any { .. });
        let mut counted = false;
        for clause in condition.clauses() {
            let holds = match target(Some(clause), &self.first) {
                Target::None => continue,
                Target::Missing => false,
                Target::Field(t) => !self.never[t] && self.can_hold(clause, t),
            };
            if holds && any {
                return true;
            }
            if !holds && !any {
                return false;
            }
            counted = true;
        }
        !(any && counted)
    }

    /// Whether `clause`'s comparison holds for some answer of field `t`.
    fn can_hold(&self, clause: &Clause, t: usize) -> bool {
        let watched = self.fields[t];
        let value = clause.value.as_str();
        let options = watched.options();
        match (answer_shape(watched), clause.condition) {
            // A clause on a layout item: `clauseOnLayout` reports it.
            (AnswerShape::None, _) => true,
            (_, ConditionOp::NotEquals) => {
                // Fails only when the one possible answer (an empty select) equals the value.
                !(is_single_choice(watched) && options.is_empty() && value.is_empty())
            }
            (_, ConditionOp::GreaterThan | ConditionOp::LessThan) => {
                is_number(&self.rules.fields[t])
            }
            (AnswerShape::Flag, ConditionOp::Equals) => value == "true" || value == "false",
            (AnswerShape::Flag, ConditionOp::Contains) => {
                "true".contains(value) || "false".contains(value)
            }
            (AnswerShape::List, ConditionOp::Equals) => {
                value.is_empty() || options.iter().any(|o| o == value)
            }
            (AnswerShape::List, ConditionOp::Contains) => options.iter().any(|o| o == value),
            (AnswerShape::Text, ConditionOp::Equals) if is_single_choice(watched) => {
                value.is_empty() || options.iter().any(|o| o == value)
            }
            (AnswerShape::Text, ConditionOp::Contains) if is_single_choice(watched) => {
                value.is_empty() || options.iter().any(|o| o.contains(value))
            }
            // Free text, and the other operators: some answer makes them hold.
            _ => true,
        }
    }

    /// When `clause`'s value matches none of field `t`'s options (or, for
    /// one box, neither `true` nor `false`): `Some`, with the first option
    /// it names in another case, if any (ASCII case only: Unicode case
    /// tables would cost the builder's module ~10 KB). Only the operators
    /// that compare with an option's text: `equals`, `contains` and their
    /// opposites.
    fn value_matches_no_option(&self, clause: &Clause, t: usize) -> Option<Option<&'a str>> {
        let watched: &'a Field = self.fields[t];
        let value = clause.value.as_str();
        let substring = match clause.condition {
            ConditionOp::Equals | ConditionOp::NotEquals => false,
            ConditionOp::Contains | ConditionOp::NotContains => true,
            _ => return None,
        };
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

    /// The condition findings of field `i`: of every clause of its
    /// `showWhen`, then of its `requiredWhen`, then `neverShown`.
    fn findings(&self, i: usize, add: &mut dyn FnMut(Finding)) {
        let field = self.fields[i];
        let Some(conditional) = field.conditional.as_deref() else {
            return;
        };
        // The field furthest down that a clause watches below it: the move
        // fix puts the field right after it, so no clause watches a later
        // field then.
        let mut later = i;
        for clause in conditional.clauses() {
            if let Target::Field(t) = target(Some(clause), &self.first) {
                later = later.max(t);
            }
        }
        let on_cycle = self.rings.on_cycle(i);
        let mut explained = on_cycle;
        let mut cycle_said = false;
        for (condition, show) in [
            (&conditional.show_when, true),
            (&conditional.required_when, false),
        ] {
            let Some(condition) = condition else {
                continue;
            };
            let place = Place { condition, show };
            let any = matches!(condition, Condition::Any { .. });
            // Clauses counted, and those with a finding saying why they never hold.
            let (mut counted, mut own) = (0, 0);
            for (k, clause) in condition.clauses().iter().enumerate() {
                let t = match target(Some(clause), &self.first) {
                    Target::None => continue,
                    Target::Missing => {
                        add(self.finding(i, place, k, false, FindingCode::ConditionOnMissingField, format!(
                            "The condition watches a field that is not in the form (“{}”; it may have been deleted), so {}.",
                            clause.field_id,
                            place.never_holds()
                        ), None));
                        counted += 1;
                        own += 1;
                        continue;
                    }
                    Target::Field(t) => t,
                };
                counted += 1;
                if t == i && show {
                    add(self.finding(
                        i,
                        place,
                        k,
                        false,
                        FindingCode::ConditionOnItself,
                        "The condition watches this field itself, so the field is never shown."
                            .to_owned(),
                        None,
                    ));
                    explained = true;
                    continue;
                }
                let mut never = false;
                let next_on_cycle = on_cycle.then(|| self.rings.at(&self.edges, i, 1));
                if show && !cycle_said && next_on_cycle == Some(t) {
                    add(self.finding(
                        i,
                        place,
                        k,
                        false,
                        FindingCode::ConditionCycle,
                        self.cycle_message(i),
                        None,
                    ));
                    cycle_said = true;
                } else if t > i && !(show && self.part[t] == self.part[i]) {
                    // (A clause of a cycle gets no later-field finding: the
                    // cycle's says what is wrong.)
                    add(self.finding(i, place, k, false, FindingCode::ConditionOnLaterField, format!(
                        "The condition watches “{}”, which comes later in the form. This works, but people fill a form from top to bottom.",
                        name(self.fields[t])
                    ), Some(Fix::MoveField {
                        id: field.id.clone(),
                        to_id: self.fields[later].id.clone(),
                    })));
                }
                if let Some(same_but_case) = self.value_matches_no_option(clause, t) {
                    let negated = matches!(
                        clause.condition,
                        ConditionOp::NotEquals | ConditionOp::NotContains
                    );
                    let outcome = if negated {
                        "the condition always holds"
                    } else {
                        place.never_holds()
                    };
                    add(self.finding(
                        i,
                        place,
                        k,
                        true,
                        FindingCode::ConditionValueMatchesNoOption,
                        format!(
                            "No option of “{}” matches “{}”, so {outcome}.",
                            name(self.fields[t]),
                            clause.value
                        ),
                        same_but_case.map(|option| Fix::UpdateCondition {
                            id: field.id.clone(),
                            which: (!show).then_some(ConditionKey::RequiredWhen),
                            index: place.clause(k),
                            value: option.to_owned(),
                        }),
                    ));
                    never = !negated;
                }
                // `comparisonOnNonNumber` (below) says why such a clause never holds.
                never |= clause.condition.compares_numbers() && !is_number(&self.rules.fields[t]);
                own += usize::from(never);
            }
            if show {
                explained |= if any {
                    counted > 0 && own == counted
                } else {
                    own > 0
                };
            }
        }
        if self.never[i] && !explained {
            self.never_shown(i, add);
        }
    }

    /// `neverShown` for field `i`: the first clause whose watched field is
    /// never shown, else the condition as a whole.
    fn never_shown(&self, i: usize, add: &mut dyn FnMut(Finding)) {
        let Some(condition) = self.fields[i]
            .conditional
            .as_ref()
            .and_then(|c| c.show_when.as_ref())
        else {
            return;
        };
        let place = Place {
            condition,
            show: true,
        };
        for (k, clause) in condition.clauses().iter().enumerate() {
            if let Target::Field(t) = target(Some(clause), &self.first) {
                if self.never[t] {
                    let message = format!(
                        "This field is never shown: the field its condition watches (“{}”) is never shown.",
                        name(self.fields[t])
                    );
                    let clause = if matches!(condition, Condition::Any { .. }) {
                        None
                    } else {
                        place.clause(k)
                    };
                    add(Finding {
                        clause,
                        ..self.finding(i, place, k, false, FindingCode::NeverShown, message, None)
                    });
                    return;
                }
            }
        }
        let message = "This field is never shown: no answer of the field its condition watches makes the condition hold.";
        add(Finding {
            clause: None,
            ..self.finding(
                i,
                place,
                0,
                false,
                FindingCode::NeverShown,
                message.to_owned(),
                None,
            )
        });
    }

    /// Field `i`'s finding about clause `k` of `place`.
    #[allow(clippy::too_many_arguments)]
    fn finding(
        &self,
        i: usize,
        place: Place<'_>,
        k: usize,
        value: bool,
        code: FindingCode,
        message: String,
        fix: Option<Fix>,
    ) -> Finding {
        Finding {
            field_id: self.fields[i].id.clone(),
            setting: place.setting(value),
            clause: place.clause(k),
            code,
            message,
            fix,
        }
    }

    /// The cycle finding's words for field `i`: from it round to it again;
    /// a long cycle is shortened, and only the names said are looked up
    /// (every field of a cycle of 2,000 gets this finding).
    fn cycle_message(&self, i: usize) -> String {
        let len = self.rings.len(&self.edges, i);
        let named = |ks: std::ops::Range<usize>| -> Vec<String> {
            ks.map(|k| format!("“{}”", name(self.fields[self.rings.at(&self.edges, i, k)])))
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
        format!(
            "The conditions of {names} watch each other in a circle, so none of these fields is ever shown."
        )
    }
}

/// Whether the field's answer is a number (a number field's text).
/// Whether `greater_than` / `less_than` can hold on the field's answer: a
/// number, or a time (issue 27, compared as times).
fn is_number(field: &FieldRules) -> bool {
    field.answer == AnswerShape::Text && matches!(field.syntax, Some(Syntax::Number | Syntax::Time))
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
