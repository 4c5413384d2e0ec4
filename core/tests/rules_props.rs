//! The rule engine against random forms and answers: it never panics, ends
//! on any graph of conditions (cycles included), and its parts agree with
//! each other — a hidden field has no problem, `valid` means no problem, and
//! a field the lint calls never shown is hidden whatever the answers.
#![cfg(feature = "regress")]

mod rules_support;

use std::sync::Arc;

use formwright_core::answers::{Answer, Answers};
use formwright_core::model::{Field, FieldId, Form};
use formwright_core::rules::{self, FindingCode, RuleSet};
use formwright_core::time::Timestamp;
use proptest::prelude::*;
use serde_json::json;

/// A form of `targets.len()` text fields `f0…`, field `i` watching field
/// `targets[i]` (an index past the end is a missing field; none: no condition).
fn graph_form(targets: &[Option<usize>]) -> Form {
    let mut form = Form::blank("form".into(), Timestamp(0));
    for (i, target) in targets.iter().enumerate() {
        let mut f = json!({"id": format!("f{i}"), "type": "text", "label": format!("F{i}"), "required": true});
        if let Some(t) = target {
            f["conditional"] = json!({"showWhen": {"fieldId": format!("f{t}"), "condition": "not_equals", "value": "x"}});
        }
        form.fields
            .push_back(Arc::new(Field::from_json(f).expect("a field")));
    }
    form
}

/// Field indices on a cycle of `targets`, found the slow and obvious way.
fn on_cycle(targets: &[Option<usize>], i: usize) -> bool {
    let mut j = i;
    for _ in 0..targets.len() {
        match targets[j] {
            Some(t) if t < targets.len() => j = t,
            _ => return false,
        }
        if j == i {
            return true;
        }
    }
    false
}

/// The answers a form's controls can produce: a choice among the options of
/// the first field with each id (what the lint's "never shown" assumes).
fn producible(form: &Form, answers: &Answers) -> Answers {
    let mut out = Answers::new();
    for (id, answer) in answers {
        let Some(field) = form.field(id) else {
            out.insert(id.clone(), answer.clone());
            continue;
        };
        if !field.kind.has_options() {
            out.insert(id.clone(), answer.clone());
            continue;
        }
        let options = field.options();
        let keep = match answer {
            Answer::Text(t) if field.kind.name() == "checkbox" && options.is_empty() => {
                Some(Answer::Text(t.clone()))
            }
            Answer::Text(t) if options.contains(t) => Some(Answer::Text(t.clone())),
            Answer::Text(_) => None,
            Answer::Choices(items) if field.kind.name() == "checkbox" && options.is_empty() => {
                Some(Answer::Choices(items.clone()))
            }
            Answer::Choices(items) => Some(Answer::Choices(
                items
                    .iter()
                    .filter(|i| options.contains(i))
                    .cloned()
                    .collect(),
            )),
            Answer::Flag(ticked) => Some(Answer::Flag(*ticked)),
        };
        if let Some(a) = keep {
            out.insert(id.clone(), a);
        }
    }
    out
}

const NEVER_SHOWN: [FindingCode; 4] = [
    FindingCode::ConditionOnItself,
    FindingCode::ConditionOnMissingField,
    FindingCode::ConditionCycle,
    FindingCode::NeverShown,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn verdicts_are_consistent_and_the_lint_predicts_never_shown_fields(
        (form, answers) in rules_support::case(),
        other_answers in rules_support::answers(),
    ) {
        let rules = rules::plan(&form);
        let findings = rules::lint(&form);
        for answers in [&answers, &other_answers, &Answers::new()] {
            let verdict = rules::evaluate(&rules, answers);
            let from_controls = rules::evaluate(&rules, &producible(&form, answers));
            prop_assert_eq!(verdict.fields.len(), form.fields.len());
            for ((v, c), f) in verdict.fields.iter().zip(&from_controls.fields).zip(form.fields.iter()) {
                prop_assert_eq!(&v.id, &f.id);
                prop_assert!(v.visible || v.problems.is_empty(), "a hidden field has no problem");
                let never = findings.iter().any(|x| x.field_id == f.id && NEVER_SHOWN.contains(&x.code));
                // A repeated id shares findings with its twin; judge unique ids only.
                let unique = form.fields.iter().filter(|g| g.id == f.id).count() == 1;
                prop_assert!(!(never && unique && c.visible), "lint says never shown, but {} is shown", f.id);
            }
            prop_assert_eq!(verdict.valid, verdict.fields.iter().all(|f| f.problems.is_empty()));
            let submitted = verdict.submitted(&rules, answers);
            prop_assert!(submitted.keys().all(|id| verdict.fields.iter().zip(form.fields.iter()).any(|(v, f)| &v.id == id && v.visible && !f.is_layout())));
        }
        // The rule set is data: it survives JSON unchanged.
        let again: RuleSet = serde_json::from_str(&serde_json::to_string(&rules).unwrap()).unwrap();
        prop_assert_eq!(again, rules);
    }

    #[test]
    fn any_graph_of_conditions_ends_and_cycles_hide(
        targets in prop::collection::vec(prop::option::weighted(0.8, 0usize..70), 1..60),
    ) {
        let form = graph_form(&targets);
        let verdict = rules::evaluate(&rules::plan(&form), &Answers::new());
        let findings = rules::lint(&form);
        for (i, v) in verdict.fields.iter().enumerate() {
            // Every comparison holds (`not_equals x` on empty answers), so a
            // field is hidden exactly when its chain reaches a cycle or a missing field.
            let mut j = i;
            let mut expect_shown = true;
            for _ in 0..=targets.len() {
                match targets[j] {
                    None => break,
                    Some(t) if t >= targets.len() => { expect_shown = false; break; }
                    Some(t) => j = t,
                }
            }
            if targets[j].is_some() { expect_shown = false; }
            prop_assert_eq!(v.visible, expect_shown, "field f{}", i);
            let cycle_finding = findings.iter().any(|f| {
                f.field_id == FieldId(format!("f{i}"))
                    && matches!(f.code, FindingCode::ConditionCycle | FindingCode::ConditionOnItself)
            });
            prop_assert_eq!(cycle_finding, on_cycle(&targets, i), "cycle finding of f{}", i);
        }
        // An answer that breaks one condition hides its dependants too.
        let mut answers = Answers::new();
        answers.insert(FieldId::from("f0"), Answer::Text("x".into()));
        let verdict = rules::evaluate(&rules::plan(&form), &answers);
        for (i, v) in verdict.fields.iter().enumerate() {
            if targets[i] == Some(0) {
                prop_assert!(!v.visible, "f{} watches f0, whose answer is x", i);
            }
        }
    }
}
