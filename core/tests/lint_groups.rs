//! The logic lint over issue 26's conditions: the cycle, missing-field,
//! later-field, value and never-shown findings read every clause of every
//! group, of `showWhen` and of `requiredWhen`, and point at the clause
//! (`clause`: its index in its group; none for a condition of one clause, whose
//! findings are written as before groups).

#![cfg(feature = "regress")]

use std::sync::Arc;

use formwright_core::edits::ConditionKey;
use formwright_core::model::{Field, Form};
use formwright_core::rules::{Finding, Fix, lint};
use formwright_core::{Action, Editor, Timestamp};
use serde_json::{Value, json};

fn form(fields: Value) -> Form {
    let mut form = Form::blank("form".into(), Timestamp(0));
    for f in fields.as_array().expect("a list of fields") {
        form.fields
            .push_back(Arc::new(Field::from_json(f.clone()).expect("a field")));
    }
    form
}

/// `id setting code [clause]` per finding, in order.
fn render(findings: &[Finding]) -> String {
    findings
        .iter()
        .map(|f| {
            let v = serde_json::to_value(f).unwrap();
            let clause = v.get("clause").map_or(String::new(), |c| format!(" {c}"));
            format!(
                "{} {} {}{clause}",
                f.field_id,
                v["setting"].as_str().unwrap(),
                v["code"].as_str().unwrap()
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[track_caller]
fn check(fields: Value, expect: &str) {
    let got = render(&lint(&form(fields)));
    let expect: Vec<&str> = expect.trim().lines().map(str::trim).collect();
    assert_eq!(got, expect.join("\n"));
}

fn text(id: &str) -> Value {
    json!({"id": id, "type": "text", "label": id})
}

fn select(id: &str, options: &[&str]) -> Value {
    json!({"id": id, "type": "select", "label": id, "options": options})
}

fn c(watched: &str, op: &str, value: &str) -> Value {
    json!({"fieldId": watched, "condition": op, "value": value})
}

fn show(id: &str, show_when: Value) -> Value {
    json!({"id": id, "type": "text", "label": id, "conditional": {"showWhen": show_when}})
}

fn required(id: &str, required_when: Value) -> Value {
    json!({"id": id, "type": "text", "label": id, "conditional": {"requiredWhen": required_when}})
}

#[test]
fn every_clause_of_a_group_is_read_and_named_by_its_index() {
    check(
        json!([
            select("s", &["Sales", "Support"]),
            show(
                "g",
                json!({"all": [
                    c("s", "equals", "Sales"),
                    c("gone", "equals", "x"),
                    c("g", "equals", ""),
                    c("late", "equals", ""),
                    c("s", "contains", "Nope"),
                ]})
            ),
            text("late"),
        ]),
        "g condition conditionOnMissingField 1
         g condition conditionOnItself 2
         g condition conditionOnLaterField 3
         g conditionValue conditionValueMatchesNoOption 4",
    );
}

#[test]
fn a_one_clause_finding_is_written_as_before_groups() {
    let findings = lint(&form(json!([
        select("s", &["Sales"]),
        show("a", c("s", "equals", "sales")),
    ])));
    assert_eq!(
        serde_json::to_value(&findings).unwrap(),
        json!([{
            "fieldId": "a",
            "setting": "conditionValue",
            "code": "conditionValueMatchesNoOption",
            "message": "No option of “s” matches “sales”, so this field is never shown.",
            "fix": {"type": "updateCondition", "id": "a", "value": "Sales"},
        }])
    );
}

#[test]
fn a_clause_of_an_any_group_never_holding_says_so_and_the_field_may_still_show() {
    let findings = lint(&form(json!([
        select("s", &["Sales"]),
        show(
            "a",
            json!({"any": [c("gone", "equals", "x"), c("s", "equals", "Sales")]})
        ),
    ])));
    assert_eq!(render(&findings), "a condition conditionOnMissingField 0");
    assert_eq!(
        findings[0].message,
        "The condition watches a field that is not in the form (“gone”; it may have been deleted), so this condition never holds."
    );
}

#[test]
fn a_cycle_through_any_clause_is_found_and_named_at_that_clause() {
    check(
        json!([
            show(
                "a",
                json!({"any": [c("x", "equals", "1"), c("b", "equals", "")]})
            ),
            show("b", c("a", "equals", "")),
            text("x"),
        ]),
        "a condition conditionOnLaterField 0
         a condition conditionCycle 1
         b condition conditionCycle",
    );
    // Two rings through one field: each field is named on a shortest cycle
    // through it, from it.
    let findings = lint(&form(json!([
        show(
            "a",
            json!({"any": [c("b", "equals", ""), c("c", "equals", "")]})
        ),
        show("b", c("a", "equals", "")),
        show("c", c("a", "equals", "")),
    ])));
    let words: Vec<(&str, Option<usize>, &str)> = findings
        .iter()
        .map(|f| (f.field_id.as_str(), f.clause, f.message.as_str()))
        .collect();
    assert_eq!(
        words,
        [
            (
                "a",
                Some(0),
                "The conditions of “a” → “b” → “a” watch each other in a circle, so none of these fields is ever shown."
            ),
            (
                "b",
                None,
                "The conditions of “b” → “a” → “b” watch each other in a circle, so none of these fields is ever shown."
            ),
            (
                "c",
                None,
                "The conditions of “c” → “a” → “c” watch each other in a circle, so none of these fields is ever shown."
            ),
        ]
    );
}

#[test]
fn a_field_reaching_a_cycle_through_one_clause_of_an_any_is_never_shown() {
    check(
        json!([
            text("free"),
            show("a", c("b", "equals", "")),
            show("b", c("a", "equals", "")),
            show(
                "d",
                json!({"any": [c("free", "equals", "y"), c("a", "equals", "")]})
            ),
        ]),
        "a condition conditionCycle
         b condition conditionCycle
         d condition neverShown",
    );
}

#[test]
fn never_shown_follows_all_and_any() {
    // `hidden` never shows (its one option is not the value); `all` fails at
    // the clause watching it, `any` only when every clause fails.
    let fields = json!([
        select("none", &[]),
        show("hidden", c("none", "equals", "x")),
        text("free"),
        show(
            "all",
            json!({"all": [c("free", "equals", "y"), c("hidden", "equals", "")]})
        ),
        show(
            "any",
            json!({"any": [c("free", "equals", "y"), c("hidden", "equals", "")]})
        ),
        show(
            "both",
            json!({"any": [c("hidden", "equals", ""), c("all", "equals", "")]})
        ),
    ]);
    check(
        fields.clone(),
        "none options noOptions
         hidden condition neverShown
         all condition neverShown 1
         both condition neverShown",
    );
    let findings = lint(&form(fields));
    assert_eq!(
        findings[2].message,
        "This field is never shown: the field its condition watches (“hidden”) is never shown."
    );
}

#[test]
fn a_clause_s_own_finding_explains_an_all_but_not_one_clause_of_an_any() {
    check(
        json!([
            text("free"),
            show(
                "all",
                json!({"all": [c("free", "equals", "y"), c("gone", "equals", "")]})
            ),
            show(
                "any",
                json!({"any": [c("gone", "equals", ""), c("free", "greater_than", "1")]})
            ),
            show(
                "half",
                json!({"any": [c("gone", "equals", ""), c("hidden", "equals", "")]})
            ),
            show("hidden", c("gone", "equals", "")),
        ]),
        "all condition conditionOnMissingField 1
         any condition conditionOnMissingField 0
         any condition comparisonOnNonNumber 1
         half condition conditionOnMissingField 0
         half condition conditionOnLaterField 1
         half condition neverShown
         hidden condition conditionOnMissingField",
    );
}

#[test]
fn required_when_clauses_get_their_findings_under_required_when() {
    let fields = json!([
        select("s", &["Sales", "Support"]),
        required(
            "r",
            json!({"any": [c("gone", "equals", "x"), c("s", "equals", "support"), c("late", "is_empty", "")]})
        ),
        required("one", c("s", "not_equals", "Nope")),
        required("me", c("me", "is_not_empty", "")),
        text("late"),
    ]);
    check(
        fields.clone(),
        "r requiredWhen conditionOnMissingField 0
         r requiredWhen conditionValueMatchesNoOption 1
         r requiredWhen conditionOnLaterField 2
         one requiredWhen conditionValueMatchesNoOption",
    );
    let findings = lint(&form(fields));
    assert_eq!(
        findings[1].fix,
        Some(Fix::UpdateCondition {
            id: "r".into(),
            which: Some(ConditionKey::RequiredWhen),
            index: Some(1),
            value: "Support".into(),
        })
    );
    assert_eq!(
        serde_json::to_value(findings[1].fix.as_ref().unwrap()).unwrap(),
        json!({"type": "updateCondition", "id": "r", "which": "requiredWhen", "index": 1, "value": "Support"})
    );
    assert_eq!(
        findings[3].message,
        "No option of “s” matches “Nope”, so the condition always holds."
    );
}

/// Applies each fix of `fields`' findings in an editor: the fix reads as an
/// action, and the finding it fixes (field, code, setting, clause) is gone.
#[test]
fn the_fixes_of_clauses_apply_to_their_clause() {
    let fields = json!([
        select("s", &["Sales", "Support"]),
        show(
            "a",
            json!({"all": [c("s", "equals", "sales"), c("s", "equals", "SUPPORT")]})
        ),
        required(
            "r",
            json!({"any": [c("s", "contains", "x"), c("s", "equals", "SALES")]})
        ),
        show(
            "early",
            json!({"any": [c("late1", "equals", ""), c("late2", "equals", "")]})
        ),
        text("late2"),
        text("late1"),
    ]);
    let findings = lint(&form(fields.clone()));
    let with_fix: Vec<&Finding> = findings.iter().filter(|f| f.fix.is_some()).collect();
    assert_eq!(with_fix.len(), 5, "{}", render(&findings));
    for finding in with_fix {
        let mut e = Editor::new(1, Timestamp(0));
        e.apply(
            Action::LoadForm {
                form: form(fields.clone()),
            },
            Timestamp(1),
        );
        let text = serde_json::to_string(finding.fix.as_ref().unwrap()).unwrap();
        let action = Action::from_text(&text).unwrap();
        assert_eq!(e.apply(action, Timestamp(2)).error, None, "{text}");
        let same = |f: &Finding| {
            (&f.field_id, f.code, f.setting, f.clause)
                == (
                    &finding.field_id,
                    finding.code,
                    finding.setting,
                    finding.clause,
                )
        };
        assert!(!e.lint().iter().any(same), "{text} left {finding:?}");
    }
    // The move fix goes after the latest field a clause watches, so both
    // later-field findings go at once.
    let later: Vec<&Fix> = findings
        .iter()
        .filter(|f| f.field_id.as_str() == "early")
        .filter_map(|f| f.fix.as_ref())
        .collect();
    assert_eq!(
        later,
        [
            &Fix::MoveField {
                id: "early".into(),
                to_id: "late1".into()
            },
            &Fix::MoveField {
                id: "early".into(),
                to_id: "late1".into()
            },
        ]
    );
}

#[test]
fn a_long_ring_of_groups_is_walked_without_recursion() {
    let n = 3_000;
    let fields: Vec<Value> = [text("x")]
        .into_iter()
        .chain((0..n).map(|i| {
            show(
                &format!("f{i}"),
                json!({"any": [c("x", "equals", ""), c(&format!("f{}", (i + 1) % n), "equals", "")]}),
            )
        }))
        .collect();
    let findings = lint(&form(Value::Array(fields)));
    assert_eq!(findings.len(), n);
    assert!(findings.iter().all(|f| f.clause == Some(1)));
    assert_eq!(
        findings[1].message,
        "The conditions of “f1” → “f2” → “f3” → … → “f0” → “f1” watch each other in a circle, so none of these fields is ever shown."
    );
}

/// A hostile form: 2,000 fields each watching the next 50 in an `any` group,
/// all one strongly connected part. The lint stays linear in the clauses
/// (each field named on a cycle through it, in one pass).
#[test]
fn a_dense_web_of_groups_is_linted_in_linear_time() {
    let n = 2_000;
    let fields: Vec<Value> = (0..n)
        .map(|i| {
            let clauses: Vec<Value> = (1..=50)
                .map(|d| c(&format!("f{}", (i + d) % n), "equals", ""))
                .collect();
            show(&format!("f{i}"), json!({"any": clauses}))
        })
        .collect();
    let started = std::time::Instant::now();
    let findings = lint(&form(Value::Array(fields)));
    let cycles = findings
        .iter()
        .filter(|f| f.code == formwright_core::rules::FindingCode::ConditionCycle)
        .count();
    assert_eq!(cycles, n);
    assert!(
        findings
            .iter()
            .all(|f| f.code != formwright_core::rules::FindingCode::NeverShown)
    );
    // Generous for a debug build on a busy machine; quadratic work would take minutes.
    assert!(started.elapsed().as_secs() < 20, "{:?}", started.elapsed());
}
